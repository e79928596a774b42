// The deployment files' tests (docs/operations.md "Deploy"): every Dockerfile linted and checked for the rules of
// a production image, and compose.yaml's structure. Plain CommonJS: nothing to compile. There is no container
// engine on the machines that run them; `npm run cluster`'s own test (scripts/cluster.test.mjs) runs the processes.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.js'],
  transform: {},
};
