// Lint for the whole monorepo (`npm run lint`, a step of `npm test`). Three jobs:
//   1. the layers (docs/architecture.md "Layers and what each may import"), enforced by
//      eslint-plugin-boundaries on the file an import really lands on (scripts/lint/ts-resolver.cjs resolves
//      like the compiler, so `@casino/shared` is shared/src/index.ts and `@casino/shared/contract` is the
//      browser-free contract folder);
//   2. typescript-eslint's recommended set, and React's rules of hooks in the browser packages;
//   3. a few project rules (no fixed sleeps in e2e, no package-name imports of an app).
// Not type-aware on purpose (measured on this repository: recommended ≈ 10 s CPU, 0.6 GB; recommendedTypeChecked
// ≈ 52 s CPU, 2.4 GB, and 1 326 findings, 1 000 of them no-unsafe-* around the tests' untyped JSON answers).
// Worth a separate pass once those answers are typed; `npm run typecheck` covers the rest.
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const BROWSER_APPS = ['host', 'remote-account', 'remote-games', 'remote-wallet', 'remote-support', 'backoffice'];
const apps = `{${BROWSER_APPS.join(',')}}`;

// ---------------------------------------------------------------------------------------------------------
// Elements: every file of the browser packages and the server belongs to exactly one layer. The first
// descriptor that matches wins, so the narrow ones come first. Patterns are folders from the repository root.
// ---------------------------------------------------------------------------------------------------------
const full = (d) => ({ ...d, partialMatch: false });
const elements = [
  // @casino/shared
  full({ type: 'shared-contract', pattern: 'shared/src/contract' }), // browser-free: also the server's
  full({ type: 'shared-testing', pattern: 'shared/src/testing' }), // test helpers (`@casino/shared/testing`)
  full({ type: 'shared', pattern: 'shared/src' }), // API client, stores, i18n, themes, shared UI

  // Browser apps. `app` is captured so that rules can say "the same app".
  full({ type: 'feature', pattern: `${apps}/src/features/*`, capture: ['app', 'feature'] }),
  // The app's own shared level: what several of its features use — `lib/` (non-UI) and `components/` (UI) in
  // every app (docs/architecture.md, "Folders inside an app"); the host's shell pieces that features may use
  // (site config, layout helpers, remote loading, session) count here too.
  full({
    type: 'app-shared',
    pattern: `${apps}/src/{lib,components,layouts,startup,session,federation,content}`,
    capture: ['app'],
  }),
  // Composition root: pages, widgets (exposed modules), routes.tsx, app/, bootstrap.tsx, index.ts; also the
  // app's i18n.ts at its top, which is not composition (a file category below: part of the shared level).
  full({ type: 'app', pattern: `${apps}/src`, capture: ['app'] }),

  // Server layers (docs/server.md). The house games' engines and the provably fair source are domain code that
  // the house game pages (browser code, built by server/src/house-games/build.ts) bundle too.
  full({ type: 'server-house-pages', pattern: 'server/src/house-games/pages' }),
  full({ type: 'server-engines', pattern: 'server/src/domain/{house-games,fairness}' }),
  full({ type: 'server-domain', pattern: 'server/src/domain' }),
  full({ type: 'server-services', pattern: 'server/src/services' }),
  full({ type: 'server-repositories', pattern: 'server/src/repositories' }),
  full({ type: 'server-routes', pattern: 'server/src/routes/*', capture: ['area'] }),
  full({ type: 'server-plugins', pattern: 'server/src/plugins' }),
  full({ type: 'server-http', pattern: 'server/src/http' }),
  full({ type: 'server', pattern: 'server/src' }), // app.ts, main.ts, config.ts, db/, providers/, security/, …
  full({ type: 'server-test', pattern: 'server/test' }),

  full({ type: 'e2e', pattern: 'e2e' }),

  // The web tier (docs/decisions/012-typed-web-tier.md): Node code that serves the builds and draws first screens
  // with the host's own components (only those in the 'web-surface' file category below).
  full({ type: 'web', pattern: 'web/src' }),
  full({ type: 'web-test', pattern: 'web/test' }),
];

