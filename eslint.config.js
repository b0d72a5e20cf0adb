import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Features never import each other; routes compose them (CONVENTIONS.md). One zone per feature folder.
const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIsolationZones = webFeatures.map((feature) => ({
  target: `./apps/web/app/features/${feature}`,
  from: './apps/web/app/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in a route.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      // Dependencies point one way: contracts <- db <- demo-data <- api; contracts <- web (CONVENTIONS.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: ['./packages/db', './packages/demo-data', './apps'] },
            { target: './packages/db', from: ['./packages/demo-data', './apps'] },
            { target: './packages/demo-data', from: './apps' },
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: ['./apps/api', './packages/db', './packages/demo-data'] },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@carefinder/db', '@carefinder/db/*', '@carefinder/demo-data', '@carefinder/api'],
              message: 'apps/web only knows the HTTP API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@carefinder/demo-data',
              allowTypeImports: true,
              message: 'The server loads it with import() only when SEED_DEMO asks for it (server.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/app/components',
              from: ['./apps/web/app/features', './apps/web/app/routes'],
            },
            { target: './apps/web/app/lib', from: ['./apps/web/app/features', './apps/web/app/routes'] },
            { target: './apps/web/app/features', from: './apps/web/app/routes' },
            { target: './apps/web', from: ['./apps/api', './packages/db', './packages/demo-data'] },
            ...featureIsolationZones,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
