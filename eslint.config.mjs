// Module boundaries (issue #2): contracts imports no framework or driver; projections never imports
// backend; deciders (any domain/ folder) import no Nest or driver. Layers (issue #34): domain → only contracts,
// domain/ and the shared kernel; infrastructure and platform → never http/, web/, commands/, queries/;
// frontend components/ and lib/ → never features/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import path from 'node:path';

const drivers = ['pg', '@electric-sql/pglite', '@eventstore/db-client', 'kafkajs', '@node-rs/argon2'];
const frameworks = ['@nestjs/*', 'express', 'react', 'react-dom', '@tanstack/*', '@headlessui/*', 'class-validator', 'class-transformer'];

const optionalFieldOnly = {
  name: 'class-validator',
  importNames: ['IsOptional'],
  message: 'Usare OptionalField (backend/src/http/input/optional-field.decorator.ts): IsOptional lascia passare null.',
};
const backendTestFiles = ['**/*.spec.ts', '**/testing/**'];
/** The shared kernel the domain may import: pure modules of backend/src/shared/ (no framework, no SQL, no http). */
const kernelModules = ['decider', 'domain-error', 'derived-uuid', 'stream-declaration', 'submission-errors'];
/** A domain file imports no package but contracts and node builtins (no Nest, no driver, no validator). */
const domainPackages = [
  { regex: String.raw`^(?!@tutela/contracts$|node:|\.)`, message: 'I decider non importano Nest né driver: restano funzioni pure.' },
];

const here = import.meta.dirname;
/**
 * The backend's bounded contexts: every folder of backend/src but the platform's layers and the composition roots.
 * One context reaches another only through that context's `public.ts`; the composition roots (app.module.ts,
 * create-app.ts, main.ts, demo/, cli/) wire them together and may import any of them. A new context's folder is a
 * zone as soon as it exists.
 */
const platformFolders = ['auth', 'config', 'event-store', 'health', 'http', 'kafka-relay', 'platform', 'shared', 'web'];
const compositionRoots = ['demo', 'cli'];
const contexts = fs
  .readdirSync(path.join(here, 'backend/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...platformFolders, ...compositionRoots].includes(entry.name))
  .map((entry) => entry.name);
const contextZones = contexts.map((context) => ({
  target: path.join(here, `backend/src/!(${[context, ...compositionRoots].join('|')})/**/*`),
  from: path.join(here, 'backend/src', context),
  except: ['./public.ts'],
  message: `Un altro contesto usa ${context}/ solo attraverso ${context}/public.ts: esportare lì ciò che serve, il resto resta privato.`,
}));
/** Frontend features never import one another: what two features share moves down into components/ or lib/. */
const features = fs.readdirSync(path.join(here, 'frontend/src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: path.join(here, `frontend/src/features/!(${name})/**/*`),
  from: path.join(here, 'frontend/src/features', name),
  message: `Una feature non importa un'altra feature (${name}/): spostare la parte comune in components/ o lib/.`,
}));
const tsProjects = ['contracts', 'projections', 'backend', 'frontend'].map((project) => path.join(here, project, 'tsconfig.json'));

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
    rules: { 'no-restricted-imports': ['error', { paths: [optionalFieldOnly] }] },
  },
  {
    // Below the controllers: access rules, read logs, adapters and the platform never reach up into the HTTP layer,
    // the web UI or a use case (commands/, queries/); what they share with those lives in auth/, platform/ or shared/.
    files: ['backend/src/**/infrastructure/**/*.ts', 'backend/src/{shared,platform,event-store}/**/*.ts'],
    ignores: backendTestFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [optionalFieldOnly],
          patterns: [
            {
              regex: String.raw`^(\.\./)+([\w-]+/)?(http|web|commands|queries)(/|$)`,
              message: "Strato sbagliato: l'infrastruttura e la piattaforma non importano http/, web/, commands/ né queries/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Deciders and domain rules (any domain/ folder) are pure functions: they import contracts, node builtins,
    // domain/ folders and the shared kernel only; the kernel itself (below) is held to the same rule.
    files: ['backend/src/*/domain/**/*.ts'],
    ignores: backendTestFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...domainPackages,
            {
              regex: String.raw`^\.\./(?!\.\./)|^\.\./\.\./(?!shared/(decider|domain-error|derived-uuid|stream-declaration|submission-errors|event-chain/[\w-]+)$|[\w-]+/domain/[\w.-]+$)`,
              message:
                'Il dominio importa solo contracts, altre cartelle domain/ e il nucleo condiviso (decider, domain-error, derived-uuid, stream-declaration, submission-errors, event-chain).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`backend/src/shared/{${kernelModules.join(',')}}.ts`, 'backend/src/shared/event-chain/*.ts'],
    ignores: backendTestFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...domainPackages,
            {
              regex: String.raw`^\.\./|^\./(?!(${kernelModules.join('|')}|canonical-json|event-chain/[\w-]+)$)`,
              message: 'Il nucleo condiviso del dominio importa solo contracts e se stesso.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared components and helpers know no feature: what two features share moves down into components/ or lib/.
    files: ['frontend/src/components/**/*.{ts,tsx}', 'frontend/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)features(/|$)`,
              message: 'components/ e lib/ non importano features/: spostare la parte comune in components/ o lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in any project (type-only imports excepted: they vanish at runtime).
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependencies must be parsed as TypeScript too, or the rule sees no import in them and no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsProjects, noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Contexts apart: backend/src/<context>/ is private but for its public.ts (tests may reach inside to arrange).
    files: ['backend/src/**/*.ts'],
    ignores: backendTestFiles,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: contextZones }] },
  },
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
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
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Importare test da './support': controlla l'accessibilità (axe) di ogni schermata.",
            },
          ],
        },
      ],
    },
  },
);
