// Server tests: Node environment, TypeScript through @swc/jest (no type-check here; `npm run typecheck` does
// that). A few dependencies go through swc as well: jose, content-disposition (@fastify/static, under
// swagger-ui) and cookie (light-my-request, behind app.inject) are published as ESM only; PGlite's CommonJS
// build (`.cjs`) loads node built-ins with dynamic `import()`, which Jest's VM refuses without
// --experimental-vm-modules (swc rewrites those calls into `require`). Every other dependency ships plain
// CommonJS and is left alone.
// The OTLP exporter (tracing.ts) loads node:http with `import()` when it first sends, the same case as PGlite.
const TRANSFORMED_DEPENDENCIES = ['jose', 'content-disposition', 'cookie', '@electric-sql/pglite', '@opentelemetry/otlp-exporter-base'];

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Writes a migrated PGlite template once, so that each test app starts in well under a second.
  globalSetup: '<rootDir>/test/global-setup.ts',
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.cjs$': swc,
  },
  // Judge a file by its innermost node_modules folder (packages may nest: @fastify/static/node_modules/…).
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${TRANSFORMED_DEPENDENCIES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  // The game engines were plain ES modules once and are imported as `…/reels5.js` by tests pinned since then;
  // TypeScript maps such specifiers to the `.ts` file, Jest needs to be told.
  moduleNameMapper: { '^(\\.{1,2}/.*/domain/(?:house-games|fairness)/[\\w-]+)\\.js$': '$1' },
  // Honoured only when this workspace runs alone (`npm test -w server`); from the root, jest.config.js sets it.
  testTimeout: 60_000,
};
