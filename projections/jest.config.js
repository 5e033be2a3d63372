const preset = require('../jest.preset');
module.exports = { ...preset, rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'], testTimeout: 60000 };
