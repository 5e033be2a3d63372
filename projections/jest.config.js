const preset = require('../jest.preset');
module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60000,
  // Names the run for its workers, which share one copy of each starting database (src/testing/test-run.ts).
  globalSetup: '<rootDir>/src/testing/test-run-setup.ts',
  globalTeardown: '<rootDir>/src/testing/test-run-teardown.ts',
};
