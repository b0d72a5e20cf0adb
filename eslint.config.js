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

// Dependencies point one way: contracts <- db <- demo-data <- api; contracts <- web (CONVENTIONS.md).
const dependencyZones = [
  { target: './packages/contracts', from: ['./packages/db', './packages/demo-data', './apps'] },
  { target: './packages/db', from: ['./packages/demo-data', './apps'] },
  { target: './packages/demo-data', from: './apps' },
  { target: './apps/api', from: './apps/web' },
  { target: './apps/web', from: ['./apps/api', './packages/db', './packages/demo-data'] },
];

// API modules (docs/architecture.md): a module's repository.ts (its SQL) is imported by that module's
// service.ts alone; a module reaches another only through its service.ts or its plugin.ts (the app
// decorator); plugins and lib are below the modules and never import them. Tests and their helpers
// (testing/) are exempt: they arrange and check rows through any repository.
const apiSource = './apps/api/src';
const apiModules = readdirSync(new URL(`${apiSource}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiZones = [
  {
    target: `${apiSource}/**/!(service).ts`,
    from: `${apiSource}/modules/*/repository.ts`,
    message: "Only the module's service.ts imports its repository: call the service.",
  },
  ...apiModules.map((module) => ({
    target: `${apiSource}/modules/${module}`,
    from: `${apiSource}/modules`,
    except: [
      `./${module}`,
      ...apiModules
        .filter((other) => other !== module)
        .flatMap((other) => [`./${other}/service.ts`, `./${other}/plugin.ts`]),
    ],
    message: 'Another module is reached through its service.ts or its plugin.ts only.',
  })),
  {
    target: `${apiSource}/plugins`,
    from: `${apiSource}/modules`,
    message: 'Plugins are below the modules: they do not import them.',
  },
  {
    target: `${apiSource}/lib`,
    from: [`${apiSource}/modules`, `${apiSource}/plugins`],
    message: 'lib holds helpers shared by modules: it imports no module and no plugin.',
  },
];

const demoDataImport = {
  name: '@carefinder/demo-data',
  allowTypeImports: true,
  message: 'The server loads it with import() only when SEED_DEMO asks for it (server.ts).',
};

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
      // Without these, import-x reads only .js files: no-cycle would never see a TypeScript import.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: dependencyZones,
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
    rules: { 'no-restricted-imports': ['error', { paths: [demoDataImport] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...dependencyZones, ...apiZones] }] },
  },
  {
    // SQL lives in repositories (and migrations, in packages/db): nowhere else in the API speaks Drizzle.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/repository.ts', '**/*.test.ts', 'apps/api/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            demoDataImport,
            { name: 'drizzle-orm', message: 'SQL belongs in a repository.ts of the module.' },
          ],
          patterns: [{ group: ['drizzle-orm/*'], message: 'SQL belongs in a repository.ts of the module.' }],
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
