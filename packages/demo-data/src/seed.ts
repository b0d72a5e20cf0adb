import { createHash } from 'node:crypto';
import { addDays, dayInNigeria } from '@carefinder/contracts';
import {
  analyzeDatabase,
  recomputeRatingAggregates,
  schema,
  seedTaxonomies,
  type Database,
} from '@carefinder/db';
import { generateDemoData, inBatches, type DemoDataOptions } from './generate.ts';

/**
 * The argon2id hash of a random password nobody was told: demo users exist to author demo reviews and can
 * never sign in, while every hash in the table stays well-formed.
 */
const UNUSABLE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ygercLA8jXVNN35uzXrl2A$PrYCZPhVeRKurDcIeSFksGUUBuQ0MS7qkZ6hrPFjuG0';

const BATCH_SIZE = 500;

/** What `npm start` loads into an empty directory: small enough for a quick first start. */
export const DEFAULT_DEMO_SIZE = { facilities: 2_000, providers: 3_000, reviews: 6_000 } as const;

/** A stable UUID for a demo key, so re-seeding gives the same URLs. */
export function demoUuid(key: string): string {
  const hex = createHash('sha256').update(`carefinder-demo:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function loadPlaceIds(db: Database) {
  const stateRows = await db.select({ id: schema.states.id, alias: schema.states.alias }).from(schema.states);
  const lgaRows = await db
    .select({ id: schema.lgas.id, stateId: schema.lgas.stateId, name: schema.lgas.name })
    .from(schema.lgas);
  const stateIds = new Map(stateRows.map((row) => [row.alias, row.id]));
  const lgaIds = new Map(lgaRows.map((row) => [`${row.stateId}:${row.name}`, row.id]));
  return {
    stateId: (alias: string) => stateIds.get(alias) ?? null,
    lgaId: (stateId: number | null, name: string) =>
      stateId === null ? null : (lgaIds.get(`${stateId}:${name}`) ?? null),
  };
}

function termIdsOf(ids: Map<string, number>, slugs: readonly string[]): number[] {
  return slugs.flatMap((slug) => {
    const id = ids.get(slug);
    return id === undefined ? [] : [id];
  });
}

export interface DemoSeedSummary {
  users: number;
  facilities: number;
  providers: number;
  reviews: number;
}

/**
 * Inserts the deterministic demo dataset (issue 4): every row flagged `is_demo`. Rows stream in batches,
 * each batch in its own transaction, so 50,000 facilities and 100,000 providers fit in memory.
 */
export async function seedDemoData(db: Database, options: DemoDataOptions): Promise<DemoSeedSummary> {
  const terms = await seedTaxonomies(db);
  const places = await loadPlaceIds(db);
  const demo = generateDemoData(options);
  // Readiness is dated from the day the demo is seeded (DemoFacility.readiness), all else from the reference date.
  const seededOn = dayInNigeria(new Date());

  for (const batch of inBatches(demo.users(), BATCH_SIZE)) {
    await db
      .insert(schema.users)
      .values(
        batch.map((user) => ({
          id: demoUuid(user.key),
          email: user.email,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          firstName: user.firstName,
          lastName: user.lastName,
          emailVerifiedAt: new Date('2026-11-01T00:00:00Z'),
        })),
      )
      .onConflictDoNothing();
  }

  for (const batch of inBatches(demo.facilities(), BATCH_SIZE)) {
    await db.transaction(async (tx) => {
      const rows = batch.map((facility) => {
        const stateId = places.stateId(facility.stateAlias);
        return {
          id: demoUuid(facility.key),
          name: facility.name,
          facilityTypeId: terms['facility-types'].get(facility.facilityTypeSlug) ?? null,
          ownership: facility.ownership,
          ownershipDetail: facility.ownershipDetail,
          level: facility.level,
          stateId,
          lgaId: places.lgaId(stateId, facility.lgaName),
          ward: facility.ward,
          address: facility.address,
          latitude: facility.latitude,
          longitude: facility.longitude,
          phones: facility.phones,
          email: facility.email,
          website: facility.website,
          lastVerifiedAt: facility.lastVerifiedAt,
          isDemo: true,
        };
      });
      await tx.insert(schema.facilities).values(rows).onConflictDoNothing();
      const hours = batch.flatMap((facility) =>
        facility.openingHours.map((entry) => ({ facilityId: demoUuid(facility.key), ...entry })),
      );
      if (hours.length) await tx.insert(schema.openingHours).values(hours).onConflictDoNothing();
      const links = batch.flatMap((facility) =>
        [
          ...termIdsOf(terms.services, facility.serviceSlugs),
          ...termIdsOf(terms.specialties, facility.specialtySlugs),
          ...termIdsOf(terms.insurance, facility.insuranceSlugs),
          ...termIdsOf(terms.awards, facility.awardSlugs),
        ].map((termId) => ({ facilityId: demoUuid(facility.key), termId })),
      );
      if (links.length) await tx.insert(schema.facilityTerms).values(links).onConflictDoNothing();
      const readiness = batch.flatMap((facility) =>
        facility.readiness.flatMap(({ capabilitySlug, daysAgo }) => {
          const capabilityId = terms.capabilities.get(capabilitySlug);
          return capabilityId === undefined
            ? []
            : [
                {
                  facilityId: demoUuid(facility.key),
                  capabilityId,
                  confirmedAt: addDays(seededOn, -daysAgo),
                  source: 'Demo data',
                  confirmedBy: 'facility' as const,
                },
              ];
        }),
      );
      if (readiness.length) await tx.insert(schema.facilityReadiness).values(readiness).onConflictDoNothing();
    });
  }

  for (const batch of inBatches(demo.providers(), BATCH_SIZE)) {
    await db.transaction(async (tx) => {
      const rows = batch.map((provider) => {
        const stateId = places.stateId(provider.stateAlias);
        return {
          id: demoUuid(provider.key),
          firstName: provider.firstName,
          lastName: provider.lastName,
          title: provider.title,
          gender: provider.gender,
          bio: provider.bio,
          professionalSummary: provider.professionalSummary,
          education: provider.education,
          languages: provider.languages,
          registrationNumber: provider.registrationNumber,
          stateId,
          lgaId: places.lgaId(stateId, provider.lgaName),
          isDemo: true,
        };
      });
      await tx.insert(schema.providers).values(rows).onConflictDoNothing();
      const links = batch.flatMap((provider) =>
        [
          ...termIdsOf(terms.qualities, provider.qualitySlugs),
          ...termIdsOf(terms['practice-areas'], provider.practiceAreaSlugs),
          ...termIdsOf(terms.specialties, provider.specialtySlugs),
          ...termIdsOf(terms.conditions, provider.conditionSlugs),
          ...termIdsOf(terms.procedures, provider.procedureSlugs),
          ...termIdsOf(terms.insurance, provider.insuranceSlugs),
          ...termIdsOf(terms.awards, provider.awardSlugs),
        ].map((termId) => ({ providerId: demoUuid(provider.key), termId })),
      );
      if (links.length) await tx.insert(schema.providerTerms).values(links).onConflictDoNothing();
      const affiliations = batch.flatMap((provider) =>
        provider.facilityKeys.map((key) => ({
          providerId: demoUuid(provider.key),
          facilityId: demoUuid(key),
        })),
      );
      if (affiliations.length)
        await tx.insert(schema.providerFacilities).values(affiliations).onConflictDoNothing();
    });
  }

  for (const batch of inBatches(demo.reviews(), BATCH_SIZE)) {
    await db
      .insert(schema.reviews)
      .values(
        batch.map((review) => ({
          id: demoUuid(review.key),
          facilityId: review.targetKind === 'facility' ? demoUuid(review.targetKey) : null,
          providerId: review.targetKind === 'provider' ? demoUuid(review.targetKey) : null,
          authorId: demoUuid(review.authorKey),
          rating: review.rating,
          comment: review.comment,
          isDemo: true,
          createdAt: review.createdAt,
          updatedAt: review.createdAt,
        })),
      )
      .onConflictDoNothing();
  }

  await recomputeRatingAggregates(db);
  await analyzeDatabase(db);
  return demo.counts;
}
