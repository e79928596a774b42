// One Jest run over every workspace (each keeps its own jest.config.js for `npm test -w <pkg>`).
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-account', '<rootDir>/remote-games', '<rootDir>/remote-wallet', '<rootDir>/remote-support', '<rootDir>/server'],
};
