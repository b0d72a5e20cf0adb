import { FacilityFactory } from './facilities.ts';
import type { DemoFacility } from './facilities.ts';
import { planFacilities } from './plan.ts';
import { ProviderFactory } from './providers.ts';
import type { DemoProvider } from './providers.ts';
import { generateReviews } from './reviews.ts';
import type { DemoReview } from './reviews.ts';
import { UserFactory } from './users.ts';
import type { DemoUser } from './users.ts';

export type { DemoFacility } from './facilities.ts';
export type { DemoEducation, DemoProvider } from './providers.ts';
export type { DemoReview } from './reviews.ts';
export type { DemoUser } from './users.ts';
export { DEMO_PHONE_PREFIX, DEMO_REFERENCE_DATE, NIGERIA_BOUNDS } from './facilities.ts';
export { DEMO_USER_EMAIL_DOMAIN } from './users.ts';

export const DEFAULT_DEMO_SEED = 20_261_101;

export interface DemoDataOptions {
  facilities: number;
  providers: number;
  reviews: number;
  /** How many demo users write the reviews; by default one per three reviews, at least 50. */
  users?: number;
  seed?: number;
}

export interface DemoData {
  /** How many rows each stream yields (reviews are capped at users × targets, one per user per target). */
  counts: { users: number; facilities: number; providers: number; reviews: number };
  users(): Iterable<DemoUser>;
  facilities(): Iterable<DemoFacility>;
  providers(): Iterable<DemoProvider>;
  reviews(): Iterable<DemoReview>;
}

function checkCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0.`);
  return value;
}

/**
 * Deterministic demo data for the directory: the same options give byte-identical rows on every run and
 * machine, and a different seed gives different rows. Each stream is a generator that can be iterated
 * again, producing rows one at a time, so 50,000 facilities and 100,000 providers can be inserted in
 * batches (see `inBatches`) without holding them all in memory; only a small plan of typed arrays
 * (state, LGA and kind of each facility) is kept.
 *
 * Everything that could reach a real person or site is fake by construction: e-mail addresses and
 * websites are on the reserved .example TLD, phone numbers use a prefix that does not validate as a
 * Nigerian number, and registration numbers read 'DEMO-MDCN-…'. Names of places and people are
 * realistic on purpose; the database marks every generated row as demo.
 */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const facilityCount = checkCount('facilities', options.facilities);
  const providerCount = checkCount('providers', options.providers);
  const reviewCount = checkCount('reviews', options.reviews);
  const userCount = checkCount('users', options.users ?? Math.max(50, Math.ceil(reviewCount / 3)));
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a whole number.');

  const plan = planFacilities(facilityCount, seed);
  const facilityFactory = new FacilityFactory(plan, seed);
  const providerFactory = new ProviderFactory(plan, facilityFactory, seed);
  const userFactory = new UserFactory(seed);
  const targets = facilityCount + providerCount;
  const reviewsPossible = userCount === 0 ? 0 : Math.min(reviewCount, targets * userCount);

  return {
    counts: {
      users: userCount,
      facilities: facilityCount,
      providers: providerCount,
      reviews: reviewsPossible,
    },
    *users() {
      for (let index = 0; index < userCount; index += 1) yield userFactory.build(index);
    },
    *facilities() {
      for (let index = 0; index < facilityCount; index += 1) yield facilityFactory.build(index);
    },
    *providers() {
      for (let index = 0; index < providerCount; index += 1) yield providerFactory.build(index);
    },
    *reviews() {
      yield* generateReviews({
        count: reviewCount,
        userCount,
        seed,
        plan,
        facilities: facilityFactory,
        providers: providerFactory,
        providerCount,
      });
    },
  };
}

/** Groups a stream into arrays of at most `size` rows, for batched inserts. */
export function* inBatches<T>(rows: Iterable<T>, size: number): Generator<T[]> {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError('size must be a whole number ≥ 1.');
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