// Files, by role, whatever their layer.
const files = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'app-i18n', pattern: `${apps}/src/i18n.ts` }, // the app's i18n namespace: part of its shared level
  // An app's own test set-up (only the back office has one: its store over a fake API). Shared helpers stay in
  // @casino/shared/testing; this file holds what only this app's tests need.
  { category: 'test-helper', pattern: `${apps}/src/test-utils.tsx` },
  // What the web tier draws a first screen with: the host's layout, toasts, shell styles, home page and its reads,
  // the site config loader and the first-screen hints. Nothing else of an app.
  {
    category: 'web-surface',
    pattern: 'host/src/{layouts/layout-frame.tsx,components/toast-region.tsx,app/shell-styles.ts,pages/home.tsx,features/lobby/api/{home-reads,get-notices}.ts,startup/{config,site,first-screen}.ts,lib/use-mobile.ts}',
  },
];

const sameApp = { app: '{{ from.element.captured.app }}' };
const to = (type, captured) => ({ element: captured ? { type, captured } : { type } });
const appFile = (category) => ({ element: { type: 'app', captured: sameApp }, file: { categories: category } });
const SHARED_FOR_APPS = [to('shared'), to('shared-contract'), appFile('app-i18n')];

// ---------------------------------------------------------------------------------------------------------
// Who may import whom. Default: disallow; each layer lists what it may import.
// ---------------------------------------------------------------------------------------------------------
const browserPolicies = [
  // shared imports no app; the contract imports nothing but itself (the server runs it).
  { from: to('shared-contract'), allow: { to: to('shared-contract') } },
  { from: to('shared'), allow: { to: [to('shared'), to('shared-contract')] } },
  { from: to('shared-testing'), allow: { to: [to('shared-testing'), to('shared'), to('shared-contract')] } },

  // Code flows shared → features → app. A feature uses its own files, its app's shared level and
  // @casino/shared; never another feature (the composition root passes one feature's pieces to another).
  {
    from: to('feature'),
    allow: {
      to: [
        to('feature', { ...sameApp, feature: '{{ from.element.captured.feature }}' }),
        to('app-shared', sameApp),
        ...SHARED_FOR_APPS,
      ],
    },
  },
  { from: to('app-shared'), allow: { to: [to('app-shared', sameApp), ...SHARED_FOR_APPS] } },
  {
    from: to('app'),
    allow: { to: [to('app', sameApp), to('feature', sameApp), to('app-shared', sameApp), ...SHARED_FOR_APPS] },
  },
  // Test helpers (@casino/shared/testing, the only ones) are for tests: production code never imports them.
  {
    from: { element: { type: ['feature', 'app-shared', 'app'] } },
    disallow: { to: to('shared-testing') },
  },
  { from: { file: { categories: 'test' }, element: { type: ['feature', 'app-shared', 'app'] } }, allow: { to: to('shared-testing') } },
  // An app's test set-up: only its own tests import it; it may use the shared helpers and its own app.
  { from: { element: { type: ['feature', 'app-shared', 'app'] } }, disallow: { to: appFile('test-helper') } },
  { from: { file: { categories: 'test' }, element: { type: ['feature', 'app-shared', 'app'] } }, allow: { to: appFile('test-helper') } },
  { from: appFile('test-helper'), allow: { to: [to('shared-testing'), to('app-shared', sameApp)] } },
  // shared's own tests use its test helpers too.
  { from: { file: { categories: 'test' }, element: { type: 'shared' } }, allow: { to: to('shared-testing') } },
  // Playwright journeys may read shared's browser-free tables (route names, contract).
  { from: to('e2e'), allow: { to: [to('e2e'), to('shared'), to('shared-contract')] } },
  // The web tier: itself, @casino/shared, and the host's files in the 'web-surface' category (no other app file).
  {
    from: { element: { type: ['web', 'web-test'] } },
    allow: { to: [to('web'), to('shared'), to('shared-contract'), { element: { type: ['app', 'app-shared', 'feature'], captured: { app: 'host' } }, file: { categories: 'web-surface' } }] },
  },
  { from: to('web-test'), allow: { to: to('web-test') } },
];

