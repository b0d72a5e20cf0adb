import {
  LISTING_CLAIM_RATE_MAX,
  LISTING_CLAIM_RATE_WINDOW_MINUTES,
  PROBLEM_TYPES,
  type AdminListingClaim,
  type AdminListingClaimList,
  type AdminListingClaimListQuery,
  type ListingClaimDecision,
  type ListingClaimInput,
  type ListingClaimKind,
  type NewProfileClaimInput,
  type OwnListingClaim,
  type ProposedProfile,
  type ProposedProfileAnswer,
  type TaxonomyTerm,
  type UserRole,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import type { FastifyBaseLogger } from 'fastify';
import { etagOf } from '../../lib/etag.ts';
import { HttpProblem, tooManyRequests, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { currentAudited, recordAudited, type AuditedEntity } from '../audit/service.ts';
import type { Mailer } from '../mail/plugin.ts';
import { presentKeptPlace, type PlaceNames } from '../../lib/place.ts';
import { addFacilityMember, isFacilityMember, lockFacilityTeam, termsBySlug } from '../facilities/service.ts';
import { checkProposedProfile, createProvider } from '../providers/service.ts';
import { stateAndLgaNames } from '../states/service.ts';
import { changeAccess, lockAccount } from '../users/service.ts';
import { claimApprovedEmail, claimRejectedEmail } from './emails.ts';
import {
  claimsSince,
  countMembers,
  decideClaim,
  findClaim,
  findClaimPage,
  findClaimsOf,
  findFacilityListing,
  findProviderListing,
  findProviderOfUser,
  insertClaim,
  linkProvider,
  lockClaim,
  lockProviderListing,
  type ClaimDetailRow,
  type ClaimRow,
} from './repository.ts';

export const LISTING_CLAIM_ENTITY = 'listing-claim';

export interface ClaimWriter {
  db: Database;
  mailer: Mailer;
  audit: AuditLog;
  publicUrl: string;
  actorId: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

const noSuchClaim = () => new HttpProblem(404, 'There is no such request.');
const noSuchListing = (kind: ListingClaimKind) =>
  new HttpProblem(404, kind === 'facility' ? 'No facility has this id.' : 'No provider has this id.');
const closedListing = (kind: ListingClaimKind) =>
  new HttpProblem(
    409,
    kind === 'facility'
      ? 'This facility is permanently closed: it cannot be managed.'
      : 'This profile is closed: it cannot be managed.',
  );
const profileLinkedElsewhere = () =>
  typedProblem(
    PROBLEM_TYPES.profileLinked,
    'This profile is already linked to another account; it cannot be approved.',
  );

export const listingPath = (kind: ListingClaimKind, id: string) =>
  kind === 'facility' ? `/facilities/${id}` : `/providers/${id}`;

/** The role an approved claim gives its account: an ADMIN stays one. */
export function roleAfterApproval(current: UserRole, kind: ListingClaimKind): UserRole {
  if (current === 'ADMIN') return 'ADMIN';
  return kind === 'facility' ? 'FACILITY_ADMIN' : 'PROVIDER';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function kindOf(claim: Pick<ClaimRow, 'facilityId'>): ListingClaimKind {
  return claim.facilityId ? 'facility' : 'provider';
}

const proposedName = (profile: ProposedProfile) =>
  [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ');

function listingOf(row: ClaimDetailRow) {
  const kind = kindOf(row.claim);
  const id = row.claim.facilityId ?? row.claim.providerId ?? '';
  const proposal = row.claim.proposedProfile;
  return {
    kind,
    id,
    name:
      (kind === 'facility' ? row.facilityName : row.providerName) ?? (proposal ? proposedName(proposal) : ''),
    // A proposed profile has no page until its approval creates it.
    path: id ? listingPath(kind, id) : '',
  };
}

interface ProposalNames extends PlaceNames {
  specialties: Map<string, TaxonomyTerm>;
}

/** The names behind the references of these claims' proposed profiles. */
async function namesOfProposals(db: Database, rows: readonly ClaimDetailRow[]): Promise<ProposalNames> {
  const proposals = rows.flatMap((row) => (row.claim.proposedProfile ? [row.claim.proposedProfile] : []));
  const [specialties, places] = await Promise.all([
    termsBySlug(db, 'specialties', [
      ...new Set(proposals.flatMap((profile) => profile.specialties.map((term) => term.slug))),
    ]),
    stateAndLgaNames(
      db,
      proposals.flatMap((profile) => profile.place.state?.alias ?? []),
    ),
  ]);
  return { specialties, ...places };
}

function presentProposal(profile: ProposedProfile, names: ProposalNames): ProposedProfileAnswer {
  const { place } = profile;
  return {
    name: proposedName(profile),
    title: profile.title ?? null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    specialties: profile.specialties.map(({ slug }) => names.specialties.get(slug) ?? { slug, name: slug }),
    registrationNumber: profile.registrationNumber ?? null,
    place: presentKeptPlace(
      { ...place, state: place.state?.alias ?? null, lga: place.lga?.slug ?? null },
      names,
    ),
  };
}

function presentOwn(row: ClaimDetailRow, names: ProposalNames): OwnListingClaim {
  return {
    id: row.claim.id,
    listing: listingOf(row),
    role: row.claim.role,
    message: row.claim.message,
    status: row.claim.status,
    reason: row.claim.reason,
    proposedProfile: row.claim.proposedProfile ? presentProposal(row.claim.proposedProfile, names) : null,
    createdAt: row.claim.createdAt.toISOString(),
    reviewedAt: iso(row.claim.reviewedAt),
  };
}

async function presentOwnRows(db: Database, rows: readonly ClaimDetailRow[]): Promise<OwnListingClaim[]> {
  const names = await namesOfProposals(db, rows);
  return rows.map((row) => presentOwn(row, names));
}

function presentAdmin(
  row: ClaimDetailRow,
  members: Map<string, number>,
  names: ProposalNames,
): AdminListingClaim {
  return {
    ...presentOwn(row, names),
    claimant: {
      id: row.claimant.id,
      name: `${row.claimant.firstName} ${row.claimant.lastName}`.trim(),
      email: row.claimant.email,
      role: row.claimant.role,
    },
    currentMembers: row.claim.facilityId ? (members.get(row.claim.facilityId) ?? 0) : 0,
    linkedToAnotherAccount: row.providerUserId !== null && row.providerUserId !== row.claimant.id,
    reviewerName:
      row.reviewerFirstName === null ? null : `${row.reviewerFirstName} ${row.reviewerLastName ?? ''}`.trim(),
  };
}

async function presentAdminRows(db: Database, rows: readonly ClaimDetailRow[]) {
  const facilityIds = [
    ...new Set(rows.flatMap((row) => (row.claim.facilityId ? [row.claim.facilityId] : []))),
  ];
  const [members, names] = await Promise.all([countMembers(db, facilityIds), namesOfProposals(db, rows)]);
  return rows.map((row) => presentAdmin(row, members, names));
}

/**
 * A signed-in user asks to manage a facility or a provider profile. Refused for an unknown (404) or closed
 * (409) listing, for one they already manage (409), for one somebody else manages (409 listing-managed),
 * while they have a pending claim of it (409 claim-exists), and beyond LISTING_CLAIM_RATE_MAX claims an hour (429 with Retry-After).
 */
export async function createClaim(
  deps: { db: Database; now: () => Date },
  userId: string,
  target: { kind: ListingClaimKind; id: string },
  input: ListingClaimInput,
): Promise<OwnListingClaim> {
  const { db } = deps;
  const { kind } = target;
  const listing = !isUuid(target.id)
    ? undefined
    : kind === 'facility'
      ? await findFacilityListing(db, target.id)
      : await findProviderListing(db, target.id);
  if (!listing) throw noSuchListing(kind);
  if (listing.closed) throw closedListing(kind);
  const alreadyManages =
    kind === 'facility' ? await isFacilityMember(db, userId, listing.id) : listing.userId === userId;
  if (alreadyManages)
    throw new HttpProblem(
      409,
      kind === 'facility' ? 'You already manage this facility.' : 'This profile is already yours.',
    );
  const managedBySomeoneElse =
    kind === 'facility'
      ? ((await countMembers(db, [listing.id])).get(listing.id) ?? 0) > 0
      : listing.userId !== null;
  if (managedBySomeoneElse)
    throw typedProblem(
      PROBLEM_TYPES.listingManaged,
      kind === 'facility'
        ? "This facility already has a team on CareFinder: ask them to invite you from the facility's dashboard."
        : 'This profile is already linked to its provider’s account. If it is yours, write to us.',
    );

  const now = deps.now();
  await assertClaimRate(db, userId, now);
  const row = await insertClaim(db, {
    userId,
    facilityId: kind === 'facility' ? listing.id : null,
    providerId: kind === 'provider' ? listing.id : null,
    role: input.role,
    message: input.message,
    createdAt: now,
  });
  if (!row)
    throw typedProblem(
      PROBLEM_TYPES.claimExists,
      'You have already asked to manage this listing; we will e-mail you when it is decided.',
    );
  return presentNewClaim(db, row.id);
}

/** Beyond LISTING_CLAIM_RATE_MAX claims (of any kind) an hour, a 429 with Retry-After. */
async function assertClaimRate(db: Database, userId: string, now: Date) {
  const windowMs = LISTING_CLAIM_RATE_WINDOW_MINUTES * 60_000;
  const recent = await claimsSince(db, userId, new Date(now.getTime() - windowMs));
  if (recent.count >= LISTING_CLAIM_RATE_MAX && recent.oldest)
    throw tooManyRequests(
      `You can ask to manage at most ${LISTING_CLAIM_RATE_MAX} listings an hour. Try again later.`,
      (recent.oldest.getTime() + windowMs - now.getTime()) / 1000,
    );
}

async function presentNewClaim(db: Database, id: string): Promise<OwnListingClaim> {
  const detail = await findClaim(db, id);
  if (!detail) throw noSuchClaim();
  const [own] = await presentOwnRows(db, [detail]);
  if (!own) throw noSuchClaim();
  return own;
}

/**
 * A doctor whom no listing names asks to be listed: the profile they propose waits for an ADMIN, like a
 * claim, and approval creates it linked to them. Refused for an account that has a profile already (409
 * profile-linked), while a proposal of theirs waits (409 claim-exists), for a profile a POST
 * /api/providers would refuse (400 naming the field), and beyond the claims' rate (429).
 */
export async function createProfileClaim(
  deps: { db: Database; now: () => Date },
  userId: string,
  { message, ...profile }: NewProfileClaimInput,
): Promise<OwnListingClaim> {
  const { db } = deps;
  if (await findProviderOfUser(db, userId))
    throw typedProblem(
      PROBLEM_TYPES.profileLinked,
      'Your account has its profile already: change it from your dashboard.',
    );
  const now = deps.now();
  await assertClaimRate(db, userId, now);
  await checkProposedProfile(db, profile);
  const row = await insertClaim(db, {
    userId,
    proposedProfile: profile,
    role: 'The doctor',
    message,
    createdAt: now,
  });
  if (!row)
    throw typedProblem(
      PROBLEM_TYPES.claimExists,
      'You have already asked to be listed; we will e-mail you when it is decided.',
    );
  return presentNewClaim(db, row.id);
}

export async function listOwnClaims(db: Database, userId: string): Promise<OwnListingClaim[]> {
  return presentOwnRows(db, await findClaimsOf(db, userId));
}

export async function listClaims(
  db: Database,
  query: AdminListingClaimListQuery,
): Promise<AdminListingClaimList> {
  const { page, pageSize, status } = query;
  const { rows, total } = await findClaimPage(db, status, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: await presentAdminRows(db, rows), total, page, pageSize };
}

export async function readClaim(db: Database, id: string): Promise<AdminListingClaim> {
  const row = isUuid(id) ? await findClaim(db, id) : undefined;
  if (!row) throw noSuchClaim();
  const [claim] = await presentAdminRows(db, [row]);
  if (!claim) throw noSuchClaim();
  return claim;
}

/** The tag a PATCH must send back: the claim's decision. */
/** What an ADMIN's decision changes of a claim: what its ETag is made of. */
const decided = ({ status, reason }: Pick<ClaimRow, 'status' | 'reason'>) => ({ status, reason });

export const claimEtag = (claim: Pick<ClaimRow, 'status' | 'reason'>) => etagOf(decided(claim));

const listingClaims: AuditedEntity<ClaimRow, ReturnType<typeof decided>> = {
  name: LISTING_CLAIM_ENTITY,
  lock: lockClaim,
  missing: noSuchClaim,
  editable: decided,
};

/**
 * Approves a facility claim: the membership, FACILITY_ADMIN (an ADMIN stays one) and, when the account has
 * no active facility or was not a FACILITY_ADMIN, this facility as the active one.
 */
async function approveFacility(tx: Database, claim: ClaimRow, facilityId: string) {
  const facility = await lockFacilityTeam(tx, facilityId);
  if (!facility) throw noSuchListing('facility');
  if (facility.status === 'permanently_closed') throw closedListing('facility');
  const user = await lockAccount(tx, claim.userId);
  if (!user) throw noSuchClaim();
  const role = roleAfterApproval(user.role, 'facility');
  const activeFacilityId =
    user.activeFacilityId === null || user.role !== 'FACILITY_ADMIN' ? facilityId : user.activeFacilityId;
  const joined = await addFacilityMember(tx, user.id, facilityId);
  await changeAccess(tx, user.id, { role, activeFacilityId });
  return {
    createdProfileId: null,
    change: { role: { before: user.role, after: role }, membershipAdded: joined, activeFacilityId },
  };
}

/** Approves a provider claim: the profile linked to the account, which becomes PROVIDER (an ADMIN stays one). */
async function approveProvider(tx: Database, claim: ClaimRow, providerId: string) {
  const provider = await lockProviderListing(tx, providerId);
  if (!provider) throw noSuchListing('provider');
  if (provider.status === 'permanently_closed') throw closedListing('provider');
  if (provider.userId !== null && provider.userId !== claim.userId) throw profileLinkedElsewhere();
  const user = await lockAccount(tx, claim.userId);
  if (!user) throw noSuchClaim();
  const own = await findProviderOfUser(tx, user.id);
  if (own && own.id !== providerId)
    throw typedProblem(
      PROBLEM_TYPES.profileLinked,
      'This account already manages another provider profile; it cannot be approved.',
    );
  if (!(await linkProvider(tx, providerId, user.id))) throw profileLinkedElsewhere();
  const role = roleAfterApproval(user.role, 'provider');
  await changeAccess(tx, user.id, { role });
  return {
    createdProfileId: null,
    change: { role: { before: user.role, after: role }, providerLinked: true },
  };
}

/**
 * Approves a doctor's proposed profile: the profile created (audited as the ADMIN's provider.create) and
 * linked to the account, which becomes PROVIDER (an ADMIN stays one).
 */
async function approveProposal(tx: Database, writer: ClaimWriter, claim: ClaimRow, profile: ProposedProfile) {
  const user = await lockAccount(tx, claim.userId);
  if (!user) throw noSuchClaim();
  if (await findProviderOfUser(tx, user.id))
    throw typedProblem(
      PROBLEM_TYPES.profileLinked,
      'This account already manages a provider profile; it cannot be approved.',
    );
  const created = await createProvider(
    { db: tx, audit: writer.audit, actorId: writer.actorId, now: writer.now() },
    profile,
  );
  if (!(await linkProvider(tx, created.id, user.id))) throw profileLinkedElsewhere();
  const role = roleAfterApproval(user.role, 'provider');
  await changeAccess(tx, user.id, { role });
  return {
    createdProfileId: created.id,
    change: { role: { before: user.role, after: role }, providerCreated: created.id, providerLinked: true },
  };
}

/**
 * The ADMIN's decision (If-Match), once per claim: approval grants the listing (above), rejection changes
 * nothing but the claim. The claim, the account, the audit entry and the e-mail to the claimant are one
 * transaction: the e-mail goes out last, before the commit, and when it cannot be sent nothing is kept (503).
 */
export async function decide(
  writer: ClaimWriter,
  id: string,
  decision: ListingClaimDecision,
  ifMatch: readonly string[],
): Promise<AdminListingClaim> {
  if (!isUuid(id)) throw noSuchClaim();
  const reason = decision.reason?.trim() || null;
  return writer.db.transaction(async (tx) => {
    const claim = await currentAudited(tx, listingClaims, id, ifMatch);
    if (claim.status !== 'pending')
      throw typedProblem(PROBLEM_TYPES.claimDecided, `This request was already ${claim.status}.`);
    const kind = kindOf(claim);
    const approved = decision.status === 'approved';
    const proposal = claim.proposedProfile;
    const outcome = !approved
      ? undefined
      : proposal
        ? await approveProposal(tx, writer, claim, proposal)
        : kind === 'facility'
          ? await approveFacility(tx, claim, claim.facilityId ?? '')
          : await approveProvider(tx, claim, claim.providerId ?? '');
    const created = outcome?.createdProfileId ?? null;
    const listingId = claim.facilityId ?? claim.providerId ?? created;
    await decideClaim(tx, id, {
      status: decision.status,
      reason,
      reviewedBy: writer.actorId,
      reviewedAt: writer.now(),
      ...(created ? { providerId: created } : {}),
    });
    await recordAudited(
      writer,
      LISTING_CLAIM_ENTITY,
      id,
      approved ? 'approve' : 'reject',
      {
        before: { status: claim.status },
        after: {
          status: decision.status,
          reason,
          userId: claim.userId,
          [kind === 'facility' ? 'facilityId' : 'providerId']: listingId,
          ...(outcome ? outcome.change : {}),
        },
      },
      tx,
    );
    const detail = await findClaim(tx, id);
    if (!detail) throw noSuchClaim();
    const listing = listingOf(detail);
    const mail = {
      to: detail.claimant.email,
      firstName: detail.claimant.firstName,
      language: detail.claimant.language,
      kind,
      newProfile: proposal !== null,
      listingName: listing.name,
      listingPath: listing.path,
    };
    try {
      await writer.mailer.send(
        approved
          ? await claimApprovedEmail(
              { ...mail, role: outcome?.change.role.after ?? 'USER' },
              writer.publicUrl,
            )
          : await claimRejectedEmail(mail, reason ?? '', writer.publicUrl),
        tx,
      );
    } catch (error) {
      writer.log.error({ err: error }, 'e-mailing the decision on a listing claim failed');
      throw new HttpProblem(
        503,
        'The claimant could not be e-mailed, so the decision was not saved. Try again in a moment.',
        undefined,
        { 'retry-after': '30' },
      );
    }
    const [presented] = await presentAdminRows(tx, [detail]);
    if (!presented) throw noSuchClaim();
    return presented;
  });
}
