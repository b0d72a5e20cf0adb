import { isDeepStrictEqual } from 'node:util';
import {
  FIELDS_THE_PROVIDER_KEEPS,
  LISTING_PHOTO_MAX_PIXELS,
  PROBLEM_TYPES,
  type AdminListingQuery,
  type AdminProviderList,
  type ListingStatus,
  type ProblemFieldError,
  type ProviderCreate,
  type ProviderDetail,
  type ProposedProfile,
  type ProviderPatch,
  type TaxonomyKind,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { assertCurrent, etagOf } from '../../lib/etag.ts';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import { prepareImage } from '../../lib/images/prepare.ts';
import type { ImageStorage } from '../../lib/images/storage.ts';
import { presentPlace } from '../../lib/place.ts';
import { termsOfKind } from '../../lib/listing-terms.ts';
import {
  facilitiesOfProvider,
  facilityStatuses,
  setActiveFacilitiesOfProvider,
} from '../affiliations/service.ts';
import {
  placeNamesOf,
  resolveListingReferences,
  slugsOf,
  termLinkChanges,
  type ListingWriter,
  type ResolvedPlace,
} from '../facilities/service.ts';
import { recordAudited } from '../audit/service.ts';
import { termsOfListing } from '../taxonomies/service.ts';
import { imageUrl } from '../media/plugin.ts';
import {
  changeProviderTerms,
  findProviderRow,
  findProvidersPage,
  findSpecialtiesOfProviders,
  findProviderTermLinks,
  insertProvider,
  isProfileOfUser,
  lockProvider,
  updateProvider,
  type ProviderValues,
} from './repository.ts';

/** Spec §3 sample profile: accountType; every provider profile is a Provider account's listing. */
const ACCOUNT_TYPE = 'Provider';

/** What the audit log calls a provider (`provider.update`). */
const PROVIDER_ENTITY = 'provider';

/** The read answer, whose name parts and status are always there. */
export type ProviderAnswer = ProviderDetail & { firstName: string; lastName: string; status: ListingStatus };

/**
 * Everything a provider page shows (the spec's sample profile and DESIGN §3's provider fields) in three
 * queries run together. Reviews come from GET /api/providers/:id/reviews. Unknown and malformed ids are 404.
 */
export async function getProviderDetail(db: Database, id: string): Promise<ProviderAnswer> {
  if (!isUuid(id)) throw new HttpProblem(404, 'No provider has this id.');
  const [row, terms, facilities] = await Promise.all([
    findProviderRow(db, id),
    termsOfListing(db, 'provider', id),
    facilitiesOfProvider(db, id),
  ]);
  if (!row) throw new HttpProblem(404, 'No provider has this id.');
  const { provider } = row;
  return {
    id: provider.id,
    name: `${provider.firstName} ${provider.lastName}`,
    firstName: provider.firstName,
    lastName: provider.lastName,
    title: provider.title,
    accountType: ACCOUNT_TYPE,
    bio: provider.bio,
    professionalSummary: provider.professionalSummary,
    education: provider.education,
    qualities: termsOfKind(terms, 'qualities'),
    practiceAreas: termsOfKind(terms, 'practice-areas'),
    specialties: termsOfKind(terms, 'specialties'),
    conditions: termsOfKind(terms, 'conditions'),
    procedures: termsOfKind(terms, 'procedures'),
    insurance: termsOfKind(terms, 'insurance'),
    awards: termsOfKind(terms, 'awards'),
    languages: provider.languages,
    registrationNumber: provider.registrationNumber,
    photo: provider.photoUrl ? { url: provider.photoUrl, alt: provider.photoAlt ?? '' } : null,
    place: presentPlace({ ...row, ...provider }),
    facilities: facilities.map(({ typeSlug, typeName, ...facility }) => ({
      id: facility.id,
      name: facility.name,
      facilityType: typeSlug !== null && typeName !== null ? { slug: typeSlug, name: typeName } : null,
      place: presentPlace(facility),
      averageRating: facility.averageRating,
      reviewsCount: facility.reviewsCount,
    })),
    averageRating: provider.averageRating,
    reviewsCount: provider.reviewsCount,
    status: provider.status,
    managed: provider.userId !== null,
    isDemo: provider.isDemo,
    updatedAt: provider.updatedAt.toISOString(),
  };
}

/** The admin table: providers of any status by name, status and state, a page at a time. */
export async function listProvidersForAdmin(
  db: Database,
  query: AdminListingQuery,
): Promise<AdminProviderList> {
  const { rows, total } = await findProvidersPage(db, query);
  const specialties = await findSpecialtiesOfProviders(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      title: row.title,
      specialties: specialties
        .filter((term) => term.providerId === row.id)
        .map(({ slug, name }) => ({ slug, name })),
      ...placeNamesOf(row),
      status: row.status,
      averageRating: row.averageRating,
      reviewsCount: row.reviewsCount,
      isDemo: row.isDemo,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// --- Writes (ADMIN; DESIGN §4 "Writes") ---

/**
 * What an editor changes, in one order: what the ETag and the audit entry are made of. Terms and places by
 * slug and alias, facilities by id (their names and ratings do not make a profile stale); not the rating,
 * counts, timestamps, photo (image uploads) or account type.
 */
export function editableProvider(provider: ProviderAnswer) {
  const { place } = provider;
  return {
    firstName: provider.firstName,
    lastName: provider.lastName,
    title: provider.title,
    bio: provider.bio,
    professionalSummary: provider.professionalSummary,
    // jsonb keeps its keys in its own order: the state names them in one.
    education: provider.education.map(({ institution, qualification, year }) => ({
      institution,
      qualification,
      year,
    })),
    qualities: slugsOf(provider.qualities),
    practiceAreas: slugsOf(provider.practiceAreas),
    specialties: slugsOf(provider.specialties),
    conditions: slugsOf(provider.conditions),
    procedures: slugsOf(provider.procedures),
    insurance: slugsOf(provider.insurance),
    awards: slugsOf(provider.awards),
    languages: provider.languages,
    registrationNumber: provider.registrationNumber,
    place: {
      state: place.state?.alias ?? null,
      lga: place.lga?.slug ?? null,
      address: place.address,
      latitude: place.latitude,
      longitude: place.longitude,
    },
    facilities: provider.facilities.map((facility) => facility.id).sort(),
    status: provider.status,
  };
}
export type EditableProvider = ReturnType<typeof editableProvider>;

export const providerEtag = (provider: ProviderAnswer) => etagOf(editableProvider(provider));

/** The term lists of a provider write, by body field (spec §3 practiseArea is `practiceAreas`). */
const PROVIDER_TERM_FIELDS = {
  qualities: 'qualities',
  practiceAreas: 'practice-areas',
  specialties: 'specialties',
  conditions: 'conditions',
  procedures: 'procedures',
  insurance: 'insurance',
  awards: 'awards',
} as const satisfies Record<string, TaxonomyKind>;
type ProviderTermField = keyof typeof PROVIDER_TERM_FIELDS;

interface ProviderBefore {
  state: EditableProvider;
  place: ResolvedPlace;
  termIds: { id: number; kind: TaxonomyKind }[];
}

const NEW_PROVIDER: ProviderBefore = {
  state: {
    firstName: '',
    lastName: '',
    title: null,
    bio: null,
    professionalSummary: null,
    education: [],
    qualities: [],
    practiceAreas: [],
    specialties: [],
    conditions: [],
    procedures: [],
    insurance: [],
    awards: [],
    languages: [],
    registrationNumber: null,
    place: { state: null, lga: null, address: null, latitude: null, longitude: null },
    facilities: [],
    status: 'active',
  },
  place: { stateId: null, stateAlias: null, lgaId: null, lgaSlug: null },
  termIds: [],
};

interface ProviderAfter {
  state: EditableProvider;
  values: Omit<ProviderValues, 'createdAt' | 'updatedAt'>;
  termIds: number[];
}

const squash = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * The name parts after a write. The read answer's `name` is `firstName lastName`: a client that changed
 * only `name` has it split at its last space; one that changed the parts wins, and a `name` that then
 * disagrees with them is refused rather than guessed at.
 */
function nameParts(before: EditableProvider, body: ProviderPatch, errors: ProblemFieldError[]) {
  let firstName = body.firstName ?? before.firstName;
  let lastName = body.lastName ?? before.lastName;
  const sentName = body.name === undefined ? undefined : squash(body.name);
  if (sentName !== undefined && sentName !== squash(`${before.firstName} ${before.lastName}`)) {
    const partsChanged = firstName !== before.firstName || lastName !== before.lastName;
    if (partsChanged && sentName !== squash(`${firstName} ${lastName}`))
      errors.push({
        path: 'name',
        message: 'The name disagrees with firstName and lastName: change one or the other.',
      });
    else if (!partsChanged) {
      const space = sentName.lastIndexOf(' ');
      if (space < 0) errors.push({ path: 'name', message: 'Enter a first and a last name.' });
      else [firstName, lastName] = [sentName.slice(0, space), sentName.slice(space + 1)];
    }
  }
  if (!firstName) errors.push({ path: 'firstName', message: 'Enter the first name.' });
  if (!lastName) errors.push({ path: 'lastName', message: 'Enter the last name.' });
  return { firstName, lastName };
}

/** Each facility sent must exist and be open (a closed one's page shows no providers); answers the ids. */
async function checkFacilities(db: Database, sent: readonly { id: string }[], errors: ProblemFieldError[]) {
  const ids = sent.map((facility) => facility.id.toLowerCase());
  const statuses = new Map((await facilityStatuses(db, ids)).map((row) => [row.id, row.status]));
  ids.forEach((id, index) => {
    const status = statuses.get(id);
    if (status === undefined)
      errors.push({ path: `facilities.${index}.id`, message: `No facility has the id ${id}.` });
    else if (status !== 'active')
      errors.push({
        path: `facilities.${index}.id`,
        message: `This facility is ${status.replace('_', ' ')}: only open facilities list their providers.`,
      });
  });
  return [...new Set(ids)].sort();
}

/**
 * Applies a write body to the provider as it is: every reference resolved (taxonomy slugs, state alias, LGA
 * slug of that state, facility ids), coordinates in pairs. Every problem is collected for one 400.
 */
async function applyProviderWrite(
  db: Database,
  before: ProviderBefore,
  body: ProviderPatch,
): Promise<ProviderAfter> {
  const errors: ProblemFieldError[] = [];
  const { firstName, lastName } = nameParts(before.state, body, errors);
  const references = await resolveListingReferences<ProviderTermField>(
    db,
    PROVIDER_TERM_FIELDS,
    body,
    {
      place: before.place,
      latitude: before.state.place.latitude,
      longitude: before.state.place.longitude,
      termIds: before.termIds,
      slugs: before.state,
    },
    errors,
  );
  const facilities = body.facilities ? await checkFacilities(db, body.facilities, errors) : null;
  if (errors.length) throw new HttpProblem(400, errors[0]!.message, errors);
  const { place } = references;
  const placeSent = body.place ?? {};
  const pick = <Value>(sent: Value | undefined, kept: Value): Value => (sent === undefined ? kept : sent);

  const state: EditableProvider = {
    firstName,
    lastName,
    title: pick(body.title, before.state.title),
    bio: pick(body.bio, before.state.bio),
    professionalSummary: pick(body.professionalSummary, before.state.professionalSummary),
    education: pick(body.education, before.state.education),
    ...references.slugs,
    languages: pick(body.languages, before.state.languages),
    registrationNumber: pick(body.registrationNumber, before.state.registrationNumber),
    place: {
      state: place.stateAlias,
      lga: place.lgaSlug,
      address: pick(placeSent.address, before.state.place.address),
      latitude: references.latitude,
      longitude: references.longitude,
    },
    facilities: facilities ?? before.state.facilities,
    status: pick(body.status, before.state.status),
  };
  return {
    state,
    termIds: references.termIds,
    values: {
      firstName: state.firstName,
      lastName: state.lastName,
      title: state.title,
      bio: state.bio,
      professionalSummary: state.professionalSummary,
      education: state.education,
      languages: state.languages,
      registrationNumber: state.registrationNumber,
      stateId: place.stateId,
      lgaId: place.lgaId,
      address: state.place.address,
      latitude: state.place.latitude,
      longitude: state.place.longitude,
      status: state.status,
    },
  };
}

/** The provider as it is inside the write's transaction, locked; 404 when there is none. */
async function lockedProvider(db: Database, id: string) {
  const row = isUuid(id) ? await lockProvider(db, id) : undefined;
  if (!row) throw new HttpProblem(404, 'No provider has this id.');
  const [detail, termIds] = [await getProviderDetail(db, id), await findProviderTermLinks(db, id)];
  const before: ProviderBefore = {
    state: editableProvider(detail),
    place: {
      stateId: row.stateId,
      stateAlias: detail.place.state?.alias ?? null,
      lgaId: row.lgaId,
      lgaSlug: detail.place.lga?.slug ?? null,
    },
    termIds,
  };
  return { detail, before };
}

export async function createProvider(writer: ListingWriter, body: ProviderCreate): Promise<ProviderAnswer> {
  const id = await writer.db.transaction(async (tx) => {
    const after = await applyProviderWrite(tx, NEW_PROVIDER, body);
    const row = await insertProvider(tx, { ...after.values, createdAt: writer.now, updatedAt: writer.now });
    await changeProviderTerms(tx, row.id, { add: after.termIds, remove: [] });
    await setActiveFacilitiesOfProvider(tx, row.id, after.state.facilities);
    await recordAudited(writer, PROVIDER_ENTITY, row.id, 'create', { after: after.state }, tx);
    return row.id;
  });
  return getProviderDetail(writer.db, id);
}

/**
 * Checks a profile a doctor proposes (a claim of a profile not listed yet) as its creation would: every
 * reference known, the name whole. Throws the 400 a POST /api/providers would answer; writes nothing.
 */
export async function checkProposedProfile(db: Database, profile: ProposedProfile): Promise<void> {
  await applyProviderWrite(db, NEW_PROVIDER, profile);
}

/** Whether the profile is linked to this account: its provider, who may change what they keep. */
export const isProfileOwnedBy = (db: Database, providerId: string, userId: string): Promise<boolean> =>
  isProfileOfUser(db, providerId, userId);

/**
 * Changes a provider: lock, check the If-Match tag against its editable state, apply, record before and
 * after, in one transaction. A body that changes nothing writes nothing (no audit entry either).
 * PATCH: an ADMIN changes any field; the provider linked to the profile (`byTheProvider`) only those they
 * keep (FIELDS_THE_PROVIDER_KEEPS). Fields sent unchanged are fine either way.
 */
export async function changeProvider(
  writer: ListingWriter,
  id: string,
  body: ProviderPatch,
  ifMatch: readonly string[],
  { byTheProvider = false }: { byTheProvider?: boolean } = {},
): Promise<ProviderAnswer> {
  await writer.db.transaction(async (tx) => {
    const { detail, before } = await lockedProvider(tx, id);
    assertCurrent(ifMatch, providerEtag(detail));
    const after = await applyProviderWrite(tx, before, body);
    if (isDeepStrictEqual(after.state, before.state)) return;
    if (byTheProvider) {
      const kept: readonly (keyof EditableProvider)[] = FIELDS_THE_PROVIDER_KEEPS;
      const notTheirs = (Object.keys(after.state) as (keyof EditableProvider)[]).filter(
        (field) => !kept.includes(field) && !isDeepStrictEqual(after.state[field], before.state[field]),
      );
      if (notTheirs.length)
        throw typedProblem(
          PROBLEM_TYPES.notTheOwnersField,
          'These details are kept by CareFinder: suggest a correction instead.',
          {
            errors: notTheirs.map((path) => ({
              path,
              message: 'CareFinder keeps this: suggest a correction instead.',
            })),
          },
        );
    }
    await updateProvider(tx, id, { ...after.values, updatedAt: writer.now });
    await changeProviderTerms(tx, id, termLinkChanges(before.termIds, after.termIds));
    if (!isDeepStrictEqual(after.state.facilities, before.state.facilities))
      await setActiveFacilitiesOfProvider(tx, id, after.state.facilities);
    await recordAudited(
      writer,
      PROVIDER_ENTITY,
      id,
      'update',
      { before: before.state, after: after.state },
      tx,
    );
  });
  return getProviderDetail(writer.db, id);
}

/**
 * DELETE is a soft close, as for facilities: the profile becomes permanently_closed, leaves search and the
 * facility pages, and its own page still answers with its status; a PATCH of `status` reopens it.
 */
export async function closeProvider(writer: ListingWriter, id: string, ifMatch: readonly string[]) {
  await writer.db.transaction(async (tx) => {
    const { detail, before } = await lockedProvider(tx, id);
    assertCurrent(ifMatch, providerEtag(detail));
    if (before.state.status === 'permanently_closed') return;
    await updateProvider(tx, id, { status: 'permanently_closed', updatedAt: writer.now });
    await recordAudited(
      writer,
      PROVIDER_ENTITY,
      id,
      'close',
      { before: before.state, after: { ...before.state, status: 'permanently_closed' } },
      tx,
    );
  });
}

/** A provider's photo is a portrait: one WebP copy, at most this many pixels a side, is all a page needs. */
const PROVIDER_PHOTO_SIDE = 480;

/** Records the photo change on the provider, dated, in the write's transaction. */
async function changeProviderPhoto(
  writer: ListingWriter,
  id: string,
  photo: { photoUrl: string; photoAlt: string } | { photoUrl: null; photoAlt: null },
): Promise<void> {
  await writer.db.transaction(async (tx) => {
    const row = isUuid(id) ? await lockProvider(tx, id) : undefined;
    if (!row) throw new HttpProblem(404, 'No provider has this id.');
    await updateProvider(tx, id, { ...photo, updatedAt: writer.now });
    await recordAudited(
      writer,
      PROVIDER_ENTITY,
      id,
      photo.photoUrl ? 'photo.update' : 'photo.delete',
      {
        before: { url: row.photoUrl, alt: row.photoAlt },
        after: photo.photoUrl ? { url: photo.photoUrl, alt: photo.photoAlt } : null,
      },
      tx,
    );
  });
}

/**
 * Puts a photo on the profile in place of the one it had: read by its bytes, turned upright, without its
 * metadata, stored as WebP. The file is stored first (its name is its bytes' hash).
 */
export async function setProviderPhoto(
  writer: ListingWriter,
  images: ImageStorage,
  id: string,
  upload: { bytes: Buffer; alt: string },
): Promise<{ url: string; alt: string }> {
  if (!isUuid(id) || !(await findProviderRow(writer.db, id)))
    throw new HttpProblem(404, 'No provider has this id.');
  const prepared = await prepareImage(upload.bytes, {
    maxInputPixels: LISTING_PHOTO_MAX_PIXELS,
    maxWidth: PROVIDER_PHOTO_SIDE,
    maxHeight: PROVIDER_PHOTO_SIDE,
  });
  const url = imageUrl(await images.put(prepared.bytes, 'webp'));
  await changeProviderPhoto(writer, id, { photoUrl: url, photoAlt: upload.alt });
  return { url, alt: upload.alt };
}

export function removeProviderPhoto(writer: ListingWriter, id: string): Promise<void> {
  return changeProviderPhoto(writer, id, { photoUrl: null, photoAlt: null });
}
