// Unit tests for pure UI logic and small components (jsdom). Browser tests live in e2e/ (Playwright).
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/src/test-support/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  // TanStack Table v9 and its core ship ESM only: compile them like our sources instead of skipping them.
  transformIgnorePatterns: ['/node_modules/(?!@tanstack/(react-table|table-core|react-store|store)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/src/test-support/style-stub.cjs',
  },
};
