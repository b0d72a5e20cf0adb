import { join, resolve } from 'node:path';
import {
  databaseLocation,
  directoryIsEmpty,
  migrateDatabase,
  openDatabase,
  addWellKnownKeywords,
  seedReferenceData,
  seedStartingContentPages,
  seedStartingEmergencyContacts,
  seedStartingTaxonomies,
  waitForDatabase,
  isDatabaseUnavailable,
} from '@carefinder/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureAdminAccount } from './modules/auth/admin-account.ts';
import { resolveJwtSecret } from './modules/auth/jwt-secret.ts';
import { registerWebHost, webBuildExists } from './web-host.ts';

/** The first line of what went wrong, with its code (ECONNREFUSED, 28P01…) when the text lacks it. */
function reasonOf(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  const text = typeof message === 'string' ? (message.split('\n')[0] ?? '').trim() : '';
  const codeText = typeof code === 'string' ? code : '';
  // A connection refused on every address of a host name is an AggregateError with a code and no message.
  if (!text) return codeText || String(error);
  return codeText && !text.includes(codeText) ? `${text} (${codeText})` : text;
}

/** A start-up failure the operator fixes outside the code: one line, no stack, a non-zero exit. */
function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL, readUrl: config.DATABASE_READ_URL }
    : { dataDir: join(config.dataDir, 'pglite') },
);
if (config.DATABASE_URL) {
  // Decision 0010: an unreachable PostgreSQL is waited for (one line per attempt); a refusal is fatal.
  const where = databaseLocation(config.DATABASE_URL);
  try {
    const failures = await waitForDatabase(database, {
      isTransient: isDatabaseUnavailable,
      onRetry: ({ attempt, delayMs, error }) =>
        process.stderr.write(
          `CareFinder cannot reach PostgreSQL at ${where} (${reasonOf(error)}); trying again in ` +
            `${delayMs / 1000} s (attempt ${attempt + 1}). Start the database or correct DATABASE_URL.\n`,
        ),
    });
    if (failures) process.stdout.write(`Connected to PostgreSQL at ${where}.\n`);
  } catch (error) {
    exitWith(`CareFinder cannot use PostgreSQL at ${where}: ${reasonOf(error)}. Correct DATABASE_URL.`);
  }
}
/**
 * Migrations, reference data, the first start's data and the ADMIN account: each step is idempotent, and the
 * whole runs in one process at a time.
 */
async function prepareDatabase() {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedStartingTaxonomies(database.db);
  await seedStartingEmergencyContacts(database.db);
  await seedStartingContentPages(database.db);
  if (config.SEED_DEMO && (await directoryIsEmpty(database.db))) {
    process.stdout.write('The directory is empty: loading the demo dataset (first start only)…\n');
    // Loaded only here (its own chunk of the bundle), so a started directory or SEED_DEMO=false never loads it.
    const { DEFAULT_DEMO_SIZE, seedDemoData } = await import('@carefinder/demo-data');
    const seeded = await seedDemoData(database.db, DEFAULT_DEMO_SIZE);
    await addWellKnownKeywords(database.db);
    process.stdout.write(
      `Loaded demo data: ${seeded.facilities} facilities, ${seeded.providers} providers, ${seeded.reviews} reviews.\n`,
    );
  }
  return ensureAdminAccount(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    credentialsFile: join(config.dataDir, 'admin-credentials.json'),
  });
}
// Two processes starting together on an empty database take turns: the second finds it prepared.
const admin = await database
  .exclusively('carefinder: prepare the database', prepareDatabase)
  .catch((error: unknown) => {
    // Lost between the wait and here: the next start waits again.
    if (!isDatabaseUnavailable(error)) throw error;
    return exitWith(`CareFinder lost the database during start-up: ${reasonOf(error)}. Start it again.`);
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
  // Server loaders reach the API over HTTP (the web app only knows the API); in one process that is us, and
  // they are answered without a socket, unless API_URL sends them to another API (decision 0022).
  const loadersInProcess = process.env.API_URL === undefined;
  process.env.API_URL ??= `http://127.0.0.1:${config.PORT}/api`;
  process.env.API_KEY ??= config.API_KEYS[0];
  // Its loaders' calls belong to renders already admitted: load shedding spares them (load-shedding.ts).
  process.env.API_RENDER_PASS = app.renderPass;
  // React and React Router choose their production or development build from NODE_ENV (production unless set).
  process.env.NODE_ENV ??= config.NODE_ENV;
  await registerWebHost(app, webBuildDir, config.PUBLIC_URL, { loadersInProcess });
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
    config.SMTP_URL
      ? 'E-mail: delivered by the mail server of SMTP_URL'
      : `E-mail: no SMTP_URL, so none is delivered: read it, links included, in the Outbox at http://localhost:${port}/admin/outbox`,
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
