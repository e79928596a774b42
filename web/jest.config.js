// The web tier's tests: Node (the tier's servers, the first screen drawn with the host's components, the
// supervisor of scripts/lib), TypeScript and TSX through @swc/jest like the browser workspaces.
const path = require('node:path');
const browser = require('../scripts/jest/browser-preset.cjs')(__dirname);

/** @type {import('jest').Config} */
module.exports = {
  ...browser,
  displayName: 'web',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
  transform: {
    ...browser.transform,
    // scripts/lib's plain ES modules (the supervisor), as CommonJS for Jest
    '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // as the browser workspaces, plus content-disposition (@fastify/static) and cookie (light-my-request): published
  // as ES modules only. A file is judged by its innermost node_modules folder (packages nest).
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(jwt-decode|@ant-design/colors|@ant-design/fast-color|@rc-component|@babel/runtime/helpers/esm|content-disposition|cookie)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // the supervisor's test children
  modulePathIgnorePatterns: [path.join(__dirname, 'dist')],
};
