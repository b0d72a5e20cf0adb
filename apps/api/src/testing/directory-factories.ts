import { and, eq, or } from 'drizzle-orm';
import type {
  FacilityLevel,
  HoursException,
  FacilityOwnership,
  OpeningHoursEntry,
  TaxonomyKind,
} from '@carefinder/contracts';
import { recomputeRatingAggregates, schema, type Database } from '@carefinder/db';

type ListingStatus = (typeof schema.listingStatus.enumValues)[number];
type ReviewStatus = (typeof schema.reviewStatus.enumValues)[number];

let sequence = 0;
const next = () => (sequence += 1);

/** A taxonomy entry, created the first time its slug is asked for; answers its row. */
export async function makeTerm(db: Database, kind: TaxonomyKind, slug: string, name?: string) {
  await db
    .insert(schema.taxonomyTerms)
    .values({ kind, slug, name: name ?? slug.replace(/-/g, ' '), description: `About ${slug}` })
    .onConflictDoNothing();
  const [term] = await db
    .select()
    .from(schema.taxonomyTerms)
    .where(and(eq(schema.taxonomyTerms.kind, kind), eq(schema.taxonomyTerms.slug, slug)));
  if (!term) throw new Error(`makeTerm: no ${kind} ${slug}`);
  return term;
}

/**
 * State and LGA ids from the reference data: the state by alias (default lagos; null for none), the LGA by
 * name or slug (default Ikeja in Lagos, none elsewhere).
 */
async function placeIds(db: Database, place: { stateAlias?: string | null; lga?: string | null }) {
  const stateAlias = place.stateAlias === undefined ? 'lagos' : place.stateAlias;
  const lga = place.lga === undefined && stateAlias === 'lagos' ? 'Ikeja' : place.lga;
  if (stateAlias === null) return { stateId: null, lgaId: null };
  const [state] = await db.select().from(schema.states).where(eq(schema.states.alias, stateAlias));
  if (!state) throw new Error(`no state ${stateAlias}`);
  if (!lga) return { stateId: state.id, lgaId: null };
  const [lgaRow] = await db
    .select()
    .from(schema.lgas)
    .where(and(eq(schema.lgas.stateId, state.id), or(eq(schema.lgas.name, lga), eq(schema.lgas.slug, lga))));
  if (!lgaRow) throw new Error(`no LGA ${lga} in ${stateAlias}`);
  return { stateId: state.id, lgaId: lgaRow.id };
}

/** Term ids for slugs of several kinds, creating the entries that do not exist yet. */
async function termIds(db: Database, terms: Partial<Record<TaxonomyKind, readonly string[]>>) {
  const ids: number[] = [];
  for (const [kind, slugs] of Object.entries(terms) as [TaxonomyKind, readonly string[]][])
    for (const slug of slugs) ids.push((await makeTerm(db, kind, slug)).id);
  return ids;
}

export interface FacilityOverrides {
  name?: string;
  /** A state alias (default lagos), or null for a listing whose state is unknown. */
  stateAlias?: string | null;
  /** An LGA of that state by name or slug (default Ikeja in Lagos, none elsewhere). */
  lga?: string | null;
  ward?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phones?: string[];
  email?: string | null;
  website?: string | null;
  description?: string | null;
  languages?: string[];
  ownership?: FacilityOwnership;
  ownershipDetail?: string | null;
  level?: FacilityLevel;
  nhfrUid?: string | null;
  nhfrCode?: string | null;
  /** Slug of a facility type (created if missing). */
  facilityType?: string | null;
  /** Slugs by kind (services, specialties, insurance, awards), created if missing. */
  terms?: Partial<Record<TaxonomyKind, readonly string[]>>;
  openingHours?: OpeningHoursEntry[];
  hoursExceptions?: HoursException[];
  /** Readiness facts by capability slug (the capability created if missing), credited to CareFinder. */
  readiness?: { capability: string; confirmedAt: string; source?: string }[];
  photos?: { url: string; alt: string }[];
  status?: ListingStatus;
  isDemo?: boolean;
  lastVerifiedAt?: Date | null;
  provenance?: { dataset: string; licence: string; sourceId: string; lastUpdated: string | null } | null;
  updatedAt?: Date;
}

