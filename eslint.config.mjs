// Module boundaries (issue #2): contracts imports no framework or driver; projections never imports
// backend; deciders (any domain/ folder) import no Nest or driver.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';

const drivers = ['pg', '@electric-sql/pglite', '@eventstore/db-client', 'kafkajs', '@node-rs/argon2'];
const frameworks = ['@nestjs/*', 'express', 'react', 'react-dom', '@tanstack/*', '@headlessui/*', 'class-validator', 'class-transformer'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.gen.ts', '**/coverage/**', 'frontend/e2e/.auth/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: [...drivers, ...frameworks] },
            { sourceTag: 'scope:projections', onlyDependOnLibsWithTags: ['scope:contracts'], bannedExternalImports: ['@nestjs/*'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:projections'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:contracts'], bannedExternalImports: drivers },
          ],
        },
      ],
    },
  },
  {
    // @IsOptional lets null through to the handler (a TypeError, 500, on `{"first_name": null}`): DTOs use the
    // house OptionalField, which refuses null unless the field declares it nullable.
    files: ['backend/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message: 'Usare OptionalField (backend/src/http/input/optional-field.decorator.ts): IsOptional lascia passare null.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...frameworks, ...drivers], message: 'I decider non importano Nest né driver: restano funzioni pure.' }] },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', 'frontend/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The `test` of e2e/support.ts runs axe on every screen a browser test visits; Playwright's own would skip it.
    files: ['frontend/e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Importare test da './support': controlla l'accessibilità (axe) di ogni schermata." }] },
      ],
    },
  },
);
