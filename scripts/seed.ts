/**
 * `npm run seed -- --facilities N --providers M --reviews K [--seed S]`: loads the deterministic demo
 * dataset into the configured database (DATABASE_URL, else PGlite under DATA_DIR). Every row is marked demo;
 * running it again with the same options adds nothing.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DEMO_SIZE, seedDemoData } from '@carefinder/demo-data';
import { openConfiguredDatabase } from './lib/database-from-env.ts';

const { values } = parseArgs({
  options: {
    facilities: { type: 'string', default: String(DEFAULT_DEMO_SIZE.facilities) },
    providers: { type: 'string', default: String(DEFAULT_DEMO_SIZE.providers) },
    reviews: { type: 'string', default: String(DEFAULT_DEMO_SIZE.reviews) },
    seed: { type: 'string' },
  },
});

function wholeNumber(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number ≥ 0 (got "${value}")`);
    process.exit(2);
  }
  return number;
}

const options = {
  facilities: wholeNumber('facilities', values.facilities),
  providers: wholeNumber('providers', values.providers),
  reviews: wholeNumber('reviews', values.reviews),
  ...(values.seed ? { seed: wholeNumber('seed', values.seed) } : {}),
};

const database = await openConfiguredDatabase();
const started = performance.now();
try {
  const summary = await seedDemoData(database.db, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${summary.facilities} facilities, ${summary.providers} providers, ${summary.reviews} reviews ` +
      `and ${summary.users} demo users into ${database.engine} in ${seconds} s.`,
  );
} finally {
  await database.close();
}