const SERVER_TYPES = ['server', 'server-domain', 'server-engines', 'server-services', 'server-repositories', 'server-routes', 'server-plugins', 'server-http'];
const serverPolicies = [
  // The server imports only itself and the browser-free contract: nothing of shared's client, stores,
  // i18n or UI, nothing of an app.
  { from: { element: { type: [...SERVER_TYPES, 'server-test'] } }, allow: { to: [{ element: { type: SERVER_TYPES } }, to('shared-contract')] } },
  // Server tests import each other's helpers, and the house game pages' code they test (test/house-pages).
  { from: to('server-test'), allow: { to: [to('server-test'), to('server-house-pages')] } },
  // The game engines run in browsers too: they import only each other (no other server code, no Node module;
  // the packages are barred below).
  {
    from: to('server-engines'),
    disallow: { to: { element: { type: SERVER_TYPES.filter((type) => type !== 'server-engines') } } },
    message: 'the house game engines are bundled into browser pages: they import only server/src/domain/{house-games,fairness}.',
  },
  // The house game pages are browser code: they import themselves and the engines, nothing else of the server.
  { from: to('server-house-pages'), allow: { to: [to('server-house-pages'), to('server-engines')] } },
  // domain/ is pure logic: no repositories, no HTTP (routes, plugins, http/; `fastify` is barred below).
  {
    from: { element: { type: ['server-domain', 'server-engines'] } },
    disallow: { to: { element: { type: ['server-services', 'server-repositories', 'server-routes', 'server-plugins', 'server-http'] } } },
    message: 'server domain/ is pure logic: it must not import {{ to.element.type }} (take the data as arguments or an interface).',
  },
  // services/ (use cases, transactions) are called by routes and call repositories and domain; never HTTP routes
  // or plugins.
  {
    from: to('server-services'),
    disallow: { to: { element: { type: ['server-routes', 'server-plugins'] } } },
    message: 'server services/ must not import {{ to.element.type }}: routes call services, not the other way round.',
  },
  // repositories/ hold SQL only: no services, routes or plugins.
  {
    from: to('server-repositories'),
    disallow: { to: { element: { type: ['server-services', 'server-routes', 'server-plugins'] } } },
    message: 'server repositories/ hold SQL only: they must not import {{ to.element.type }}.',
  },
  // A routes folder is one resource: what two resources share lives outside routes/.
  {
    from: to('server-routes'),
    disallow: { to: to('server-routes', { area: '!{{ from.element.captured.area }}' }) },
    message: 'routes/{{ from.element.captured.area }} must not import routes/{{ to.element.captured.area }}: move the shared part out of routes/.',
  },
];



const boundariesSettings = {
  'boundaries/root-path': ROOT,
  'boundaries/elements': elements,
  'boundaries/files': files,
  'boundaries/legacy-templates': false,
  'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
  'import/resolver': { [path.join(ROOT, 'scripts/lint/ts-resolver.cjs')]: {} },
};

// A statement's opening words (upper case, as this code base writes SQL), for the "SQL only in repositories/" rule.
const SQL_STATEMENT = String.raw`/\b(SELECT\s[\s\S]*\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)|ALTER\s+TABLE)\b/`;

