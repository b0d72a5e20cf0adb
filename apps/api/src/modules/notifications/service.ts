import type { FastifyBaseLogger } from 'fastify';
import { addDays, dayInNigeria } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import type { Mailer } from '../mail/plugin.ts';
import type { EmailMessage } from '../mail/service.ts';
import { authorName } from '../reviews/service.ts';
import { activeAdminAddresses, activeTeamMembers } from '../users/service.ts';
import {
  READINESS_REMINDER_DAYS,
  readinessReminderEmail,
  type ReadinessToConfirm,
} from './readiness-reminder.ts';
import {
  adminDigestEmail,
  teamDigestEmail,
  type NewAffiliationRequest,
  type NewFacilityReview,
} from './emails.ts';
import {
  ADMINS,
  deleteCursor,
  facilityRecipient,
  findCursors,
  findFactsToConfirm,
  findNewAffiliationRequests,
  findNewClaims,
  findNewFacilityReviews,
  findNewReports,
  findOrigin,
  readinessRecipient,
  saveCursor,
  takeSweepLock,
  type Cursor,
} from './repository.ts';

/** The least time between two e-mails to one recipient: what is new meanwhile waits for the next. */
const MAIL_SPACING_MS = 60 * 60_000;

export interface SweepDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * A row's created_at is when its transaction began, and it may commit after a sweep has read: each sweep takes
 * what was created up to this long before it, so such a row is read by the next one.
 */
const LATE_COMMIT_MARGIN_MS = 60_000;

/** A sweep's times: a recipient's news is what was created after its cursor (or `origin`), up to `until`. */
interface SweepTimes {
  now: Date;
  until: Date;
  origin: Date;
}

/** A recipient's e-mail, one per address, and its cursor before this sweep moved it. */
interface Digest {
  recipient: string;
  before: Cursor | undefined;
  messages: EmailMessage[];
}

const isWaiting = (cursor: Cursor | undefined, now: Date) =>
  cursor?.lastSentAt != null && now.getTime() - cursor.lastSentAt.getTime() < MAIL_SPACING_MS;

/**
 * One sweep at `now`: every recipient with news and no e-mail in the last hour is sent one (the ADMINs about
 * claims and reported reviews, a facility's team about doctors asking to be listed there and its new reviews).
 *
 * Of several processes, one sweeps at a time (an advisory lock; the others skip their turn). Its transaction
 * moves the cursors forward and ends before any mail goes: an open transaction would hold a connection while
 * the mail server answers, and on the embedded engine every other query would wait. A recipient none of whose
 * addresses took the mail then gets its cursor back, so its news waits for the next sweep.
 */
export async function sweepNotifications(deps: SweepDeps, now: Date): Promise<void> {
  const digests = await deps.db.transaction(async (tx) =>
    (await takeSweepLock(tx)) ? collectDigests(tx, now, deps.publicUrl) : [],
  );
  for (const digest of digests) {
    await deliver(deps, digest).catch((error: unknown) =>
      deps.log.error({ err: error, recipient: digest.recipient }, 'a notification cursor was not put back'),
    );
  }
}

async function collectDigests(tx: Database, now: Date, publicUrl: string): Promise<Digest[]> {
  const times = {
    now,
    until: new Date(now.getTime() - LATE_COMMIT_MARGIN_MS),
    // Nothing created before the first sweep is ever mailed: recipients without a cursor start from it.
    origin: await findOrigin(tx, now),
  };
  return [
    ...(await adminDigests(tx, times, publicUrl)),
    ...(await teamDigests(tx, times, publicUrl)),
    ...(await readinessReminders(tx, times, publicUrl)),
  ];
}

/**
 * Every READINESS_REMINDER_DAYS, a facility's team is asked to confirm its readiness once a fact of it is
 * that old, before search stops trusting it at 90 days.
 */
