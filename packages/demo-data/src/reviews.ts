import type { FacilityProfile } from './facility-profiles.ts';
import { DEMO_REFERENCE_DATE, FacilityFactory } from './facilities.ts';
import type { FacilityPlan } from './plan.ts';
import { ProviderFactory, conditionInProse } from './providers.ts';
import { Random, hashSeed } from './random.ts';
import { facilityComment, providerComment } from './review-texts.ts';
import type { FacilityReviewContext, ProviderReviewContext } from './review-texts.ts';
import { UserFactory } from './users.ts';

export interface DemoReview {
  /** Stable key, 'demo-review-000001'. */
  key: string;
  targetKind: 'facility' | 'provider';
  /** Key of the demo facility or provider reviewed. */
  targetKey: string;
  /** Key of the demo user who wrote it; one review per user per target. */
  authorKey: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  createdAt: Date;
}

const TWO_YEARS_SECONDS = 730 * 86_400;
/** Share of each rating (1★…5★) before each target's own tilt; the mean is about 3.8. */
const BASE_RATING_WEIGHTS = [0.1, 0.065, 0.125, 0.27, 0.44];
const RATINGS = [1, 2, 3, 4, 5] as const;

/** Draws indexes in proportion to fixed weights (one cumulative array, binary search). */
class IndexSampler {
  private readonly cumulative: Float64Array;

  constructor(weights: Float64Array) {
    this.cumulative = new Float64Array(weights.length);
    let total = 0;
    weights.forEach((weight, index) => {
      total += weight;
      this.cumulative[index] = total;
    });
  }

  get size(): number {
    return this.cumulative.length;
  }

