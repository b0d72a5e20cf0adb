// API integration tests: always against PGlite; also against PostgreSQL when DATABASE_URL is set (as in CI).
import { spawnSync } from 'node:child_process';

const projects = ['api-pglite'];
if (process.env.DATABASE_URL) projects.push('api-postgres');
else console.log('test:api: DATABASE_URL is not set, so the PostgreSQL suite does not run (PGlite only).');

if (!process.env.REDIS_URL) {
  console.log(
    'test:api: REDIS_URL is not set, so the shared rate-limit test is skipped (memory store only).',
  );
}

const args = [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
