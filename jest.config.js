// One Jest run over every workspace (each keeps its own jest.config.js for `npm test -w <pkg>`).
// Jest reads `testTimeout` only from the top-level config: inside a project's config it is ignored, so the
// timeout for every project is set here (check with `npx jest --showConfig | grep testTimeout`). The limit is
// generous on purpose: it only ends a hung test. Tests never assert on how fast the machine is.
module.exports = {
  testTimeout: 60_000,
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-account', '<rootDir>/remote-games', '<rootDir>/remote-wallet', '<rootDir>/remote-support', '<rootDir>/backoffice', '<rootDir>/server', '<rootDir>/web', '<rootDir>/deploy'],
};