  pick(random: Random): number {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = random.next() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** A step coprime with `modulus`, so that offset + k·step (mod modulus) visits every value once for k < modulus. */
function coprimeStep(modulus: number): number {
  let step = Math.max(1, Math.floor(modulus * 0.618));
  while (greatestCommonDivisor(step, modulus) !== 1) step += 1;
  return step;
}

const PLACE_LABELS: Readonly<Record<string, string>> = {
  'primary-health-centre': 'health centre',
  'primary-health-clinic': 'health centre',
  'health-post': 'health post',
  dispensary: 'dispensary',
  'comprehensive-health-centre': 'health centre',
  clinic: 'clinic',
  'maternity-home': 'maternity',
  'diagnostic-centre': 'diagnostic centre',
  'dental-clinic': 'dental clinic',
  'eye-clinic': 'eye clinic',
  pharmacy: 'pharmacy',
};

const REASONS: Readonly<Record<string, readonly string[]>> = {
  'health centre': [
    'my {child}’s immunisation',
    'antenatal care',
    'malaria treatment',
    'family planning',
    'my {child}’s fever',
    'a malaria test',
  ],
  hospital: [
    'malaria and typhoid',
    'an operation',
    'my {woman}’s delivery',
    'an emergency at night',
    'a check-up',
    'my {elder}’s blood pressure',
    'an X-ray after an accident',
    'my {child}’s high fever',
  ],
  clinic: [
    'a persistent cough',
    'a malaria test',
    'a pre-employment medical',
    'typhoid treatment',
    'a general check-up',
  ],
  maternity: [
    'antenatal care',
    'my {woman}’s delivery',
    'postnatal check-ups',
    'my {woman}’s antenatal visits',
  ],
  'diagnostic centre': [
    'an ultrasound scan',
    'a full blood count',
    'a chest X-ray',
    'a CT scan my doctor requested',
    'a pregnancy scan',
    'pre-employment tests',
  ],
  'dental clinic': ['a toothache', 'scaling and polishing', 'a tooth extraction', 'a filling'],
  'eye clinic': ['an eye test', 'new glasses', 'my {elder}’s cataract surgery', 'itchy red eyes'],
  pharmacy: [
    'my blood pressure drugs',
    'malaria drugs',
    'a prescription',
    'a quick BP check',
    'my {child}’s medicine',
  ],
};

function facilityContext(profile: FacilityProfile, acceptsNhia: boolean): FacilityReviewContext {
  const place = PLACE_LABELS[profile.typeSlug] ?? 'hospital';
  const reasonKey = place === 'health post' || place === 'dispensary' ? 'health centre' : place;
  const speciality =
    profile.typeSlug === 'pharmacy'
      ? 'pharmacy'
      : profile.typeSlug === 'diagnostic-centre'
        ? 'diagnostic'
        : profile.typeSlug === 'maternity-home'
          ? 'maternity'
          : profile.typeSlug === 'dental-clinic'
            ? 'dental'
            : profile.typeSlug === 'eye-clinic'
              ? 'eye'
              : null;
  return {
    place,
    reasons: REASONS[reasonKey] ?? REASONS.hospital ?? [],
    isPublic: profile.ownership === 'public' || profile.ownership === 'military',
    acceptsNhia,
    isHospital:
      profile.level !== 'primary' && speciality === null && profile.typeSlug !== 'psychiatric-hospital',
    speciality,
  };
}

const SERVICE_REASONS: Readonly<Record<string, readonly string[]>> = {
  radiology: ['a scan', 'an ultrasound scan', 'a CT scan'],
  pathology: ['some blood tests', 'a biopsy result'],
  anaesthesia: ['an operation', 'my caesarean section'],
};

function firstWithRoom(
  reviewsOf: Readonly<Record<'facility' | 'provider', Uint32Array>>,
  userCount: number,
): { targetKind: 'facility' | 'provider'; index: number } {
  for (const targetKind of ['facility', 'provider'] as const) {
    const index = reviewsOf[targetKind].findIndex((reviews) => reviews < userCount);
    if (index >= 0) return { targetKind, index };
  }
  throw new Error('Every user has already reviewed every target.');
}

/**
 * Reviews of demo facilities and providers by demo users. Targets are drawn in proportion to how much
 * attention such a place gets (teaching hospitals more than health posts) times a per-target
 * popularity, so some listings have many reviews and most have few or none. The n-th review of a
 * target is written by user offset + n·step (mod users), so no user reviews the same target twice.
 */
export function* generateReviews(options: {
  count: number;
  userCount: number;
  seed: number;
  plan: FacilityPlan;
  facilities: FacilityFactory;
  providers: ProviderFactory;
  providerCount: number;
}): Generator<DemoReview> {
  const { count, userCount, seed, facilities, providers, providerCount } = options;
  const facilityCount = facilities.count;
  if (count === 0 || userCount === 0 || facilityCount + providerCount === 0) return;

  // Some listings are far better known than others: up to about 5 times more or less than typical.
  const popularity = (kind: string, index: number, base: number) =>
    base * Math.exp(1.6 * (new Random(hashSeed(seed, 'popularity', kind, index)).next() * 2 - 1));
  const facilitySampler = new IndexSampler(
    Float64Array.from({ length: facilityCount }, (_, index) =>
      popularity('facility', index, facilities.profileOf(index).popularity),
    ),
  );
  const providerSampler = new IndexSampler(
    Float64Array.from({ length: providerCount }, (_, index) => popularity('provider', index, 1)),
  );
  const facilityShare = providerCount === 0 ? 1 : facilityCount === 0 ? 0 : 0.6;
  const reviewsOf = {
    facility: new Uint32Array(facilityCount),
    provider: new Uint32Array(providerCount),
  };
  const step = coprimeStep(userCount);
  const random = new Random(hashSeed(seed, 'reviews'));
  const capacity = (facilityCount + providerCount) * userCount;
  const total = Math.min(count, capacity);

  let misses = 0;
  for (let produced = 0; produced < total;) {
    let targetKind: 'facility' | 'provider' = random.chance(facilityShare) ? 'facility' : 'provider';
    let index = (targetKind === 'facility' ? facilitySampler : providerSampler).pick(random);
    if ((reviewsOf[targetKind][index] ?? 0) >= userCount) {
      // Every user has reviewed this one already: draw again, and when the draws keep missing (only
      // when reviews nearly fill every user × target pair), take the first target with room left.
      misses += 1;
      if (misses < 1000) continue;
      const open = firstWithRoom(reviewsOf, userCount);
      targetKind = open.targetKind;
      index = open.index;
    }
    misses = 0;
    const slot = reviewsOf[targetKind][index] ?? 0;
    reviewsOf[targetKind][index] = slot + 1;

    const offset = hashSeed(seed, 'first-reviewer', targetKind, index) % userCount;
    const author = (offset + slot * step) % userCount;
    const reviewRandom = new Random(hashSeed(seed, 'review', produced));
    const tilt = new Random(hashSeed(seed, 'tilt', targetKind, index)).float(-1, 1);
    const rating = reviewRandom.weightedPick(
      RATINGS,
      BASE_RATING_WEIGHTS.map((weight, k) => weight * Math.exp(tilt * (k - 2) * 0.45)),
    );

    let comment: string;
    let targetKey: string;
    if (targetKind === 'facility') {
      const profile = facilities.profileOf(index);
      const context = facilityContext(profile, facilities.insurance(index).includes('nhia'));
      comment = facilityComment(reviewRandom, rating, context);
      targetKey = FacilityFactory.key(index);
    } else {
      const identity = providers.identity(index);
      const slug = identity.specialty.slug;
      const context: ProviderReviewContext = {
        doctor: `${identity.title} ${identity.lastName}`,
        female: identity.gender === 'female',
        patients:
          slug === 'obstetrics-and-gynaecology'
            ? 'women'
            : slug === 'paediatrics' || slug === 'neonatology' || slug === 'paediatric-surgery'
              ? 'children'
              : slug === 'urology'
                ? 'men'
                : 'anyone',
        reasons:
          identity.specialty.conditions.length > 0
            ? identity.specialty.conditions.map(conditionInProse)
            : (SERVICE_REASONS[slug] ?? ['a check-up']),
        isSurgeon: identity.specialty.isSurgeon === true,
      };
      comment = providerComment(reviewRandom, rating, context);
      targetKey = ProviderFactory.key(index);
    }

    yield {
      key: `demo-review-${String(produced + 1).padStart(6, '0')}`,
      targetKind,
      targetKey,
      authorKey: UserFactory.key(author),
      rating,
      comment,
      createdAt: new Date(DEMO_REFERENCE_DATE.getTime() - reviewRandom.int(0, TWO_YEARS_SECONDS) * 1000),
    };
    produced += 1;
  }
}
