// Shared jest settings: @swc/jest with decorator metadata (NestJS needs it) and workspace packages
// resolved to their sources so tests never depend on a previous build.
const path = require('path');
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@tutela/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
    '^@tutela/projections$': path.join(__dirname, 'projections/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
