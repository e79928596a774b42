// Jest settings shared by the browser workspaces: jsdom, @swc/jest, Testing Library matchers.
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  // Honoured only when this workspace runs alone (`npm test -w host`); from the root, jest.config.js sets it.
  testTimeout: 60_000,
  globals: { __APP_VERSION__: '0.0.0-test' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  // Jest never loads real remotes: federation ids map to stubs.
  moduleNameMapper: {
    '^remote_[a-z]+/.*$': path.join(__dirname, 'remote-stub.cjs'),
    '\\.(css|png|svg|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
    // Lazily shared antd parts are imported by their ES path (scripts/webpack/mf-shared.cjs); Node runs the CJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-browser.cjs')],
  transformIgnorePatterns: ['/node_modules/(?!(jwt-decode|@ant-design/colors|@ant-design/fast-color|@rc-component|@babel/runtime/helpers/esm)/)'],
});
