// Unit tests for pure UI logic and small components (jsdom). Browser tests live in e2e/ (Playwright).
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/src/test-support/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/src/test-support/style-stub.cjs',
  },
};