/** An ordinary opening-hours entry: open from `open` to `close` on `day`. */
export const weekdayHours = (
  day: OpeningHoursEntry['day'],
  open: string,
  close: string,
): OpeningHoursEntry => ({
  day,
  open,
  close,
  isAlwaysOpen: false,
  isClosed: false,
});

/** A facility with its hours, terms and photos, straight in the database; answers its row. */
export async function makeFacility(db: Database, overrides: FacilityOverrides = {}) {
  const n = next();
  const place = await placeIds(db, overrides);
  const facilityTypeId = overrides.facilityType
    ? (await makeTerm(db, 'facility-types', overrides.facilityType)).id
    : null;
  const provenance = overrides.provenance ?? null;
  const [facility] = await db
    .insert(schema.facilities)
    .values({
      name: overrides.name ?? `Test Hospital ${n}`,
      facilityTypeId,
      ownership: overrides.ownership ?? 'private',
      ownershipDetail: overrides.ownershipDetail ?? null,
      level: overrides.level ?? 'secondary',
      nhfrUid: overrides.nhfrUid ?? null,
      nhfrCode: overrides.nhfrCode ?? null,
      ...place,
      ward: overrides.ward === undefined ? 'Alausa' : overrides.ward,
      address: overrides.address === undefined ? `${n} Obafemi Awolowo Way` : overrides.address,
      latitude: overrides.latitude === undefined ? 6.6018 : overrides.latitude,
      longitude: overrides.longitude === undefined ? 3.3515 : overrides.longitude,
      phones: overrides.phones ?? ['+2348031234567'],
      email: overrides.email ?? null,
      website: overrides.website ?? null,
      description: overrides.description ?? null,
      languages: overrides.languages ?? [],
      status: overrides.status ?? 'active',
      isDemo: overrides.isDemo ?? false,
      lastVerifiedAt: overrides.lastVerifiedAt ?? null,
      sourceDataset: provenance?.dataset ?? null,
      sourceLicence: provenance?.licence ?? null,
      sourceId: provenance?.sourceId ?? null,
      sourceLastUpdated: provenance?.lastUpdated ?? null,
      ...(overrides.updatedAt ? { updatedAt: overrides.updatedAt } : {}),
    })
    .returning();
  if (!facility) throw new Error('makeFacility: no row');
  if (overrides.openingHours?.length)
    await db
      .insert(schema.openingHours)
      .values(overrides.openingHours.map((entry) => ({ facilityId: facility.id, ...entry })));
  const ids = await termIds(db, overrides.terms ?? {});
  if (ids.length)
    await db.insert(schema.facilityTerms).values(ids.map((termId) => ({ facilityId: facility.id, termId })));
  if (overrides.hoursExceptions?.length)
    await db.insert(schema.hoursExceptions).values(
      overrides.hoursExceptions.map(({ from, to, ...exception }) => ({
        facilityId: facility.id,
        startsOn: from,
        endsOn: to,
        ...exception,
      })),
    );
  for (const fact of overrides.readiness ?? []) {
    const capability = await makeTerm(db, 'capabilities', fact.capability);
    await db.insert(schema.facilityReadiness).values({
      facilityId: facility.id,
      capabilityId: capability.id,
      confirmedAt: fact.confirmedAt,
      source: fact.source ?? '',
      confirmedBy: 'carefinder',
    });
  }
  if (overrides.photos?.length)
    await db
      .insert(schema.facilityPhotos)
      .values(overrides.photos.map((photo, position) => ({ facilityId: facility.id, position, ...photo })));
  return facility;
}

export interface ProviderOverrides {
  firstName?: string;
  lastName?: string;
  title?: string | null;
  bio?: string | null;
  professionalSummary?: string | null;
  education?: { institution: string; qualification: string; year: number | null }[];
  languages?: string[];
  registrationNumber?: string | null;
  photo?: { url: string; alt: string } | null;
  stateAlias?: string | null;
  lga?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Slugs by kind (qualities, practice-areas, specialties, conditions, …), created if missing. */
  terms?: Partial<Record<TaxonomyKind, readonly string[]>>;
  /** Facilities the provider works at. */
  facilityIds?: string[];
  /** The PROVIDER account that owns the profile. */
  userId?: string | null;
  status?: ListingStatus;
  isDemo?: boolean;
  updatedAt?: Date;
}

