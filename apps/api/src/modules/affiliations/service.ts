import {
  PROBLEM_TYPES,
  type AffiliationRequest,
  type AffiliationRequestInput,
  type ListingClaimDecision,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import type { Mailer } from '../mail/plugin.ts';
import { affiliationDecidedEmail } from './emails.ts';
import {
  decideAffiliationRequest,
  findAffiliationRequests,
  findFacilityStatuses,
  findFacilitySummariesOfProvider,
  findFacilityToJoin,
  findProviderSummariesAtFacility,
  findProviderStatus,
  findProviderAccount,
  hasPendingRequest,
  insertAffiliationRequest,
  isListedAt,
  linkProviderToFacility,
  lockAffiliationRequest,
  replaceActiveFacilitiesOfProvider,
} from './repository.ts';

/*
 * Who works where: the provider-facility links, read from both sides, and the doctors' requests to be listed
 * at a facility. Facilities and providers each show the other through this module, so neither reads the
 * other's tables; a provider's write sets its links here.
 */

/** The active providers who work at the facility, by name, with their specialties: for its page. */
export const providersAtFacility = (db: Database, facilityId: string) =>
  findProviderSummariesAtFacility(db, facilityId);

/** The active facilities the provider works at, as summaries (type, place, rating), by name: for its page. */
export const facilitiesOfProvider = (db: Database, providerId: string) =>
  findFacilitySummariesOfProvider(db, providerId);

/** The status of each of these facilities that exists: a provider write lists only open ones. */
export const facilityStatuses = (db: Database, facilityIds: readonly string[]) =>
  findFacilityStatuses(db, facilityIds);

/**
 * Makes these the active facilities the provider works at (a provider's write): links to closed facilities
 * stay as they are, so a profile read and sent back never loses them.
 */
export const setActiveFacilitiesOfProvider = (
  db: Database,
  providerId: string,
  facilityIds: readonly string[],
): Promise<void> => replaceActiveFacilitiesOfProvider(db, providerId, facilityIds);

export const AFFILIATION_REQUEST_ENTITY = 'affiliation-request';

export interface AffiliationWriter {
  db: Database;
  audit: AuditLog;
  mailer: Mailer;
  actorId: string;
  publicUrl: string;
  now: () => Date;
}

type RequestRow = Awaited<ReturnType<typeof findAffiliationRequests>>[number];

const noSuchRequest = () => new HttpProblem(404, 'There is no such request.');
const noSuchProvider = () => new HttpProblem(404, 'No provider has this id.');
const alreadyWaiting = () =>
  facilityProblem(409, 'Your request to be listed here is waiting for the facility’s answer.');

/** An ADMIN passes the route's check for any id: the profile must exist (and be open) all the same. */
async function assertOpenProvider(db: Database, providerId: string) {
  const status = isUuid(providerId) ? await findProviderStatus(db, providerId) : undefined;
  if (!status) throw noSuchProvider();
  if (status === 'permanently_closed') throw new HttpProblem(409, 'This profile is closed.');
}
const facilityProblem = (status: number, message: string) =>
  new HttpProblem(status, message, [{ path: 'facilityId', message }]);

const present = ({ request, providerName, facilityName }: RequestRow): AffiliationRequest => ({
  id: request.id,
  provider: { id: request.providerId, name: providerName },
  facility: { id: request.facilityId, name: facilityName },
  message: request.message,
  status: request.status,
  reason: request.reason,
  createdAt: request.createdAt.toISOString(),
  decidedAt: request.decidedAt?.toISOString() ?? null,
});

async function presentOne(db: Database, id: string): Promise<AffiliationRequest> {
  const [row] = await findAffiliationRequests(db, { id });
  if (!row) throw noSuchRequest();
  return present(row);
}

/** The provider's requests, newest first. */
export async function listRequestsOfProvider(db: Database, providerId: string) {
  if (!isUuid(providerId) || !(await findProviderStatus(db, providerId))) throw noSuchProvider();
  return { items: (await findAffiliationRequests(db, { providerId })).map(present) };
}

/** The requests waiting for the facility's decision, oldest first. */
export async function listPendingAtFacility(db: Database, facilityId: string) {
  if (!isUuid(facilityId)) throw new HttpProblem(404, 'No facility has this id.');
  return { items: (await findAffiliationRequests(db, { pendingAtFacilityId: facilityId })).map(present) };
}

/**
 * A doctor asks to be listed at a facility: refused for a facility that is unknown (404) or closed (409),
 * where they are listed already (409), or while a request of theirs for it waits (409); each names
 * `facilityId`. Audited.
 */
export async function requestAffiliation(
  writer: AffiliationWriter,
  providerId: string,
  input: AffiliationRequestInput,
): Promise<AffiliationRequest> {
  const { db } = writer;
  await assertOpenProvider(db, providerId);
  const facility = isUuid(input.facilityId) ? await findFacilityToJoin(db, input.facilityId) : undefined;
  if (!facility) throw facilityProblem(404, 'No facility has this id.');
  if (facility.status === 'permanently_closed')
    throw facilityProblem(409, 'This facility is permanently closed.');
  if (await isListedAt(db, providerId, facility.id))
    throw facilityProblem(409, 'You are listed at this facility already.');
  if (await hasPendingRequest(db, providerId, facility.id)) throw alreadyWaiting();
  const created = db.transaction(async (tx) => {
    const id = await insertAffiliationRequest(tx, {
      providerId,
      facilityId: facility.id,
      message: input.message?.trim() || null,
    });
    await recordAudited(
      writer,
      AFFILIATION_REQUEST_ENTITY,
      id,
      'create',
      { after: { providerId, facilityId: facility.id } },
      tx,
    );
    return presentOne(tx, id);
  });
  // Two requests at once: the pending index keeps one, the other is told it waits.
  return created.catch((error: unknown) => {
    throw isUniqueViolation(error) ? alreadyWaiting() : error;
  });
}

/**
 * The facility's team (or an ADMIN) decides once: approval lists the doctor at the facility, in the same
 * transaction as the request's decision and the audit entry. `mayDecideFor` says whether the actor may decide
 * for the request's facility, read in the transaction (403 not-a-member otherwise). The doctor's account, if any, is e-mailed after.
 */
export async function decideAffiliation(
  writer: AffiliationWriter,
  requestId: string,
  decision: ListingClaimDecision,
  mayDecideFor: (db: Database, facilityId: string) => Promise<boolean>,
): Promise<AffiliationRequest> {
  if (!isUuid(requestId)) throw noSuchRequest();
  const reason = decision.reason?.trim() || null;
  const decided = await writer.db.transaction(async (tx) => {
    const request = await lockAffiliationRequest(tx, requestId);
    if (!request) throw noSuchRequest();
    if (!(await mayDecideFor(tx, request.facilityId)))
      throw typedProblem(
        PROBLEM_TYPES.notAMember,
        'Only the facility’s own team decides who is listed there.',
      );
    if (request.status !== 'pending')
      throw new HttpProblem(409, `This request was already ${request.status}.`);
    const approved = decision.status === 'approved';
    if (approved) await linkProviderToFacility(tx, request.providerId, request.facilityId);
    await decideAffiliationRequest(tx, requestId, {
      status: decision.status,
      reason,
      decidedBy: writer.actorId,
      decidedAt: writer.now(),
    });
    await recordAudited(
      writer,
      AFFILIATION_REQUEST_ENTITY,
      requestId,
      approved ? 'approve' : 'reject',
      {
        before: { status: request.status },
        after: {
          status: decision.status,
          reason,
          providerId: request.providerId,
          facilityId: request.facilityId,
        },
      },
      tx,
    );
    return presentOne(tx, requestId);
  });
  writer.mailer.sendLater(async () => {
    const account = await findProviderAccount(writer.db, decided.provider.id);
    return account && (await affiliationDecidedEmail(account, decided, writer.publicUrl));
  });
  return decided;
}