async function readinessReminders(tx: Database, times: SweepTimes, publicUrl: string): Promise<Digest[]> {
  const today = dayInNigeria(times.now);
  const facts = await findFactsToConfirm(tx, {
    confirmedBy: addDays(today, -READINESS_REMINDER_DAYS),
    remindedAfter: new Date(times.now.getTime() - READINESS_REMINDER_DAYS * 86_400_000),
  });
  const byFacility = new Map<string, ReadinessToConfirm & { facts: ReadinessToConfirm['facts'][number][] }>();
  for (const { facilityId, facilityName, capability, confirmedAt } of facts) {
    const readiness = byFacility.get(facilityId) ?? { facilityName, facts: [] };
    readiness.facts.push({ capability, confirmedAt });
    byFacility.set(facilityId, readiness);
  }
  const facilityIds = [...byFacility.keys()];
  const cursors = await findCursors(tx, facilityIds.map(readinessRecipient));
  const teams = await activeTeamMembers(tx, facilityIds);
  const digests: Digest[] = [];
  for (const [facilityId, readiness] of byFacility) {
    const messages = await Promise.all(
      (teams.get(facilityId) ?? []).map((member) =>
        readinessReminderEmail(member, readiness, today, publicUrl),
      ),
    );
    const recipient = readinessRecipient(facilityId);
    digests.push(await advance(tx, recipient, cursors.get(recipient), times, messages));
  }
  return digests;
}

async function adminDigests(tx: Database, times: SweepTimes, publicUrl: string): Promise<Digest[]> {
  const before = (await findCursors(tx, [ADMINS])).get(ADMINS);
  if (isWaiting(before, times.now)) return [];
  const since = before?.coveredUntil ?? times.origin;
  const news = {
    claims: await findNewClaims(tx, since, times.until),
    reports: await findNewReports(tx, since, times.until),
  };
  if (!news.claims.length && !news.reports.length) return [];
  const messages = (await activeAdminAddresses(tx)).map((to) => adminDigestEmail(to, news, publicUrl));
  return [await advance(tx, ADMINS, before, times, messages)];
}

/** Each facility's news, by facility id. */
async function findFacilityNews(tx: Database, { origin, until }: SweepTimes) {
  const newsByFacility = new Map<
    string,
    { facilityName: string; requests: NewAffiliationRequest[]; reviews: NewFacilityReview[] }
  >();
  const newsOf = (facilityId: string, facilityName: string) => {
    const news = newsByFacility.get(facilityId) ?? { facilityName, requests: [], reviews: [] };
    newsByFacility.set(facilityId, news);
    return news;
  };
  for (const { facilityId, facilityName, ...request } of await findNewAffiliationRequests(tx, origin, until))
    newsOf(facilityId, facilityName).requests.push(request);
  for (const review of await findNewFacilityReviews(tx, origin, until)) {
    newsOf(review.facilityId, review.facilityName).reviews.push({
      authorName: authorName(review.authorFirstName, review.authorLastName),
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    });
  }
  return newsByFacility;
}

async function teamDigests(tx: Database, times: SweepTimes, publicUrl: string): Promise<Digest[]> {
  const newsByFacility = await findFacilityNews(tx, times);
  const facilityIds = [...newsByFacility.keys()];
  const cursors = await findCursors(tx, facilityIds.map(facilityRecipient));
  const teams = await activeTeamMembers(tx, facilityIds);
  const digests: Digest[] = [];
  for (const [facilityId, news] of newsByFacility) {
    const recipient = facilityRecipient(facilityId);
    const before = cursors.get(recipient);
    if (isWaiting(before, times.now)) continue;
    const messages = await Promise.all(
      (teams.get(facilityId) ?? []).map((member) => teamDigestEmail(member, news, publicUrl)),
    );
    digests.push(await advance(tx, recipient, before, times, messages));
  }
  return digests;
}

/**
 * Moves the recipient's cursor past its news. With no address to write to (no active ADMIN, a facility without
 * a team) the news is passed over: a team formed later is not sent its facility's past.
 */
async function advance(
  tx: Database,
  recipient: string,
  before: Cursor | undefined,
  { now, until }: SweepTimes,
  messages: EmailMessage[],
): Promise<Digest> {
  await saveCursor(tx, recipient, {
    coveredUntil: until,
    lastSentAt: messages.length ? now : (before?.lastSentAt ?? null),
  });
  return { recipient, before, messages };
}

/**
 * Sends the digest to each address; one failing does not stop the others. When none took it, the cursor goes
 * back. When some did, it stays: the others would be sent the same news again (every sweep, for an address
 * the mail server refuses for good).
 */
async function deliver({ db, mailer, log }: SweepDeps, digest: Digest): Promise<void> {
  let delivered = false;
  for (const message of digest.messages) {
    try {
      await mailer.send(message);
      delivered = true;
    } catch (error) {
      log.warn({ err: error, recipient: digest.recipient }, 'a notification e-mail could not be sent');
    }
  }
  if (delivered || !digest.messages.length) return;
  if (digest.before) await saveCursor(db, digest.recipient, digest.before);
  else await deleteCursor(db, digest.recipient);
}
