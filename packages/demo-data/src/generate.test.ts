import { openingHoursEntrySchema } from '@carefinder/contracts';
import parseMaxMetadata from 'libphonenumber-js/max';
import parseMinMetadata from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { NIGERIA_LGA_COUNT, nigerianStates, taxonomySeed } from '@carefinder/db/reference';
import {
  DEMO_PHONE_PREFIX,
  DEMO_REFERENCE_DATE,
  DEMO_USER_EMAIL_DOMAIN,
  NIGERIA_BOUNDS,
  generateDemoData,
  inBatches,
} from './generate.ts';
import type { DemoFacility, DemoProvider, DemoReview, DemoUser } from './generate.ts';
import { namePools } from './names.ts';

const slugsOf = (kind: keyof typeof taxonomySeed) => new Set(taxonomySeed[kind].map((entry) => entry.slug));

interface Generated {
  users: DemoUser[];
  facilities: DemoFacility[];
  providers: DemoProvider[];
  reviews: DemoReview[];
}

function generateAll(options: Parameters<typeof generateDemoData>[0]): Generated {
  const data = generateDemoData(options);
  return {
    users: [...data.users()],
    facilities: [...data.facilities()],
    providers: [...data.providers()],
    reviews: [...data.reviews()],
  };
}

const memo = new Map<string, Generated>();
function sample(facilities: number, providers: number, reviews: number, seed?: number): Generated {
  const key = JSON.stringify([facilities, providers, reviews, seed]);
  let generated = memo.get(key);
  if (!generated) {
    generated = generateAll({ facilities, providers, reviews, ...(seed === undefined ? {} : { seed }) });
    memo.set(key, generated);
  }
  return generated;
}

/** A medium sample most checks share. */
const medium = () => sample(3_000, 2_000, 6_000);

