import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros';

const apiTests = [
  'apps/api/**/*.api.test.ts',
  'packages/db/**/*.api.test.ts',
  'packages/demo-data/**/*.api.test.ts',
];

// Integration tests run once per database engine: PGlite always, PostgreSQL when DATABASE_URL is set.
const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: apiTests,
    environment: 'node',
    globalSetup: ['packages/db/src/testing/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each worker loads the app's modules once, not once per file: loading them was most of the suites'
    // time (both engines, 2 cores: 584 s → 354 s). Every file builds its own app on its own database, and
    // none mocks a module or changes the environment. What module state files in one worker do share is
    // harmless to their outcomes: the test factories' sequence counters (they only make names unique), the
    // nonce pool, and the sign-in failure counters' last pruning time (no test depends on pruning).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [linguiMacros()],
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts', 'e2e/**'],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
