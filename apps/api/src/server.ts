import { join, resolve } from 'node:path';
import {
  directoryIsEmpty,
  migrateDatabase,
  openDatabase,
  seedReferenceData,
  seedStartingTaxonomies,
} from '@carefinder/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureAdminAccount } from './modules/auth/admin-account.ts';
import { resolveJwtSecret } from './modules/auth/jwt-secret.ts';
import { registerWebHost, webBuildExists } from './web-host.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: join(config.dataDir, 'pglite') },
);
await migrateDatabase(database);
await seedReferenceData(database.db);
await seedStartingTaxonomies(database.db);
if (config.SEED_DEMO && (await directoryIsEmpty(database.db))) {
  process.stdout.write('The directory is empty: loading the demo dataset (first start only)…\n');
  // Loaded only here (its own chunk of the bundle), so a started directory or SEED_DEMO=false never loads it.
  const { DEFAULT_DEMO_SIZE, seedDemoData } = await import('@carefinder/demo-data');
  const seeded = await seedDemoData(database.db, DEFAULT_DEMO_SIZE);
  process.stdout.write(
    `Loaded demo data: ${seeded.facilities} facilities, ${seeded.providers} providers, ${seeded.reviews} reviews.\n`,
  );
}
const admin = await ensureAdminAccount(database.db, {
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
  credentialsFile: join(config.dataDir, 'admin-credentials.json'),
});

const jwtSecret = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
const app = await buildApp({ config: { ...config, JWT_SECRET: jwtSecret.secret }, database });
if (jwtSecret.file) {
  app.log.warn(
    { file: jwtSecret.file },
    'JWT_SECRET is not set: access tokens are signed with the secret generated in this file. Set JWT_SECRET ' +
      'to the same value in every process when more than one API process runs.',
  );
}
const webBuildDir = resolve(config.WEB_BUILD_DIR);
const servesWeb = config.WEB_BUILD_DIR !== '' && webBuildExists(webBuildDir);
if (servesWeb) {
  // Server loaders reach the API over HTTP (the web app only knows the API); in one process that is us.
  process.env.API_URL ??= `http://127.0.0.1:${config.PORT}/api`;
  process.env.API_KEY ??= config.API_KEYS[0];
  await registerWebHost(app, webBuildDir, config.PUBLIC_URL);
} else {
  app.log.warn({ webBuildDir }, 'no web build found: serving the API only');
}

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
process.stdout.write(
  [
    '',
    `CareFinder is running at http://localhost:${port}${servesWeb ? '' : ' (API only)'}`,
    `Database: ${database.engine === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `Admin sign-in at http://localhost:${port}/admin-login`,
    `  e-mail:   ${admin.email}`,
    `  password: ${admin.passwordStillValid ? admin.password : '(changed since it was set up; use the current one)'}`,
    '',
  ].join('\n') + '\n',
);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