/** A provider with terms and facility affiliations, straight in the database; answers its row. */
export async function makeProvider(db: Database, overrides: ProviderOverrides = {}) {
  const n = next();
  const place = await placeIds(db, overrides);
  const [provider] = await db
    .insert(schema.providers)
    .values({
      firstName: overrides.firstName ?? 'Chiamaka',
      lastName: overrides.lastName ?? `Eze ${n}`,
      title: overrides.title === undefined ? 'Dr' : overrides.title,
      bio: overrides.bio === undefined ? 'Family physician in Ikeja.' : overrides.bio,
      professionalSummary:
        overrides.professionalSummary === undefined
          ? 'Twelve years of general practice.'
          : overrides.professionalSummary,
      education: overrides.education ?? [],
      languages: overrides.languages ?? ['English'],
      registrationNumber:
        overrides.registrationNumber === undefined ? `MDCN-${n}` : overrides.registrationNumber,
      photoUrl: overrides.photo?.url ?? null,
      photoAlt: overrides.photo?.alt ?? null,
      ...place,
      address: overrides.address ?? null,
      latitude: overrides.latitude ?? null,
      longitude: overrides.longitude ?? null,
      userId: overrides.userId ?? null,
      status: overrides.status ?? 'active',
      isDemo: overrides.isDemo ?? false,
      ...(overrides.updatedAt ? { updatedAt: overrides.updatedAt } : {}),
    })
    .returning();
  if (!provider) throw new Error('makeProvider: no row');
  const ids = await termIds(db, overrides.terms ?? {});
  if (ids.length)
    await db.insert(schema.providerTerms).values(ids.map((termId) => ({ providerId: provider.id, termId })));
  if (overrides.facilityIds?.length)
    await db
      .insert(schema.providerFacilities)
      .values(overrides.facilityIds.map((facilityId) => ({ providerId: provider.id, facilityId })));
  return provider;
}

/**
 * A user who only authors reviews (cannot sign in: the hash is not a password's), without the cost of
 * hashing; use createUser for someone who signs in.
 */
export async function makeReviewer(db: Database, names: { firstName?: string; lastName?: string } = {}) {
  const n = next();
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `reviewer-${n}-${Date.now()}@example.ng`,
      passwordHash: 'not-a-password-hash',
      firstName: names.firstName ?? 'Bola',
      lastName: names.lastName ?? `Ade ${n}`,
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('makeReviewer: no row');
  return user;
}

export interface ReviewOverrides {
  facilityId?: string;
  providerId?: string;
  authorId?: string;
  rating?: number;
  comment?: string;
  status?: ReviewStatus;
  likes?: number;
  dislikes?: number;
  createdAt?: Date;
  reply?: { text: string; authorId: string; at?: Date };
}

/**
 * A review of a facility or provider (by a new reviewer unless authorId is given), with the rating
 * aggregates recomputed from the published reviews.
 */
export async function makeReview(db: Database, overrides: ReviewOverrides) {
  const target = overrides.facilityId
    ? { kind: 'facility' as const, id: overrides.facilityId }
    : overrides.providerId
      ? { kind: 'provider' as const, id: overrides.providerId }
      : undefined;
  if (!target) throw new Error('makeReview needs facilityId or providerId');
  const authorId = overrides.authorId ?? (await makeReviewer(db)).id;
  const [review] = await db
    .insert(schema.reviews)
    .values({
      facilityId: target.kind === 'facility' ? target.id : null,
      providerId: target.kind === 'provider' ? target.id : null,
      authorId,
      rating: overrides.rating ?? 4,
      comment: overrides.comment ?? 'Friendly nurses and a short wait.',
      status: overrides.status ?? 'published',
      likes: overrides.likes ?? 0,
      dislikes: overrides.dislikes ?? 0,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
      ...(overrides.reply
        ? {
            replyText: overrides.reply.text,
            replyAuthorId: overrides.reply.authorId,
            repliedAt: overrides.reply.at ?? new Date(),
          }
        : {}),
    })
    .returning();
  if (!review) throw new Error('makeReview: no row');
  await recomputeRatingAggregates(db);
  return review;
}