function haversineKm(latitude1: number, longitude1: number, latitude2: number, longitude2: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(latitude2 - latitude1) / 2) ** 2 +
    Math.cos(radians(latitude1)) *
      Math.cos(radians(latitude2)) *
      Math.sin(radians(longitude2 - longitude1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('generateDemoData', () => {
  it('gives byte-identical rows for the same options, and different rows for another seed', () => {
    const first = generateAll({ facilities: 400, providers: 300, reviews: 600, seed: 7 });
    const second = generateAll({ facilities: 400, providers: 300, reviews: 600, seed: 7 });
    const other = generateAll({ facilities: 400, providers: 300, reviews: 600, seed: 8 });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(second).toEqual(first);
    expect(other.facilities.map((facility) => facility.name)).not.toEqual(
      first.facilities.map((facility) => facility.name),
    );
    expect(other.providers.map((provider) => provider.lastName)).not.toEqual(
      first.providers.map((provider) => provider.lastName),
    );
    expect(other.reviews.map((review) => review.comment)).not.toEqual(
      first.reviews.map((review) => review.comment),
    );
  });

  it('streams can be iterated again with the same result', () => {
    const data = generateDemoData({ facilities: 50, providers: 30, reviews: 40 });
    expect(JSON.stringify([...data.facilities()])).toBe(JSON.stringify([...data.facilities()]));
    expect(JSON.stringify([...data.reviews()])).toBe(JSON.stringify([...data.reviews()]));
  });

  it('yields exactly the requested numbers of rows, with unique keys', () => {
    const { users, facilities, providers, reviews } = medium();
    expect(facilities).toHaveLength(3_000);
    expect(providers).toHaveLength(2_000);
    expect(reviews).toHaveLength(6_000);
    expect(users).toHaveLength(2_000);
    for (const rows of [users, facilities, providers, reviews]) {
      expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    }
    expect(facilities[0]?.key).toBe('demo-facility-000001');
    expect(providers[0]?.key).toBe('demo-provider-000001');
  });

  it('rejects counts that are not whole numbers ≥ 0', () => {
    expect(() => generateDemoData({ facilities: -1, providers: 0, reviews: 0 })).toThrow(RangeError);
    expect(() => generateDemoData({ facilities: 1.5, providers: 0, reviews: 0 })).toThrow(RangeError);
  });

  it('handles empty and tiny requests', () => {
    const empty = generateAll({ facilities: 0, providers: 0, reviews: 10 });
    expect(empty.facilities).toEqual([]);
    expect(empty.reviews).toEqual([]);
    const tiny = generateAll({ facilities: 3, providers: 2, reviews: 20, users: 2 });
    expect(tiny.reviews).toHaveLength(10); // capped: 2 users × 5 targets
  });
});

describe('demo facilities', () => {
  it('covers all 37 states at 2,000 facilities, weighted by population', () => {
    const { facilities } = sample(2_000, 0, 0);
    const perState = new Map<string, number>();
    for (const facility of facilities)
      perState.set(facility.stateAlias, (perState.get(facility.stateAlias) ?? 0) + 1);
    expect(perState.size).toBe(37);
    const count = (alias: string) => perState.get(alias) ?? 0;
    for (const big of ['lagos', 'kano']) {
      for (const small of ['bayelsa', 'ebonyi', 'abuja'])
        expect(count(big)).toBeGreaterThan(3 * count(small));
    }
    expect(Math.min(...perState.values())).toBeGreaterThanOrEqual(10);
  });

  it('covers every one of the 774 LGAs at 3,000 facilities', () => {
    const { facilities } = medium();
    const covered = new Set(facilities.map((facility) => `${facility.stateAlias}/${facility.lgaName}`));
    expect(covered.size).toBe(NIGERIA_LGA_COUNT);
    for (const state of nigerianStates) {
      for (const lga of state.lgas)
        expect(covered.has(`${state.alias}/${lga}`), `${state.alias}/${lga}`).toBe(true);
    }
  });

  it('uses only taxonomy slugs', () => {
    const { facilities } = medium();
    const known = {
      serviceSlugs: slugsOf('services'),
      specialtySlugs: slugsOf('specialties'),
      insuranceSlugs: slugsOf('insurance'),
      awardSlugs: slugsOf('awards'),
    } as const;
    const types = slugsOf('facility-types');
    const problems: string[] = [];
    for (const facility of facilities) {
      if (!types.has(facility.facilityTypeSlug)) problems.push(`type ${facility.facilityTypeSlug}`);
      if (facility.serviceSlugs.length === 0) problems.push(`${facility.key} has no services`);
      for (const [field, slugs] of Object.entries(known) as [keyof typeof known, Set<string>][]) {
        for (const slug of facility[field]) if (!slugs.has(slug)) problems.push(`${field}: ${slug}`);
        if (new Set(facility[field]).size !== facility[field].length)
          problems.push(`${facility.key}: repeated ${field}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps name, type, ownership and level consistent', () => {
    const { facilities } = sample(20_000, 0, 0);
    const byType = (slug: string) => facilities.filter((facility) => facility.facilityTypeSlug === slug);
    for (const phc of byType('primary-health-centre')) {
      expect(phc.name).toMatch(/^Primary Health Centre /);
      expect([phc.ownership, phc.level]).toEqual(['public', 'primary']);
    }
    for (const hospital of byType('general-hospital')) {
      expect(hospital.name).toMatch(/^General Hospital /);
      expect([hospital.ownership, hospital.level]).toEqual(['public', 'secondary']);
    }
    for (const hospital of byType('teaching-hospital')) {
      expect(hospital.name).toMatch(/Teaching Hospital/);
      expect([hospital.ownership, hospital.level]).toEqual(['public', 'tertiary']);
    }
    for (const centre of byType('federal-medical-centre')) {
      const state = nigerianStates.find((candidate) => candidate.alias === centre.stateAlias);
      expect(centre.name).toBe(`Federal Medical Centre ${state?.capital}`);
      expect(centre.level).toBe('tertiary');
    }
    for (const mission of byType('mission-hospital')) expect(mission.ownership).toBe('faith_based');
    for (const pharmacy of byType('pharmacy')) expect(pharmacy.name).toMatch(/Pharmacy/);
    // At most one federal medical centre or federal teaching hospital per state.
    const federal = facilities.filter((facility) =>
      /^Federal (Medical Centre|Teaching Hospital) /.test(facility.name),
    );
    expect(new Set(federal.map((facility) => facility.stateAlias)).size).toBe(federal.length);
    expect(federal.length).toBeGreaterThan(30);
    // Public primary care takes NHIA at least sometimes; private hospitals work with HMOs.
    const privateHospitals = byType('private-hospital');
    expect(
      privateHospitals.every((facility) => facility.insuranceSlugs.some((slug) => slug !== 'nhia')),
    ).toBe(true);
    expect(byType('primary-health-centre').some((facility) => facility.insuranceSlugs.includes('nhia'))).toBe(
      true,
    );
    // Names are unique within an LGA.
    const names = facilities.map((facility) => `${facility.stateAlias}/${facility.lgaName}/${facility.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has valid opening hours, with 24/7, overnight and closed-Sunday patterns in the mix', () => {
    const { facilities } = medium();
    let alwaysOpen = 0;
    let overnight = 0;
    let closedSunday = 0;
    const problems: string[] = [];
    for (const facility of facilities) {
      if (
        new Set(facility.openingHours.map((entry) => entry.day)).size !== 7 ||
        facility.openingHours.length !== 7
      ) {
        problems.push(`${facility.key}: not one entry per day`);
      }
      for (const entry of facility.openingHours) {
        if (!openingHoursEntrySchema.safeParse(entry).success)
          problems.push(`${facility.key}: ${JSON.stringify(entry)}`);
        if (entry.isAlwaysOpen && entry.isClosed) problems.push(`${facility.key}: open and closed`);
      }
      if (facility.openingHours.every((entry) => entry.isAlwaysOpen)) alwaysOpen += 1;
      if (
        facility.openingHours.some(
          (entry) => !entry.isAlwaysOpen && !entry.isClosed && entry.close <= entry.open,
        )
      ) {
        overnight += 1;
      }
      if (facility.openingHours.find((entry) => entry.day === 'SUNDAY')?.isClosed) closedSunday += 1;
    }
    expect(problems).toEqual([]);
    expect(alwaysOpen / facilities.length).toBeGreaterThan(0.15);
    expect(alwaysOpen / facilities.length).toBeLessThan(0.3);
    expect(overnight).toBeGreaterThan(0);
    expect(closedSunday / facilities.length).toBeGreaterThan(0.5);
  });

  it('places every facility inside Nigeria, near its state capital', () => {
    const { facilities } = medium();
    const outside = facilities.filter((facility) => {
      const state = nigerianStates.find((candidate) => candidate.alias === facility.stateAlias);
      if (!state) return true;
      const { latitude, longitude } = facility;
      return (
        latitude < NIGERIA_BOUNDS.minLatitude ||
        latitude > NIGERIA_BOUNDS.maxLatitude ||
        longitude < NIGERIA_BOUNDS.minLongitude ||
        longitude > NIGERIA_BOUNDS.maxLongitude ||
        haversineKm(latitude, longitude, state.capitalLatitude, state.capitalLongitude) > 45
      );
    });
    expect(outside).toEqual([]);
  });

  it('uses only .example e-mail addresses and websites', () => {
    const { facilities } = medium();
    const emails = facilities.flatMap((facility) => (facility.email ? [facility.email] : []));
    const websites = facilities.flatMap((facility) => (facility.website ? [facility.website] : []));
    expect(emails.length).toBeGreaterThan(100);
    expect(websites.length).toBeGreaterThan(100);
    for (const email of emails) expect(email).toMatch(/^[a-z]+@[a-z0-9]+(?:-[a-z0-9]+)*\.example$/);
    for (const website of websites) expect(website).toMatch(/^https:\/\/[a-z0-9]+(?:-[a-z0-9]+)*\.example$/);
    for (const host of websites.map((website) => new URL(website).hostname)) {
      expect(host.split('.')[0]?.length ?? 0).toBeLessThanOrEqual(63);
    }
  });

  it('uses phone numbers that look Nigerian but are not valid numbers anyone could own', () => {
    const { facilities } = medium();
    const phones = facilities.flatMap((facility) => facility.phones);
    expect(phones.length).toBeGreaterThan(1_000);
    const pattern = new RegExp(`^${DEMO_PHONE_PREFIX} \\d{3} \\d{4}$`);
    expect(phones.filter((phone) => !pattern.test(phone))).toEqual([]);
    // The same check the web client and API make before offering a tel: link, with both metadata sets.
    const valid = phones.filter((phone) => {
      const e164Candidate = `+234${phone.replace(/\s/g, '')}`;
      return (
        parseMinMetadata(e164Candidate, { extract: false })?.isValid() === true ||
        parseMaxMetadata(e164Candidate, { extract: false })?.isValid() === true
      );
    });
    expect(valid).toEqual([]);
  });

  it('dates the last verification in the 18 months before the reference date', () => {
    const reference = DEMO_REFERENCE_DATE.getTime();
    const outOfRange = medium().facilities.filter(
      (facility) =>
        facility.lastVerifiedAt.getTime() >= reference ||
        facility.lastVerifiedAt.getTime() <= reference - 541 * 86_400_000,
    );
    expect(outOfRange).toEqual([]);
  });

  it('claims emergency capabilities only from what a facility offers, some current and some stale', () => {
    const capabilities = slugsOf('capabilities');
    const facilities = medium().facilities;
    const claims = facilities.flatMap((facility) => facility.readiness);
    expect(claims.filter((claim) => !capabilities.has(claim.capabilitySlug))).toEqual([]);
    expect(claims.every((claim) => claim.daysAgo >= 0 && claim.daysAgo <= 150)).toBe(true);
    const caesareanWithout = facilities.filter(
      (facility) =>
        facility.readiness.some((claim) => claim.capabilitySlug === 'caesarean-section') &&
        !facility.serviceSlugs.includes('caesarean-section'),
    );
    expect(caesareanWithout).toEqual([]);
    const current = claims.filter((claim) => claim.daysAgo <= 90).length;
    expect(current / claims.length).toBeGreaterThan(0.45);
    expect(current / claims.length).toBeLessThan(0.75);
    const claiming = facilities.filter((facility) => facility.readiness.length > 0).length;
    expect(claiming).toBeGreaterThan(facilities.length * 0.1);
    const bySlug = new Set(claims.map((claim) => claim.capabilitySlug));
    for (const slug of ['emergency-24h', 'caesarean-section', 'blood-transfusion', 'oxygen', 'bemonc'])
      expect(bySlug).toContain(slug);
  });
});

describe('demo providers', () => {
  it('uses only taxonomy slugs', () => {
    const { providers } = medium();
    const kinds = {
      qualitySlugs: slugsOf('qualities'),
      practiceAreaSlugs: slugsOf('practice-areas'),
      specialtySlugs: slugsOf('specialties'),
      conditionSlugs: slugsOf('conditions'),
      procedureSlugs: slugsOf('procedures'),
      insuranceSlugs: slugsOf('insurance'),
      awardSlugs: slugsOf('awards'),
    } as const;
    const problems: string[] = [];
    for (const provider of providers) {
      for (const [field, known] of Object.entries(kinds) as [keyof typeof kinds, Set<string>][]) {
        for (const slug of provider[field]) if (!known.has(slug)) problems.push(`${field}: ${slug}`);
        if (new Set(provider[field]).size !== provider[field].length)
          problems.push(`${provider.key}: repeated ${field}`);
      }
      if (provider.specialtySlugs.length === 0) problems.push(`${provider.key}: no specialty`);
      if (provider.practiceAreaSlugs.length === 0) problems.push(`${provider.key}: no practice area`);
      if (!provider.qualitySlugs.includes('mdcn-registered'))
        problems.push(`${provider.key}: not registered`);
    }
    expect(problems).toEqual([]);
  });

  it('affiliates each provider with 1–3 facilities of their own state only', () => {
    const { facilities, providers } = medium();
    const stateOf = new Map(facilities.map((facility) => [facility.key, facility.stateAlias]));
    const lgaOf = new Map(facilities.map((facility) => [facility.key, facility.lgaName]));
    const wrong = providers.filter(
      (provider) =>
        provider.facilityKeys.length < 1 ||
        provider.facilityKeys.length > 3 ||
        new Set(provider.facilityKeys).size !== provider.facilityKeys.length ||
        provider.facilityKeys.some((key) => stateOf.get(key) !== provider.stateAlias) ||
        provider.lgaName !== lgaOf.get(provider.facilityKeys[0] ?? ''),
    );
    expect(wrong).toEqual([]);
  });

  it('gives credentials that fit the specialty, and an obviously fake registration number', () => {
    const { providers } = medium();
    const fellowshipFor: Readonly<Record<string, readonly string[]>> = {
      'obstetrics-and-gynaecology': ['fmcog', 'fwacs'],
      paediatrics: ['fmcpaed', 'fwacp'],
      'general-surgery': ['fmcs', 'fwacs'],
      psychiatry: ['fmcpsych', 'fwacp'],
      ophthalmology: ['fmcoph', 'fwacs'],
    };
    const dentalSpecialties = ['dentistry', 'orthodontics', 'oral-and-maxillofacial-surgery'];
    const problems: string[] = [];
    for (const provider of providers) {
      const qualities = new Set(provider.qualitySlugs);
      const primary = provider.specialtySlugs[0] ?? '';
      const fellowships = fellowshipFor[primary];
      if (!/^DEMO-MDCN-\d{6,}$/.test(provider.registrationNumber)) problems.push(provider.registrationNumber);
      if (provider.title !== 'Dr' && provider.title !== 'Prof') problems.push(provider.title);
      if (fellowships && !fellowships.some((slug) => qualities.has(slug)))
        problems.push(`${primary} without fellowship`);
      const degree = dentalSpecialties.includes(primary) ? ['bds'] : ['mbbs', 'mbchb', 'mbbch'];
      if (!degree.some((slug) => qualities.has(slug)))
        problems.push(`${primary} without ${degree.join('/')}`);
      if (
        provider.education.some((entry) => entry.year !== null && (entry.year < 1980 || entry.year >= 2026))
      ) {
        problems.push(`${provider.key}: education year`);
      }
      if (provider.languages[0] !== 'English') problems.push(`${provider.key}: languages`);
      if (provider.bio.length < 30 || provider.professionalSummary.length < 20)
        problems.push(`${provider.key}: short`);
      if (/lorem|undefined|\{|\}/i.test(`${provider.bio} ${provider.professionalSummary}`)) {
        problems.push(`${provider.key}: template text`);
      }
    }
    expect(problems).toEqual([]);
    expect(providers.some((provider) => provider.title === 'Prof')).toBe(true);
    expect(providers.filter((provider) => provider.title === 'Prof').length / providers.length).toBeLessThan(
      0.1,
    );
  });

  it('names people after the peoples of their state', () => {
    const { providers } = sample(3_000, 6_000, 0);
    const share = (alias: string, group: keyof typeof namePools) => {
      const inState = providers.filter((provider) => provider.stateAlias === alias);
      const surnames = new Set(namePools[group].surnames);
      return inState.filter((provider) => surnames.has(provider.lastName)).length / inState.length;
    };
    expect(share('kano', 'hausa')).toBeGreaterThan(0.8);
    expect(share('enugu', 'igbo')).toBeGreaterThan(0.85);
    expect(share('oyo', 'yoruba')).toBeGreaterThan(0.8);
    expect(share('benue', 'tiv')).toBeGreaterThan(0.45);
  });
});

describe('demo users and reviews', () => {
  it('gives users demo e-mail addresses', () => {
    const pattern = new RegExp(
      `^[a-z]+(?:-[a-z]+)*\\.[a-z]+(?:-[a-z]+)*\\.\\d+@${DEMO_USER_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`,
    );
    const users = medium().users;
    expect(users.filter((user) => !pattern.test(user.email))).toEqual([]);
    expect(DEMO_USER_EMAIL_DOMAIN.endsWith('.example')).toBe(true);
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
  });

  it('writes at most one review per user per target, about real demo rows', () => {
    const { users, facilities, providers, reviews } = medium();
    const userKeys = new Set(users.map((user) => user.key));
    const targetKeys = new Set([...facilities, ...providers].map((target) => target.key));
    const dangling = reviews.filter(
      (review) =>
        !userKeys.has(review.authorKey) ||
        !targetKeys.has(review.targetKey) ||
        !review.targetKey.startsWith(`demo-${review.targetKind}-`),
    );
    expect(dangling).toEqual([]);
    expect(new Set(reviews.map((review) => `${review.authorKey}→${review.targetKey}`)).size).toBe(
      reviews.length,
    );
    // Uniqueness holds even when a few users write many reviews.
    const crowded = generateAll({ facilities: 20, providers: 10, reviews: 250, users: 10 });
    expect(new Set(crowded.reviews.map((review) => `${review.authorKey}→${review.targetKey}`)).size).toBe(
      250,
    );
  });

  it('has realistic ratings and comments of 10–2,000 characters, dated in the last two years', () => {
    const { reviews } = medium();
    const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    expect(mean).toBeGreaterThan(3.6);
    expect(mean).toBeLessThan(4.0);
    for (const rating of [1, 2, 3, 4, 5])
      expect(reviews.some((review) => review.rating === rating)).toBe(true);
    const twoYearsAgo = DEMO_REFERENCE_DATE.getTime() - 731 * 86_400_000;
    const wrong = reviews.filter(
      (review) =>
        review.comment.length < 10 ||
        review.comment.length > 2_000 ||
        /\{|\}|undefined/.test(review.comment) ||
        review.createdAt.getTime() > DEMO_REFERENCE_DATE.getTime() ||
        review.createdAt.getTime() <= twoYearsAgo,
    );
    expect(wrong).toEqual([]);
    expect(new Set(reviews.map((review) => review.comment)).size).toBeGreaterThan(reviews.length * 0.8);
    // The tone follows the rating.
    const negative = reviews.filter((review) => review.rating === 1).map((review) => review.comment);
    expect(negative.some((comment) => /Highly recommended|God bless the staff/.test(comment))).toBe(false);
  });
});

describe('inBatches', () => {
  it('groups a stream into arrays of at most the given size', () => {
    expect([...inBatches([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...inBatches([], 3)]).toEqual([]);
    expect(() => [...inBatches([1], 0)]).toThrow(RangeError);
  });
});

describe('scale', () => {
  it('generates 50,000 facilities and 100,000 providers in a few seconds', { timeout: 60_000 }, () => {
    const started = performance.now();
    const data = generateDemoData({ facilities: 50_000, providers: 100_000, reviews: 0 });
    let facilities = 0;
    let providers = 0;
    for (const batch of inBatches(data.facilities(), 1_000)) facilities += batch.length;
    for (const batch of inBatches(data.providers(), 1_000)) providers += batch.length;
    const seconds = (performance.now() - started) / 1000;
    expect(facilities).toBe(50_000);
    expect(providers).toBe(100_000);
    expect(seconds).toBeLessThan(20);
  });
});
