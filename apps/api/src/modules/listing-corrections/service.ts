import {
  CORRECTION_ESCALATION_DAYS,
  dayInNigeria,
  facilityPatchSchema,
  MAX_PHONES,
  PROBLEM_TYPES,
  PROVIDER_CORRECTION_KINDS,
  type CorrectedListing,
  type CorrectionInput,
  type CorrectionListQuery,
  type CorrectionProposal,
  type FacilityDetail,
  type FacilityPatch,
  type ListingClaimDecision,
  type ListingCorrection,
  type ListingCorrectionList,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { isForeignKeyViolation } from '../../lib/database-errors.ts';
import { assertCurrent, etagOf } from '../../lib/etag.ts';
import { fullName } from '../../lib/person-name.ts';
import { normalisePhone, toE164 } from '../../lib/phone.ts';
import { fieldProblem, HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import {
  changeFacility,
  closeFacility,
  facilityEtag,
  getFacilityDetail,
  termsBySlug,
} from '../facilities/service.ts';
import { changeProvider, closeProvider, getProviderDetail, providerEtag } from '../providers/service.ts';
import {
  decideCorrectionRow,
  findCorrection,
  findCorrectionPage,
  findCorrectionsOf,
  insertCorrection,
  lockCorrection,
  type CorrectionDetailRow,
  type CorrectionRow,
} from './repository.ts';

const CORRECTION_ENTITY = 'listing-correction';
/** What a readiness fact a visitor reported cites as its source. */
const VISITORS_SOURCE = 'Reported by visitors';

/** Who decides, when, and where the change and its audit entry go (one transaction). */
export interface CorrectionWriter {
  db: Database;
  audit: AuditLog;
  actorId: string;
  now: Date;
}

const noSuchCorrection = () => new HttpProblem(404, 'There is no such correction.');
const escalatedBefore = (now: Date) =>
  new Date(now.getTime() - CORRECTION_ESCALATION_DAYS * 24 * 60 * 60 * 1000);

/**
 * Checks what the visitor sent against the listing: the kinds a doctor's profile has, a phone number that
 * is one (kept in E.164), a capability that exists, a place with both coordinates or neither. Each problem
 * is a 400 naming its field. Answers the proposal as it is kept.
 */
async function checkedProposal(
  db: Database,
  listing: CorrectedListing,
  input: CorrectionInput,
): Promise<CorrectionProposal> {
  const kinds: readonly string[] = PROVIDER_CORRECTION_KINDS;
  if (listing.kind === 'provider' && !kinds.includes(input.kind))
    throw fieldProblem(
      400,
      'kind',
      "A doctor's profile can be corrected for its place, or as closed for good.",
    );
  switch (input.kind) {
    case 'phone':
      return {
        kind: 'phone',
        phone: normalisePhone(input.phone) ?? '',
        replaces: input.replaces ?? null,
      };
    case 'hours':
      return { kind: 'hours', openingHours: input.openingHours ?? [] };
    case 'readiness': {
      const asked = input.capability ?? '';
      // Kept by its slug now: an old slug (a renamed capability) would not match the facility's fact.
      const capability = (await termsBySlug(db, 'capabilities', [asked])).get(asked)?.slug;
      if (!capability) throw fieldProblem(400, 'capability', `No capability has the slug "${asked}".`);
      return { kind: 'readiness', capability, holds: input.holds ?? true };
    }
    case 'place': {
      const latitude = input.latitude ?? null;
      const longitude = input.longitude ?? null;
      if ((latitude === null) !== (longitude === null))
        throw fieldProblem(400, 'longitude', 'Give both latitude and longitude, or neither.');
      if (!input.address && latitude === null)
        throw fieldProblem(400, 'address', 'Give the right address, or the position on the map.');
      return { kind: 'place', address: input.address || null, latitude, longitude };
    }
    case 'closed':
      return { kind: 'closed' };
  }
}

/**
 * A visitor's correction, kept for the listing's team (and the ADMINs): it changes nothing on the listing
 * until a reviewer accepts it. The listing must exist (404 otherwise): the row's foreign key says so, with
 * no read of the listing on this public path.
 */
export async function receiveCorrection(
  db: Database,
  listing: CorrectedListing,
  input: CorrectionInput,
  now: Date,
): Promise<void> {
  const noSuchListing = () =>
    new HttpProblem(404, `No ${listing.kind === 'facility' ? 'facility' : 'provider'} has this id.`);
  if (!isUuid(listing.id)) throw noSuchListing();
  const proposal = await checkedProposal(db, listing, input);
  try {
    await insertCorrection(db, listing, { proposal, reason: input.reason, createdAt: now });
  } catch (error) {
    throw isForeignKeyViolation(error) ? noSuchListing() : error;
  }
}

/** The tag a decision sends back: the correction's status and when it was sent. */
export const correctionEtag = (correction: { status: string; suggestedAt: string }) =>
  etagOf({ status: correction.status, suggestedAt: correction.suggestedAt });

function present(row: CorrectionDetailRow, now: Date): ListingCorrection {
  const { correction } = row;
  const pending = correction.status === 'pending';
  const suggestedAt = correction.createdAt.toISOString();
  return {
    id: correction.id,
    listing: {
      kind: correction.facilityId ? 'facility' : 'provider',
      id: correction.facilityId ?? correction.providerId ?? '',
      name: row.listingName,
      hasTeam: row.hasTeam,
    },
    proposal: correction.proposal,
    reason: correction.reason,
    status: correction.status,
    escalated: pending && (!row.hasTeam || correction.createdAt <= escalatedBefore(now)),
    suggestedAt,
    decidedAt: correction.decidedAt?.toISOString() ?? null,
    deciderName: row.decider ? fullName(row.decider) : null,
    decisionReason: correction.decisionReason,
    etag: correctionEtag({ status: correction.status, suggestedAt }),
  };
}

/** The ADMINs' queue: by default the pending corrections waiting for them (escalated ones). */
export async function listCorrections(
  db: Database,
  query: CorrectionListQuery,
  now: Date,
): Promise<ListingCorrectionList> {
  const { page, pageSize, status, waiting } = query;
  const onlyEscalated = status === 'pending' && waiting === 'admin' ? escalatedBefore(now) : null;
  const { rows, total } = await findCorrectionPage(db, status, onlyEscalated, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: rows.map((row) => present(row, now)), total, page, pageSize };
}

export async function readCorrection(db: Database, id: string, now: Date): Promise<ListingCorrection> {
  const row = isUuid(id) ? await findCorrection(db, id) : undefined;
  if (!row) throw noSuchCorrection();
  return present(row, now);
}

/** A listing's corrections, for its team: those waiting first, oldest first, then the latest decided. */
export async function correctionsOf(
  db: Database,
  listing: CorrectedListing,
  now: Date,
): Promise<ListingCorrectionList> {
  const items = isUuid(listing.id)
    ? (await findCorrectionsOf(db, listing)).map((row) => present(row, now))
    : [];
  return { items, total: items.length, page: 1, pageSize: items.length };
}

const correctedListingOf = (correction: CorrectionRow): CorrectedListing =>
  correction.facilityId
    ? { kind: 'facility', id: correction.facilityId }
    : { kind: 'provider', id: correction.providerId ?? '' };

const rowEtag = (correction: CorrectionRow) =>
  correctionEtag({ status: correction.status, suggestedAt: correction.createdAt.toISOString() });

/** The listing's phones with the proposed one in place of the one it replaces (or first). */
function correctedPhones(phones: readonly string[], phone: string, replaces: string | null): string[] {
  // The listed number as the visitor saw it, or in E.164 (a number kept as typed may not be a valid one).
  const seen = replaces === null ? [] : [replaces, toE164(replaces)];
  const at = phones.findIndex((listed) => seen.includes(listed));
  const corrected =
    at >= 0 ? phones.map((listed, index) => (index === at ? phone : listed)) : [phone, ...phones];
  return [...new Set(corrected)].slice(0, MAX_PHONES);
}

/** The facility's readiness with the reported fact dated today, or taken away. */
function correctedReadiness(
  facility: FacilityDetail,
  proposal: Extract<CorrectionProposal, { kind: 'readiness' }>,
  today: string,
): NonNullable<FacilityPatch['readiness']> {
  const others = facility.readiness
    .filter((fact) => fact.capability.slug !== proposal.capability)
    .map(({ capability, confirmedAt, source }) => ({ capability: capability.slug, confirmedAt, source }));
  return proposal.holds
    ? [...others, { capability: proposal.capability, confirmedAt: today, source: VISITORS_SOURCE }]
    : others;
}

/** How an accepted correction changes a facility: the reviewer's own write, audited by the facility. */
async function applyToFacility(
  writer: CorrectionWriter,
  facilityId: string,
  proposal: CorrectionProposal,
  byTheFacility: boolean,
): Promise<void> {
  const facility = await getFacilityDetail(writer.db, facilityId, writer.now);
  if (proposal.kind === 'closed') return closeFacility(writer, facilityId, [facilityEtag(facility)]);
  const patch: FacilityPatch =
    proposal.kind === 'phone'
      ? { phones: correctedPhones(facility.phones, proposal.phone, proposal.replaces) }
      : proposal.kind === 'hours'
        ? facilityPatchSchema.parse({ openingHours: proposal.openingHours })
        : proposal.kind === 'place'
          ? { place: placePatch(proposal) }
          : { readiness: correctedReadiness(facility, proposal, dayInNigeria(writer.now)) };
  await changeFacility(writer, facilityId, patch, [facilityEtag(facility)], {
    byTheFacility,
    confirmer: 'visitors',
  });
}

/** The parts of a place a visitor corrected: the address, the pin, or both. */
const placePatch = (proposal: Extract<CorrectionProposal, { kind: 'place' }>) => ({
  ...(proposal.address ? { address: proposal.address } : {}),
  ...(proposal.latitude !== null ? { latitude: proposal.latitude, longitude: proposal.longitude } : {}),
});

/** How an accepted correction changes a doctor's profile: their place, or closed for good. */
async function applyToProvider(
  writer: CorrectionWriter,
  providerId: string,
  proposal: CorrectionProposal,
  byTheProvider: boolean,
): Promise<void> {
  const provider = await getProviderDetail(writer.db, providerId);
  const etag = [providerEtag(provider)];
  if (proposal.kind === 'closed') return closeProvider(writer, providerId, etag);
  if (proposal.kind !== 'place') throw new Error(`a doctor's profile has no ${proposal.kind} to correct`);
  await changeProvider(writer, providerId, { place: placePatch(proposal) }, etag, { byTheProvider });
}

/**
 * A reviewer's decision (If-Match on the correction), once per correction (409 after): acceptance applies
 * it to the listing as the reviewer's own write (audited as theirs, the listing's ETag changes; a team's
 * move far away still waits for an ADMIN), a rejection needs a reason and changes nothing but the
 * correction. `listing`: the one the team's route names; a correction of another is a 404 to them.
 */
export async function decideCorrection(
  writer: CorrectionWriter,
  id: string,
  decision: ListingClaimDecision,
  ifMatch: readonly string[],
  { byTheTeam, listing }: { byTheTeam: boolean; listing?: CorrectedListing },
): Promise<ListingCorrection> {
  if (!isUuid(id)) throw noSuchCorrection();
  const decisionReason = decision.reason?.trim() || null;
  if (decision.status === 'rejected' && !decisionReason)
    throw fieldProblem(400, 'reason', 'Say why the correction is rejected.');
  await writer.db.transaction(async (tx) => {
    const correction = await lockCorrection(tx, id);
    if (!correction) throw noSuchCorrection();
    const corrected = correctedListingOf(correction);
    if (listing && (corrected.kind !== listing.kind || corrected.id !== listing.id)) throw noSuchCorrection();
    assertCurrent(ifMatch, rowEtag(correction));
    if (correction.status !== 'pending')
      throw typedProblem(PROBLEM_TYPES.claimDecided, `This correction was already ${correction.status}.`);
    const accepted = decision.status === 'approved';
    const inTx = { ...writer, db: tx };
    if (accepted && corrected.kind === 'facility')
      await applyToFacility(inTx, corrected.id, correction.proposal, byTheTeam);
    if (accepted && corrected.kind === 'provider')
      await applyToProvider(inTx, corrected.id, correction.proposal, byTheTeam);
    await decideCorrectionRow(tx, id, {
      status: decision.status,
      decisionReason,
      decidedBy: writer.actorId,
      decidedAt: writer.now,
    });
    await recordAudited(
      writer,
      CORRECTION_ENTITY,
      id,
      accepted ? 'approve' : 'reject',
      {
        before: { status: correction.status },
        after: { status: decision.status, reason: decisionReason, listing: corrected },
      },
      tx,
    );
  });
  return readCorrection(writer.db, id, writer.now);
}