// Package names of the apps: an app is never a library (they meet through federation and shared stores).
// Issue 19 (docs/decisions/007-shared-ui-surface.md): the host shares antd as the surface the apps use; heavy
// components are shared under their own key and imported by deep path, so that /home never loads them.
const HEAVY_ANTD = ['Table', 'DatePicker', 'TimePicker', 'Calendar', 'Tree', 'TreeSelect', 'Transfer', 'Cascader', 'Upload', 'ColorPicker'];
const noAppPackages = (extra = [], { federated = true } = {}) => ['error', {
  paths: !federated ? [] : [{
    name: 'antd', importNames: HEAVY_ANTD,
    message: "Heavy antd components load with the pages that show them: import X from 'antd/es/<component>' and add the key to LAZY_PARTS in scripts/webpack/mf-shared.cjs.",
  }, ...['react-router', 'react-router/dom'].map((name) => ({
    name, message: "Import the router from 'react-router-dom', the shared singleton (the host provides the surface in scripts/webpack/ui/react-router.js); 'react-router' itself would be a second copy in the page.",
  }))],
  patterns: [
    { group: ['@casino/host', '@casino/host/*', '@casino/remote-*', '@casino/server', '@casino/server/*', ...extra], message: 'Apps and the server are not libraries: go through federation, the shared stores or the API.' },
  ],
}];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/data/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '**/.runtime/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript (build and orchestration scripts, configs): Node.
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },

  // TypeScript everywhere.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // The server tests' json() helper hands back the parsed body as the caller's type, `any` when the caller
  // names none: about 160 assertions read API answers that way. The one place `any` is allowed.
  { files: ['server/test/helper.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // Browser packages: hooks rules.
  {
    files: ['{shared,host,remote-*,backoffice}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': noAppPackages(),
    },
  },

  // The back office is not federated (it shares nothing with the host): it imports antd as any app would.
  {
    files: ['backoffice/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noAppPackages([], { federated: false }) },
  },

  // Layers of the browser packages, the web tier and e2e.
  {
    files: ['{shared,host,remote-*,backoffice,web,e2e}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: true, policies: browserPolicies }],
    },
  },

  // The web tier: Node, and no app imported by package name (the host's surface by its files, above).
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': noAppPackages([], { federated: false }) },
  },

  // Server layers: routes → services → repositories and domain (docs/server.md), with no exceptions.
  {
    name: 'server-layering',
    files: ['server/**/*.{ts,js}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: true, policies: serverPolicies }],
      'no-restricted-imports': noAppPackages(),
    },
  },
  {
    files: ['server/src/domain/**/*.{ts,js}'],
    rules: {
      // pure rules: no HTTP, no database, no files (I/O lives in services/ and repositories/)
      'no-restricted-imports': noAppPackages(['fastify', 'fastify-plugin', '@fastify/*', 'node:fs', 'fs', 'node:fs/*', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'ioredis']),
    },
  },
  // A statement names its columns: PostgreSQL's side prepares no text holding a `*` (db/pg-statements.ts: a
  // prepared `SELECT *` fails once a release adds a column), so a `*` costs the statement its prepared plan. And
  // it runs through db/client.ts's helpers, straight to the driver.
  {
    files: ['server/src/repositories/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: String.raw`TemplateElement[value.raw=/(\bSELECT|\bRETURNING|,)\s*\*|\b\w+\.\*/]`, message: 'Name the columns: a statement with `*` is never prepared (db/pg-statements.ts).' },
        // drizzle's own `execute` builds a prepared-query object, tracing spans and a cache look-up per call
        { selector: "CallExpression[callee.property.name='execute']", message: "Run a statement with rows, firstRow or execute from db/client.ts, not drizzle's execute (decision 008)." },
      ],
    },
  },
  // SQL lives in repositories/ (and db/: migrations, seeds, the client). Anywhere else a `sql` template, or a
  // template or string that reads as a statement, is refused. No exemptions.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/repositories/**', 'server/src/db/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
        { selector: "MemberExpression[object.name='sql'][property.name='raw']", message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
        { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
        { selector: `Literal[value=${SQL_STATEMENT}]`, message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
      ],
    },
  },
  // Browser code and what it bundles: relative imports only (no package, no Node module).
  {
    files: ['server/src/house-games/pages/**/*.ts', 'server/src/domain/{house-games,fairness}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.)', message: 'House pages and game engines run in browsers: import only relative modules (no package, no node: module).' }] }],
    },
  },

  // Code that runs in a browser although it lives beside Node code: the house game pages the server serves,
  // the Jest DOM setup, and the callbacks that Playwright runs inside the page (e2e, the games benchmark).
  { files: ['server/src/house-games/pages/**/*.ts'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['scripts/jest/setup-browser.cjs', 'scripts/bench/*.mjs', 'e2e/**/*.ts'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },

  // e2e: wait for what the user would see, never for a fixed time (slow machines fail, fast ones wait).
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait for a state the user would see (expect(...).toBeVisible(), toHaveText, waitForResponse), not a fixed time.' }],
    },
  },
);
