// API integration tests: always against PGlite; also against PostgreSQL when DATABASE_URL is set (as in CI).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['api-pglite'];
if (process.env.DATABASE_URL) projects.push('api-postgres');
else console.log('test:api: DATABASE_URL is not set, so the PostgreSQL suite does not run (PGlite only).');

if (!process.env.REDIS_URL) {
  console.log(
    'test:api: REDIS_URL is not set, so the shared rate-limit test is skipped (memory store only).',
  );
}

// A file's tests spend much of their time waiting on a database, so one file per core, not vitest's default
// of one fewer (a single file at a time on two cores): 716 s → 551 s for both engines on a 2-core machine.
const args = [
  'vitest',
  'run',
  `--maxWorkers=${availableParallelism()}`,
  ...projects.flatMap((project) => ['--project', project]),
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
