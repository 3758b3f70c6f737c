// One lint config for every workspace. Besides correctness it keeps the dependency direction of
// docs/architecture.md: domain imports no app, web features do not import each other, server modules do
// not reach into each other's tables or routes.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const webFeatures = dirs('apps/web/src/features');
const serverModules = dirs('apps/server/src/modules');
const schemaFiles = existsSync('apps/server/src/db/schema')
  ? readdirSync('apps/server/src/db/schema').filter(
      (f) => f.endsWith('.ts') && !['index.ts', 'columns.ts'].includes(f),
    )
  : [];

/** Which schema files (tables) each server module owns. Others' tables are reached through their services. */
const moduleTables = {
  // Issue 18: the session's permissions are the union of the admin's groups.
  auth: ['accounts.ts', 'back-office.ts'],
  accounts: ['accounts.ts'],
  files: ['files.ts'],
  admin: ['outbox.ts'],
  notifications: ['notifications.ts'],
  system: ['logs.ts'],
  pages: ['pages.ts'],
  enquiries: ['enquiries.ts'],
  catalogue: ['catalogue.ts'],
  projects: ['projects.ts'],
  gallery: ['gallery.ts'],
  'site-content': ['site-content.ts'],
  payments: ['payments.ts'],
  schedule: ['schedule.ts'],
  documents: ['documents.ts'],
  // Issue 12: a merchant is an account profile (merchant_profiles), like auth and accounts.
  merchants: ['accounts.ts'],
  operations: ['operations.ts'],
  rewards: ['rewards.ts'],
  // The dreamboard (spec "Dreamboard"); 3D perspective photos will live here too.
  photos: ['photos.ts'],
  'variation-orders': ['variation-orders.ts'],
  // Issue 18: groups, announcements, and the users it administers (account profiles, like merchants).
  'back-office': ['back-office.ts', 'accounts.ts'],
  // Issue 14: approval items, holds, payouts and the escrow ledger.
  approvals: ['approvals.ts'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          conditionNames: ['@reno/source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'packages/domain imports neither app.' },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Web features do not import each other: move shared code to components/ or lib/.',
            })),
            ...serverModules.map((m) => ({
              target: `./apps/server/src/modules/${m}`,
              from: [
                `./apps/server/src/modules/!(${m})/**/*.routes.ts`,
                `./apps/server/src/modules/!(${m})/**/*.repo.ts`,
              ],
              message: "A module calls another module's exported service, never its routes or internals.",
            })),
            ...serverModules.map((m) => ({
              target: `./apps/server/src/modules/${m}`,
              from: './apps/server/src/db/schema',
              except: ['./index.ts', './columns.ts', ...(moduleTables[m] ?? [])]
                .filter((f) => f === './index.ts' || f === './columns.ts' || schemaFiles.includes(f))
                .map((f) => (f.startsWith('./') ? f : `./${f}`)),
              message: "A module reads only its own tables; reach another module's data through its service.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fastify*',
                '@fastify/*',
                'drizzle-orm*',
                'pg',
                'react*',
                '@mui/*',
                '@reno/server',
                '@reno/web',
              ],
              message: 'packages/domain is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/test/**/*.ts'],
    // Tests read untyped JSON replies (res.json()) and assert on them.
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Command-line scripts talk to the person at the terminal.
  { files: ['scripts/**/*.mjs'], rules: { 'no-console': 'off' } },
);
