// One Jest run over every workspace (each keeps its own jest.config.js for `npm test -w <pkg>`).
// Jest reads `testTimeout` only from the top-level config: inside a project's config it is ignored, so the
// timeout for every project is set here (check with `npx jest --showConfig | grep testTimeout`). The limit is
// generous on purpose: it only ends a hung test. Tests never assert on how fast the machine is.
// maxWorkers: one per core. Jest's default leaves a core to its own process (one worker on a two-core machine), but
// the server suites spend much of their time waiting on PostgreSQL, PGlite's file system and sockets, so a worker per
// core keeps both busy (docs/testing.md has the times).
module.exports = {
  testTimeout: 60_000,
  maxWorkers: '100%',
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-account', '<rootDir>/remote-games', '<rootDir>/remote-wallet', '<rootDir>/remote-support', '<rootDir>/backoffice', '<rootDir>/server', '<rootDir>/web', '<rootDir>/deploy'],
};
