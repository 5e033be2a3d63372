const preset = require('../jest.preset');
module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60000,
  // Names the run for its workers, which share one copy of each starting database: an empty PGlite, and the
  // seeded demo the API tests start on (src/platform/testing/seeded-databases.ts).
  globalSetup: '<rootDir>/../projections/src/testing/test-run-setup.ts',
  globalTeardown: '<rootDir>/../projections/src/testing/test-run-teardown.ts',
  // The two longest files first on a clean clone (jest.sequencer.js).
  testSequencer: '<rootDir>/jest.sequencer.js',
};
