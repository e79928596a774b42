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
  // Composition root: pages, widgets (exposed modules), routes.tsx, app/, bootstrap.ts, start.tsx, index.ts; also the
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
  full({ type: 'server-providers', pattern: 'server/src/providers' }), // the game providers' use cases: the services' level
  full({ type: 'server-db', pattern: 'server/src/db' }), // the client, transactions' types, migrations, seeds
  full({ type: 'server', pattern: 'server/src' }), // app.ts, main.ts, config.ts, security/, …
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

const SERVER_TYPES = ['server', 'server-domain', 'server-engines', 'server-services', 'server-providers', 'server-repositories', 'server-db', 'server-routes', 'server-plugins', 'server-http'];
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
  // The house game pages are browser code: they import themselves, the engines and, of shared, only the X-Sequence
  // generator (`@casino/shared/sequence`, the one every client uses; the import rule below names it).
  { from: to('server-house-pages'), allow: { to: [to('server-house-pages'), to('server-engines'), to('shared-contract')] } },
  // domain/ is pure logic: no repositories, no HTTP (routes, plugins, http/; `fastify` is barred below).
  {
    from: { element: { type: ['server-domain', 'server-engines'] } },
    disallow: { to: { element: { type: ['server-services', 'server-providers', 'server-repositories', 'server-db', 'server-routes', 'server-plugins', 'server-http'] } } },
    message: 'server domain/ is pure logic: it must not import {{ to.element.type }} (take the data as arguments or an interface).',
  },
  // services/ (use cases, transactions) are called by routes and call repositories and domain; never HTTP routes
  // or plugins. providers/ (the game providers: seamless wallet, house rounds, registry) are use cases of the same
  // level: services and providers may call each other, both reach repositories, db/ and domain.
  {
    from: { element: { type: ['server-services', 'server-providers'] } },
    disallow: { to: { element: { type: ['server-routes', 'server-plugins'] } } },
    message: 'server services/ and providers/ must not import {{ to.element.type }}: routes call services, not the other way round.',
  },
  // routes → services → repositories (docs/decisions/013): a route parses, calls a service, shapes the answer. It
  // never reaches SQL or the database client itself (transactions are opened by services; below, the syntax rule).
  {
    from: to('server-routes'),
    disallow: { to: { element: { type: ['server-repositories', 'server-db'] } } },
    message: 'routes/ are HTTP only: call a service (server/src/services) instead of importing {{ to.element.type }} (decision 013).',
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
const SQL_ELSEWHERE = [
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
  { selector: "MemberExpression[object.name='sql'][property.name='raw']", message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
  { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
  { selector: `Literal[value=${SQL_STATEMENT}]`, message: 'SQL belongs in server/src/repositories/: add a repository function and call it.' },
];

// One SSE reader (issue 46): shared/src/api/event-stream.ts reads server-sent events (on eventsource-parser) and
// server/src/http/sse.ts writes them. Elsewhere no import of the parser, no text/event-stream header and no split
// of a buffer into frames: a second parser would drift from the first (ids, retry, backoff, 401/403).
const SSE_MESSAGE = 'One SSE reader: use openEventStream from @casino/shared (shared/src/api/event-stream.ts); the server writes events with openSse (server/src/http/sse.ts).';
const ONE_SSE_READER = [
  { selector: ':matches(Property, CallExpression) > Literal[value=/text.event-stream/]', message: SSE_MESSAGE },
  { selector: String.raw`CallExpression[callee.property.name='split'][arguments.0.value=/^(\r?\n){2}$/]`, message: SSE_MESSAGE },
  { selector: String.raw`CallExpression[callee.property.name='split'][arguments.0.regex.pattern=/\\n\\n|\\n\)\{2\}/]`, message: SSE_MESSAGE },
];

// One formatter (issue 46): money, dates and the empty mark come from shared/src/format (@casino/shared), which shows
// every instant in the contract's WALLET_TIME_ZONE. Elsewhere in the browser packages no locale or Intl formatting,
// no dayjs(…).format, no time zone plugin and no import of the removed helpers (lib/format, lib/dates).
const FORMAT_MESSAGE = 'One formatter: use formatMoney, formatDate, formatDateTime, formatTimestamp or EMPTY_VALUE from @casino/shared (shared/src/format).';
const ONE_FORMATTER = [
  { selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]", message: FORMAT_MESSAGE },
  { selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]", message: FORMAT_MESSAGE },
  { selector: "CallExpression[callee.property.name='format'][callee.object.type='CallExpression'][callee.object.callee.name='dayjs']", message: FORMAT_MESSAGE },
  { selector: String.raw`ImportDeclaration[source.value=/^dayjs\/plugin\/(utc|timezone|localizedFormat|advancedFormat)$/]`, message: FORMAT_MESSAGE },
  { selector: String.raw`ImportDeclaration[source.value=/\/lib\/(format|dates)$/]`, message: FORMAT_MESSAGE },
];

// Package names of the apps: an app is never a library (they meet through federation and shared stores).
// Issue 19 (docs/decisions/014-shared-ui-surface.md): the host shares antd as the surface the apps use; heavy
// components are shared under their own key and imported by deep path, so that /home never loads them.
const HEAVY_ANTD = ['Table', 'DatePicker', 'TimePicker', 'Calendar', 'Tree', 'TreeSelect', 'Transfer', 'Cascader', 'Upload', 'ColorPicker'];
// One client kit (issue 46): API calls go through the shared ApiClient (shared/src/api/client.ts), the one file
// that imports axios; the back office and the remotes never call fetch themselves.
const CLIENT_MESSAGE = 'One client kit: call the API through the ApiClient of @casino/shared (shared/src/api/client.ts) and the contract\'s path tables.';
const noAppPackages = (extra = [], { federated = true, sseReader = false, httpClient = false } = {}) => ['error', {
  paths: !federated ? [] : [{
    name: 'antd', importNames: HEAVY_ANTD,
    message: "Heavy antd components load with the pages that show them: import X from 'antd/es/<component>' and add the key to LAZY_PARTS in scripts/webpack/mf-shared.cjs.",
  }, ...['react-router', 'react-router/dom'].map((name) => ({
    name, message: "Import the router from 'react-router-dom', the shared singleton (the host provides the surface in scripts/webpack/ui/react-router.js); 'react-router' itself would be a second copy in the page.",
  }))],
  patterns: [
    { group: ['@casino/host', '@casino/host/*', '@casino/remote-*', '@casino/server', '@casino/server/*', ...extra], message: 'Apps and the server are not libraries: go through federation, the shared stores or the API.' },
    ...(sseReader ? [] : [{ group: ['eventsource-parser', 'eventsource-parser/*'], message: SSE_MESSAGE }]),
    ...(httpClient ? [] : [{ group: ['axios', 'axios/*', 'axios-retry'], message: CLIENT_MESSAGE }]),
  ],
}];

// One query style on the server: repositories write raw SQL (`sql` from db/client.ts) and run it with `rows`,
// `firstRow` or `execute`; the SQL migrations are the only schema. drizzle stays inside db/client.ts.
const noDrizzle = () => {
  const [level, options] = noAppPackages();
  return [level, { ...options, patterns: [...options.patterns, {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: "Write raw SQL with sql, rows, firstRow and execute from db/client.ts: drizzle is imported there only, and the migrations are the only schema.",
  }] }];
};

// One schema source (issue 46): a route's request and answer schemas live in shared/src/contract/schemas/ and its
// handler's types come from them through the type provider (server/src/http/type-provider.ts). So a route file
// builds no TypeBox schema and states no request type by hand.
const SCHEMA_MESSAGE = 'Declare the schema in shared/src/contract/schemas/<area>.ts and import it from @casino/shared/contract/schemas/<area> (one schema source).';
const schemasFromShared = () => {
  const [level, options] = noDrizzle();
  return [level, { ...options, patterns: [...options.patterns, { group: ['@sinclair/typebox', '@sinclair/typebox/*', '@fastify/type-provider-typebox'], message: SCHEMA_MESSAGE }] }];
};
const ROUTE_TYPES_FROM_SCHEMAS = [
  { selector: "CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/] > TSTypeParameterInstantiation", message: "No hand-written route types (app.post<{ Body: … }>): the handler's types come from the route's schema (type provider)." },
  { selector: "TSTypeReference[typeName.name='FastifyRequest'] > TSTypeParameterInstantiation", message: "No hand-written request types (FastifyRequest<{ … }>): take them from the schema with TypedRequest<{ body: typeof X }> (http/type-provider.ts)." },
];

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
    files: ['server/src/**/*.{ts,js}'],
    ignores: ['server/src/db/client.ts'],
    rules: { 'no-restricted-imports': noDrizzle() },
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
    rules: { 'no-restricted-syntax': ['error', ...SQL_ELSEWHERE, ...ONE_SSE_READER] },
  },
  // Routes open no transaction (`app.db.transaction(…)`): the transaction body is a use case and lives in a service
  // (decision 013); a route hands withIdempotency a service function.
  {
    files: ['server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SQL_ELSEWHERE, ...ONE_SSE_READER,
        { selector: "CallExpression[callee.property.name='transaction']", message: 'routes/ open no transaction: move the body into a service that opens it (decision 013).' },
        ...ROUTE_TYPES_FROM_SCHEMAS,
      ],
      'no-restricted-imports': schemasFromShared(),
    },
  },
  // Browser code and what it bundles: relative imports only (no package, no Node module).
  {
    files: ['server/src/domain/{house-games,fairness}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.)', message: 'House pages and game engines run in browsers: import only relative modules (no package, no node: module).' }] }],
    },
  },
  {
    files: ['server/src/house-games/pages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|@casino/shared/sequence$)', message: 'House pages run in browsers: import only relative modules and the one X-Sequence generator (@casino/shared/sequence).' }] }],
    },
  },

  // One SSE reader (see ONE_SSE_READER): the shared reader imports the parser; it and the server's writer name the
  // event-stream type.
  {
    files: ['{shared,host,remote-*,backoffice,web}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/api/event-stream.ts', 'shared/src/api/event-stream.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_SSE_READER] },
  },
  // …and one formatter (see ONE_FORMATTER) in the browser packages, outside shared/src/format itself.
  {
    files: ['{shared,host,remote-*,backoffice}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/format/**', 'shared/src/api/event-stream.ts', 'shared/src/api/event-stream.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_SSE_READER, ...ONE_FORMATTER] },
  },
  { files: ['shared/src/api/event-stream.ts'], rules: { 'no-restricted-imports': noAppPackages([], { sseReader: true }) } },
  // …and one HTTP client: the shared ApiClient is the one file with axios; the back office and the remotes call no fetch.
  { files: ['shared/src/api/client.ts'], rules: { 'no-restricted-imports': noAppPackages([], { httpClient: true }) } },
  {
    files: ['{backoffice,remote-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: CLIENT_MESSAGE }, { name: 'XMLHttpRequest', message: CLIENT_MESSAGE }] },
  },
  { files: ['server/src/http/sse.ts'], rules: { 'no-restricted-syntax': ['error', ...SQL_ELSEWHERE] } },

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

  // Jest tests never sleep (docs/testing.md "Time is injected"): a timer in a test waits for time to pass. Inject the
  // clock (jest.useFakeTimers, the product's `now`) or wait on state (a promise the code resolves, findBy*, mobx when).
  {
    files: ['{shared,host,remote-*,backoffice,server,web,deploy}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...['setTimeout', 'setInterval'].map((name) => ({
        name, message: 'No sleeps in Jest tests: use jest.useFakeTimers or the product\'s clock parameter, or wait on state (a promise, findBy*, waitFor, mobx when).',
      }))],
    },
  },
);
