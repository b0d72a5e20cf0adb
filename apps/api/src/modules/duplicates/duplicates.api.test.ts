import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AuditLogPage,
  DuplicateMergeResult,
  DuplicatePairList,
  FacilityDetail,
  ReviewList,
} from '@carefinder/contracts';
import { importGrid3, schema } from '@carefinder/db';
import {
  makeFacility,
  makeProvider,
  makeReview,
  makeReviewer,
  makeTerm,
  weekdayHours,
  type FacilityOverrides,
} from '../../testing/directory-factories.ts';
import { addMembership, createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { dismissDuplicate, mergeDuplicates } from './service.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;
const asAdmin = () => withBearer(adminToken);

let pairs = 0;

/** Two facilities of one name, flagged as the importer flags them (the later id is the likely duplicate). */
async function flaggedPair(
  first: FacilityOverrides = {},
  second: FacilityOverrides = {},
  { distanceMetres = 120, createdAt }: { distanceMetres?: number; createdAt?: Date } = {},
) {
  const name = `Mercy Clinic ${(pairs += 1)}`;
  const a = await makeFacility(db, { name, ...first });
  const b = await makeFacility(db, { name, ...second });
  const flag = await flagOf(a.id, b.id, { distanceMetres, createdAt });
  return { a, b, flag };
}

async function flagOf(
  x: string,
  y: string,
  { distanceMetres = 120, createdAt }: { distanceMetres?: number; createdAt?: Date } = {},
) {
  const [duplicateOfId, facilityId] = [x, y].sort() as [string, string];
  const [flag] = await db
    .insert(schema.facilityDuplicateFlags)
    .values({ facilityId, duplicateOfId, distanceMetres, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return flag!;
}

const GRID3_HEADER =
  'OBJECTID,globalid,nhfr_uid,nhfr_facility_code,country,iso,state,lga,lga_name_disagreement,ward,' +
  'ward_name_disagreement,facility_name,facility_name_source,ownership,ownership_type,facility_level,' +
  'facility_level_option,latitude,longitude,geocoordinates_source,last_updated,x,y';

/** A registry row in Dala, Kano: the importer's own input, so flags come from the real importer. */
const gridRow = (n: number, uid: string, latitude: string, name: string) =>
  `${n},5c0ffee0-0000-4000-8000-${uid.padStart(12, '0')},${uid},,Nigeria,NGA,Kano,Dala,0,Dala,0,` +
  `${name},GRID3_EHEALTH,Public,Unknown,Primary,Health Post,${latitude},8.5001,` +
  `GRID3_EHEALTH,2024-11-11,8.5001,${latitude}`;

const merge = (flagId: number | string, payload: unknown, headers = asAdmin()) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/duplicates/${flagId}/merge`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const dismiss = (flagId: number | string) =>
  app.inject({ method: 'POST', url: `/api/admin/duplicates/${flagId}/dismiss`, headers: asAdmin() });

async function listAll() {
  const response = await app.inject({ url: '/api/admin/duplicates?pageSize=50', headers: asAdmin() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DuplicatePairList>();
}

async function auditOf(entity: string, entityId: string) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=${entity}&entityId=${entityId}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

const facilityRow = async (id: string) =>
  (await db.select().from(schema.facilities).where(eq(schema.facilities.id, id)))[0]!;

const flagRow = async (id: number) =>
  (await db.select().from(schema.facilityDuplicateFlags).where(eq(schema.facilityDuplicateFlags.id, id)))[0]!;

async function reviewsOf(facilityId: string) {
  return db.select().from(schema.reviews).where(eq(schema.reviews.facilityId, facilityId));
}

async function votesAndReports(reviewIds: string[]) {
  const [votes, reports] = await Promise.all([
    db.select().from(schema.reviewVotes).where(inArray(schema.reviewVotes.reviewId, reviewIds)),
    db.select().from(schema.reviewReports).where(inArray(schema.reviewReports.reviewId, reviewIds)),
  ]);
  const key = (row: { reviewId: string }) => row.reviewId;
  return {
    votes: votes.map((vote) => `${key(vote)}:${vote.userId}:${vote.vote}`).sort(),
    reports: reports.map((report) => `${key(report)}:${report.reporterId}:${report.reason}`).sort(),
  };
}

async function voteAndReport(reviewId: string, vote: 'like' | 'dislike', reason: string) {
  const voter = await makeReviewer(db);
  const reporter = await makeReviewer(db);
  await db.insert(schema.reviewVotes).values({ reviewId, userId: voter.id, vote });
  await db.insert(schema.reviewReports).values({ reviewId, reporterId: reporter.id, reason });
}

const day = (n: number) => new Date(`2026-08-${String(n).padStart(2, '0')}T09:00:00Z`);

/** Everything a refused or failed merge must leave as it was. */
async function snapshot(...facilityIds: string[]) {
  const where = (column: typeof schema.reviews.facilityId) => inArray(column, facilityIds);
  const [facilities, reviews, photos, memberships, flags, audit] = await Promise.all([
    db.select().from(schema.facilities).where(inArray(schema.facilities.id, facilityIds)),
    db.select().from(schema.reviews).where(where(schema.reviews.facilityId)),
    db.select().from(schema.facilityPhotos).where(inArray(schema.facilityPhotos.facilityId, facilityIds)),
    db
      .select()
      .from(schema.facilityMemberships)
      .where(inArray(schema.facilityMemberships.facilityId, facilityIds)),
    db
      .select()
      .from(schema.facilityDuplicateFlags)
      .where(
        or(
          inArray(schema.facilityDuplicateFlags.facilityId, facilityIds),
          inArray(schema.facilityDuplicateFlags.duplicateOfId, facilityIds),
        ),
      ),
    db.select().from(schema.auditLog),
  ]);
  const byId = <Row extends { id: unknown }>(rows: Row[]) =>
    [...rows].sort((x, y) => String(x.id).localeCompare(String(y.id)));
  return {
    facilities: byId(facilities),
    reviews: byId(reviews),
    photos: byId(photos),
    memberships: memberships.map((row) => `${row.userId}:${row.facilityId}`).sort(),
    flags: byId(flags),
    auditEntries: audit.length,
  };
}

describe('GET /api/admin/duplicates', () => {
  it('lists the open flags newest first, each pair with both facilities and their distance', async () => {
    const older = await flaggedPair({}, {}, { createdAt: day(1), distanceMetres: 40 });
    const newer = await flaggedPair(
      {
        stateAlias: 'kano',
        lga: 'Dala',
        address: '12 Kofar Mata Road',
        nhfrCode: '20/08/1/1/1/0001',
        phones: ['+2348031111111'],
        facilityType: 'primary-health-centre',
      },
      { stateAlias: 'kano', lga: 'Dala', address: null, phones: [], status: 'temporarily_closed' },
      { createdAt: day(3), distanceMetres: 350 },
    );
    await makeReview(db, { facilityId: newer.a.id });
    const decided = await flaggedPair({}, {}, { createdAt: day(5) });
    await db
      .update(schema.facilityDuplicateFlags)
      .set({ resolvedAt: day(6) })
      .where(eq(schema.facilityDuplicateFlags.id, decided.flag.id));

    const list = await listAll();
    const ids = list.items.map((item) => item.id);
    expect(ids).not.toContain(decided.flag.id);
    expect(ids.indexOf(newer.flag.id)).toBeLessThan(ids.indexOf(older.flag.id));
    const item = list.items.find((candidate) => candidate.id === newer.flag.id)!;
    const [duplicateOf, facility] = [newer.a, newer.b].sort((x, y) => x.id.localeCompare(y.id));
    expect(item).toMatchObject({
      flaggedAt: day(3).toISOString(),
      distanceMetres: 350,
      facility: { id: facility!.id },
      duplicateOf: { id: duplicateOf!.id },
    });
    const summaries = [item.facility, item.duplicateOf];
    expect(summaries.find((summary) => summary.id === newer.a.id)).toEqual({
      id: newer.a.id,
      name: newer.a.name,
      facilityType: { slug: 'primary-health-centre', name: 'primary health centre' },
      place: {
        state: { alias: 'kano', name: 'Kano' },
        lga: { slug: 'dala', name: 'Dala' },
        ward: 'Alausa',
        address: '12 Kofar Mata Road',
        latitude: 6.6018,
        longitude: 3.3515,
      },
      nhfrCode: '20/08/1/1/1/0001',
      phones: ['+2348031111111'],
      reviewsCount: 1,
      status: 'active',
    });
    expect(summaries.find((summary) => summary.id === newer.b.id)).toMatchObject({
      facilityType: null,
      place: { address: null },
      nhfrCode: null,
      phones: [],
      reviewsCount: 0,
      status: 'temporarily_closed',
    });
    expect(list.total).toBe(list.items.length);
  });

  it('pages', async () => {
    await flaggedPair();
    await flaggedPair();
    const whole = await listAll();
    const response = await app.inject({
      url: '/api/admin/duplicates?page=2&pageSize=1',
      headers: asAdmin(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      page: 2,
      pageSize: 1,
      total: whole.total,
      items: [{ id: whole.items[1]!.id }],
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['page=0', 'page=abc', 'pageSize=0', 'pageSize=51', 'pageSize=1.5', 'page=%00'])(
    'answers 400 to ?%s',
    async (query) => {
      const response = await app.inject({ url: `/api/admin/duplicates?${query}`, headers: asAdmin() });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );
});

describe('POST /api/admin/duplicates/{flagId}/merge', () => {
  it('merge of duplicates keeps every review, with their votes and reports', async () => {
    const { a: kept, b: merged, flag } = await flaggedPair();
    // Reviews of either facility by different authors, each voted on and reported.
    const onKept = await makeReview(db, { facilityId: kept.id, rating: 5, createdAt: day(2) });
    const onMerged = await Promise.all([
      makeReview(db, { facilityId: merged.id, rating: 2, createdAt: day(3) }),
      makeReview(db, { facilityId: merged.id, rating: 3, createdAt: day(4) }),
      makeReview(db, { facilityId: merged.id, rating: 4, status: 'hidden', createdAt: day(5) }),
    ]);
    for (const [index, review] of [onKept, ...onMerged].entries())
      await voteAndReport(review.id, index % 2 ? 'like' : 'dislike', `Reason ${index}`);
    const allIds = [onKept, ...onMerged].map((review) => review.id);
    const before = await votesAndReports(allIds);

    const response = await merge(flag.id, { keep: kept.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DuplicateMergeResult>()).toMatchObject({
      keptId: kept.id,
      mergedId: merged.id,
      moved: { reviews: 3 },
      supersededReviews: 0,
      resolvedFlags: [flag.id],
    });

    // Every review is on the kept facility, the same rows, with the same votes and reports.
    const now = await reviewsOf(kept.id);
    expect(now.map((review) => review.id).sort()).toEqual([...allIds].sort());
    expect(await reviewsOf(merged.id)).toEqual([]);
    for (const review of [onKept, ...onMerged])
      expect(now.find((row) => row.id === review.id)).toMatchObject({
        authorId: review.authorId,
        rating: review.rating,
        comment: review.comment,
        status: review.status,
        createdAt: review.createdAt,
      });
    expect(await votesAndReports(allIds)).toEqual(before);

    // The kept facility's rating is its published reviews' (5, 2, 3; the hidden one does not count).
    const page = await app.inject({ url: `/api/facilities/${kept.id}`, headers: withApiKey() });
    expect(page.json<FacilityDetail>()).toMatchObject({ averageRating: 10 / 3, reviewsCount: 3 });
    const publicReviews = await app.inject({
      url: `/api/facilities/${kept.id}/reviews`,
      headers: withApiKey(),
    });
    expect(publicReviews.json<ReviewList>().total).toBe(3);
    expect(await facilityRow(merged.id)).toMatchObject({ averageRating: null, reviewsCount: 0 });
  });

  it('keeps the newest review of an author who reviewed both; the older stays with the merged facility', async () => {
    const { a: kept, b: merged, flag } = await flaggedPair();
    const [newerOnMergedAuthor, newerOnKeptAuthor] = [await makeReviewer(db), await makeReviewer(db)];
    // Author 1 wrote on the kept facility first, then on the merged one: the merged one's review moves.
    const olderOnKept = await makeReview(db, {
      facilityId: kept.id,
      authorId: newerOnMergedAuthor.id,
      rating: 1,
      createdAt: day(1),
    });
    const newerOnMerged = await makeReview(db, {
      facilityId: merged.id,
      authorId: newerOnMergedAuthor.id,
      rating: 5,
      createdAt: day(9),
    });
    // Author 2 the other way round: the kept facility's review stays.
    const newerOnKept = await makeReview(db, {
      facilityId: kept.id,
      authorId: newerOnKeptAuthor.id,
      rating: 4,
      createdAt: day(8),
    });
    const olderOnMerged = await makeReview(db, {
      facilityId: merged.id,
      authorId: newerOnKeptAuthor.id,
      rating: 2,
      createdAt: day(2),
    });
    for (const review of [olderOnKept, newerOnMerged, newerOnKept, olderOnMerged])
      await voteAndReport(review.id, 'like', `About ${review.id}`);
    const allIds = [olderOnKept, newerOnMerged, newerOnKept, olderOnMerged].map((review) => review.id);
    const before = await votesAndReports(allIds);

    const response = await merge(flag.id, { keep: kept.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DuplicateMergeResult>()).toMatchObject({
      moved: { reviews: 1 },
      supersededReviews: 2,
    });

    expect((await reviewsOf(kept.id)).map((review) => review.id).sort()).toEqual(
      [newerOnMerged.id, newerOnKept.id].sort(),
    );
    const left = await reviewsOf(merged.id);
    expect(left.map((review) => review.id).sort()).toEqual([olderOnKept.id, olderOnMerged.id].sort());
    // The review that stepped aside is the same row (id, text, dates, counters).
    expect(left.find((review) => review.id === olderOnKept.id)).toEqual({
      ...olderOnKept,
      facilityId: merged.id,
    });
    // Not one review, vote or report is lost.
    expect(await votesAndReports(allIds)).toEqual(before);
    expect(await facilityRow(kept.id)).toMatchObject({ averageRating: 4.5, reviewsCount: 2 });

    const [entry] = await auditOf('facility', merged.id);
    expect((entry?.after as { supersededReviewIds: string[] }).supersededReviewIds.sort()).toEqual(
      [olderOnKept.id, olderOnMerged.id].sort(),
    );
  });

  it('moves photos, members and providers, unites terms and phones, fills empty fields, and closes the other with a 301', async () => {
    const terms = {
      services: ['antenatal-care', 'immunisation'],
      insurance: ['nhia'],
    };
    const {
      a: kept,
      b: merged,
      flag,
    } = await flaggedPair(
      {
        facilityType: null,
        address: null,
        ward: null,
        email: null,
        website: 'https://mercy.example.ng',
        ownership: 'unknown',
        level: 'unknown',
        phones: ['+2348031234567'],
        terms: { services: ['immunisation'] },
        photos: [{ url: 'https://img.example.ng/k0.jpg', alt: 'Kept front' }],
      },
      {
        facilityType: 'general-hospital',
        address: '4 Allen Avenue',
        ward: 'Allen',
        email: 'desk@mercy.example.ng',
        website: 'https://other.example.ng',
        ownership: 'faith_based',
        ownershipDetail: 'Catholic Diocese',
        level: 'secondary',
        phones: ['0803 123 4567', '+2348097654321'],
        terms,
        openingHours: [weekdayHours('MONDAY', '08:00', '17:00')],
        photos: [
          { url: 'https://img.example.ng/m0.jpg', alt: 'Merged ward' },
          { url: 'https://img.example.ng/m1.jpg', alt: 'Merged gate' },
        ],
      },
    );
    const [both, onlyMerged, onlyKept] = await Promise.all([
      makeReviewer(db),
      makeReviewer(db),
      makeReviewer(db),
    ]);
    await addMembership(db, both.id, kept.id);
    await addMembership(db, both.id, merged.id);
    await addMembership(db, onlyMerged.id, merged.id);
    await addMembership(db, onlyKept.id, kept.id);
    await db
      .update(schema.users)
      .set({ activeFacilityId: merged.id })
      .where(inArray(schema.users.id, [both.id, onlyMerged.id]));
    const sharedProvider = await makeProvider(db, { facilityIds: [kept.id, merged.id] });
    const mergedProvider = await makeProvider(db, { facilityIds: [merged.id] });

    const response = await merge(flag.id, { keep: kept.id });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<DuplicateMergeResult>();
    expect(result).toEqual({
      keptId: kept.id,
      mergedId: merged.id,
      moved: { reviews: 0, photos: 2, memberships: 2, activeFacilities: 2, providers: 2, redirects: 0 },
      supersededReviews: 0,
      added: {
        terms: 2,
        // 0803 123 4567 is the kept facility's +2348031234567.
        phones: ['+2348097654321'],
        openingHours: true,
        fields: [
          'facilityTypeId',
          'ownership',
          'ownershipDetail',
          'level',
          'ward',
          'address',
          'email',
          'phones',
        ],
      },
      resolvedFlags: [flag.id],
    });

    const page = await app.inject({ url: `/api/facilities/${kept.id}`, headers: withApiKey() });
    expect(page.statusCode).toBe(200);
    const detail = page.json<FacilityDetail>();
    expect(detail).toMatchObject({
      name: kept.name,
      facilityType: { slug: 'general-hospital' },
      ownership: 'faith_based',
      ownershipDetail: 'Catholic Diocese',
      level: 'secondary',
      place: { ward: 'Allen', address: '4 Allen Avenue' },
      email: 'desk@mercy.example.ng',
      // Its own website stays.
      website: 'https://mercy.example.ng',
      phones: ['+2348031234567', '+2348097654321'],
      openingHours: [
        { day: 'MONDAY', open: expect.stringMatching(/^08:00/), close: expect.stringMatching(/^17:00/) },
      ],
      photos: [
        { url: 'https://img.example.ng/k0.jpg', alt: 'Kept front' },
        { url: 'https://img.example.ng/m0.jpg', alt: 'Merged ward' },
        { url: 'https://img.example.ng/m1.jpg', alt: 'Merged gate' },
      ],
      status: 'active',
    });
    expect(detail.services.map((term) => term.slug).sort()).toEqual(['antenatal-care', 'immunisation']);
    expect(detail.insurance.map((term) => term.slug)).toEqual(['nhia']);
    expect(detail.providers.map((provider) => provider.id).sort()).toEqual(
      [sharedProvider.id, mergedProvider.id].sort(),
    );
    const memberships = await db
      .select()
      .from(schema.facilityMemberships)
      .where(inArray(schema.facilityMemberships.userId, [both.id, onlyMerged.id, onlyKept.id]));
    expect(memberships.map((row) => row.facilityId)).toEqual([kept.id, kept.id, kept.id]);
    const active = await db
      .select({ activeFacilityId: schema.users.activeFacilityId })
      .from(schema.users)
      .where(inArray(schema.users.id, [both.id, onlyMerged.id]));
    expect(active).toEqual([{ activeFacilityId: kept.id }, { activeFacilityId: kept.id }]);

    // The other is closed for good, points at the kept one, and its URL leads there.
    expect(await facilityRow(merged.id)).toMatchObject({
      status: 'permanently_closed',
      mergedIntoId: kept.id,
    });
    const gone = await app.inject({ url: `/api/facilities/${merged.id}`, headers: withApiKey() });
    expect(gone.statusCode).toBe(301);
    expect(gone.headers.location).toBe(`/api/facilities/${kept.id}`);
    expect(gone.body).toBe('');

    // Search: the merged facility has left the index; the kept one is found by the services it gained.
    const documents = await db
      .select({ id: schema.searchDocuments.id, termIds: schema.searchDocuments.termIds })
      .from(schema.searchDocuments)
      .where(inArray(schema.searchDocuments.id, [kept.id, merged.id]));
    expect(documents.map((document) => document.id)).toEqual([kept.id]);
    const antenatal = await makeTerm(db, 'services', 'antenatal-care');
    expect(documents[0]?.termIds).toContain(antenatal.id);
    const search = await app.inject({
      url: `/api/search?q=${encodeURIComponent(kept.name)}&service=antenatal-care`,
      headers: withApiKey(),
    });
    expect(search.statusCode, search.body).toBe(200);
    const found = (search.json() as { items: { id: string }[] }).items.map((item) => item.id);
    expect(found).toContain(kept.id);
    expect(found).not.toContain(merged.id);
  });

  it('records one audit entry in the same transaction: a failing audit leaves nothing merged', async () => {
    const { a: kept, b: merged, flag } = await flaggedPair();
    await makeReview(db, { facilityId: merged.id });
    const before = await snapshot(kept.id, merged.id);
    const failingAudit: AuditLog = {
      record: async () => {
        throw new Error('the audit log is unavailable');
      },
    };
    await expect(
      mergeDuplicates({ db, audit: failingAudit, actorId: admin.id, now: new Date() }, flag.id, kept.id),
    ).rejects.toThrow('the audit log is unavailable');
    expect(await snapshot(kept.id, merged.id)).toEqual(before);
    await expect(
      dismissDuplicate({ db, audit: failingAudit, actorId: admin.id, now: new Date() }, flag.id),
    ).rejects.toThrow('the audit log is unavailable');
    expect(await snapshot(kept.id, merged.id)).toEqual(before);

    const response = await merge(flag.id, { keep: kept.id });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await auditOf('facility', merged.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'facility.merge',
      actor: { id: admin.id },
      entity: 'facility',
      entityId: merged.id,
      before: {
        flagId: flag.id,
        kept: { id: kept.id, reviewsCount: 0 },
        merged: { id: merged.id, status: 'active', mergedIntoId: null, reviewsCount: 1 },
      },
      after: {
        flagId: flag.id,
        kept: { id: kept.id, reviewsCount: 1 },
        merged: { id: merged.id, status: 'permanently_closed', mergedIntoId: kept.id, reviewsCount: 0 },
        moved: { reviews: 1, photos: 0, memberships: 0, activeFacilities: 0, providers: 0, redirects: 0 },
        resolvedFlags: [flag.id],
      },
    });
  });

  it('resolves every open flag naming the merged facility, and only those', async () => {
    const { a: kept, b: merged, flag } = await flaggedPair();
    const third = await makeFacility(db, { name: kept.name });
    const fourth = await makeFacility(db, { name: kept.name });
    const mergedWithThird = await flagOf(merged.id, third.id);
    const keptWithFourth = await flagOf(kept.id, fourth.id);
    const response = await merge(flag.id, { keep: kept.id });
    expect(response.json<DuplicateMergeResult>().resolvedFlags).toEqual(
      [flag.id, mergedWithThird.id].sort((x, y) => x - y),
    );
    expect((await flagRow(mergedWithThird.id)).resolvedAt).not.toBeNull();
    expect((await flagRow(keptWithFourth.id)).resolvedAt).toBeNull();
    const open = (await listAll()).items.map((item) => item.id);
    expect(open).toContain(keptWithFourth.id);
    expect(open).not.toContain(flag.id);
    expect(open).not.toContain(mergedWithThird.id);
  });

  it('keeps either side: the facility flagged as the duplicate can be the one kept', async () => {
    const { flag } = await flaggedPair();
    const response = await merge(flag.id, { keep: flag.facilityId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ keptId: flag.facilityId, mergedId: flag.duplicateOfId });
  });

  it('re-points earlier merges, so a merged URL never leads to another redirect', async () => {
    const first = await flaggedPair();
    await merge(first.flag.id, { keep: first.b.id });
    const c = await makeFacility(db, { name: first.b.name });
    const second = await flagOf(first.b.id, c.id);
    const response = await merge(second.id, { keep: c.id });
    expect(response.json<DuplicateMergeResult>().moved.redirects).toBe(1);
    for (const id of [first.a.id, first.b.id]) {
      const page = await app.inject({ url: `/api/facilities/${id}`, headers: withApiKey() });
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe(`/api/facilities/${c.id}`);
    }
  });

  it('refuses a second decision on the same pair (409), and records nothing for it', async () => {
    const { a, b, flag } = await flaggedPair();
    // Both at once: one merges, the other finds the pair decided.
    const responses = await Promise.all([merge(flag.id, { keep: a.id }), merge(flag.id, { keep: b.id })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ status: 409, detail: expect.stringContaining('already') });
    const entries = [...(await auditOf('facility', a.id)), ...(await auditOf('facility', b.id))];
    expect(entries).toHaveLength(1);
    const rows = [await facilityRow(a.id), await facilityRow(b.id)];
    expect(rows.filter((row) => row.status === 'permanently_closed')).toHaveLength(1);
    expect((await dismiss(flag.id)).statusCode).toBe(409);
  });

  it('takes turns when two merges share a facility: one merges, the other finds its pair decided', async () => {
    const { a, b, flag } = await flaggedPair();
    const c = await makeFacility(db, { name: a.name });
    const other = await flagOf(b.id, c.id);
    // A keeps b's pair mate a, the other merges b into c: both lock b, in the same order.
    const responses = await Promise.all([merge(flag.id, { keep: a.id }), merge(other.id, { keep: c.id })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await facilityRow(b.id)).toMatchObject({ status: 'permanently_closed' });
    expect([a.id, c.id]).toContain((await facilityRow(b.id)).mergedIntoId);
    expect((await flagRow(flag.id)).resolvedAt).not.toBeNull();
    expect((await flagRow(other.id)).resolvedAt).not.toBeNull();
  });

  it('refuses to keep a permanently closed facility when the other is open (409 naming keep)', async () => {
    const { a, b, flag } = await flaggedPair({ status: 'permanently_closed' });
    const before = await snapshot(a.id, b.id);
    const response = await merge(flag.id, { keep: a.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: [{ path: 'keep' }] });
    expect(await snapshot(a.id, b.id)).toEqual(before);
  });

  it('refuses a pair whose facility was merged elsewhere since it was flagged (409)', async () => {
    const { a, b, flag } = await flaggedPair();
    const c = await makeFacility(db, { name: a.name });
    await db
      .update(schema.facilities)
      .set({ status: 'permanently_closed', mergedIntoId: c.id })
      .where(eq(schema.facilities.id, b.id));
    const before = await snapshot(a.id, b.id);
    const response = await merge(flag.id, { keep: a.id });
    expect(response.statusCode).toBe(409);
    expect(await snapshot(a.id, b.id)).toEqual(before);
  });

  describe('bad input is a 400 (never a 500), and nothing changes', () => {
    const cases: [string, string | number, (pair: { a: { id: string } }) => unknown][] = [
      ['a flag id that is not a number', 'abc', ({ a }) => ({ keep: a.id })],
      ['a flag id of 0', 0, ({ a }) => ({ keep: a.id })],
      ['a negative flag id', -3, ({ a }) => ({ keep: a.id })],
      ['a fractional flag id', '1.5', ({ a }) => ({ keep: a.id })],
      ['a flag id beyond the integers', '99999999999', ({ a }) => ({ keep: a.id })],
      ['no keep', 'flag', () => ({})],
      ['a keep that is not a uuid', 'flag', () => ({ keep: 'the first one' })],
      ['a keep that is a number', 'flag', () => ({ keep: 7 })],
      ['a keep with a NUL byte', 'flag', ({ a }) => ({ keep: `${a.id}\u0000` })],
      [
        'a keep that is neither of the pair',
        'flag',
        () => ({ keep: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11' }),
      ],
      ['a body that is not an object', 'flag', () => ['keep']],
    ];
    it.each(cases)('%s', async (_label, flagId, body) => {
      const pair = await flaggedPair();
      const before = await snapshot(pair.a.id, pair.b.id);
      const response = await merge(flagId === 'flag' ? pair.flag.id : flagId, body(pair));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(await snapshot(pair.a.id, pair.b.id)).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const { flag } = await flaggedPair();
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/duplicates/${flag.id}/merge`,
        headers: { ...asAdmin(), 'content-type': 'application/json' },
        payload: '{"keep": ',
      });
      expect(response.statusCode).toBe(400);
    });

    it.each(['abc', '0', '99999999999'])('dismiss of flag %s', async (flagId) => {
      expect((await dismiss(flagId)).statusCode).toBe(400);
    });
  });

  it('answers 404 for a flag that does not exist', async () => {
    const response = await merge(2_000_000_000, { keep: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11' });
    expect(response.statusCode).toBe(404);
    expect((await dismiss(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/duplicates/{flagId}/dismiss', () => {
  it('resolves the flag with an audit entry; both facilities stay as they were', async () => {
    const { a, b, flag } = await flaggedPair();
    const response = await dismiss(flag.id);
    expect(response.statusCode, response.body).toBe(204);
    expect((await flagRow(flag.id)).resolvedAt).not.toBeNull();
    expect((await listAll()).items.map((item) => item.id)).not.toContain(flag.id);
    expect(await facilityRow(a.id)).toMatchObject({ status: 'active', mergedIntoId: null });
    expect(await facilityRow(b.id)).toMatchObject({ status: 'active', mergedIntoId: null });
    const entries = await auditOf('duplicate-flag', String(flag.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'duplicate-flag.dismiss',
      actor: { id: admin.id },
      before: { facilityId: flag.facilityId, duplicateOfId: flag.duplicateOfId, resolvedAt: null },
      after: { resolvedAt: expect.any(String) },
    });
    // A second dismissal is refused and recorded nowhere.
    expect((await dismiss(flag.id)).statusCode).toBe(409);
    expect(await auditOf('duplicate-flag', String(flag.id))).toHaveLength(1);
  });

  it('never pairs a merged facility again: a new registry row near it is paired with the kept one only', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'carefinder-duplicates-')), 'merged.csv');
    const rows = (count: number) => [
      GRID3_HEADER,
      ...[1, 2, 3].slice(0, count).map((n) => gridRow(n, `9200000${n}`, `12.10${n}1`, 'Dorayi Clinic')),
    ];
    writeFileSync(file, rows(2).join('\n'));
    await importGrid3(db, file);
    const [flag] = await db
      .select()
      .from(schema.facilityDuplicateFlags)
      .innerJoin(schema.facilities, eq(schema.facilities.id, schema.facilityDuplicateFlags.facilityId))
      .where(
        and(eq(schema.facilities.name, 'Dorayi Clinic'), isNull(schema.facilityDuplicateFlags.resolvedAt)),
      );
    const pair = flag!.facility_duplicate_flags;
    expect((await merge(pair.id, { keep: pair.duplicateOfId })).statusCode).toBe(200);

    writeFileSync(file, rows(3).join('\n'));
    await importGrid3(db, file);
    const open = await db
      .select()
      .from(schema.facilityDuplicateFlags)
      .where(
        and(
          isNull(schema.facilityDuplicateFlags.resolvedAt),
          or(
            eq(schema.facilityDuplicateFlags.facilityId, pair.facilityId),
            eq(schema.facilityDuplicateFlags.duplicateOfId, pair.facilityId),
          ),
        ),
      );
    expect(open).toEqual([]);
  });

  it('is not proposed again when the registry is imported again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'carefinder-duplicates-')), 'pair.csv');
    const row = (n: number, uid: string, latitude: string) =>
      gridRow(n, uid, latitude, 'Gwammaja Model Clinic');
    writeFileSync(
      file,
      [GRID3_HEADER, row(1, '91000001', '12.0001'), row(2, '91000002', '12.0031')].join('\n'),
    );
    await importGrid3(db, file);
    const imported = await db
      .select({ id: schema.facilities.id })
      .from(schema.facilities)
      .where(eq(schema.facilities.name, 'Gwammaja Model Clinic'));
    const ids = imported.map((facility) => facility.id);
    const flagsOfPair = () =>
      db
        .select()
        .from(schema.facilityDuplicateFlags)
        .where(
          and(
            inArray(schema.facilityDuplicateFlags.facilityId, ids),
            inArray(schema.facilityDuplicateFlags.duplicateOfId, ids),
          ),
        );
    const [flag] = await flagsOfPair();
    expect(flag).toMatchObject({ resolvedAt: null });
    expect(flag!.distanceMetres).toBeGreaterThan(300);

    expect((await dismiss(flag!.id)).statusCode).toBe(204);
    await importGrid3(db, file);
    expect(await flagsOfPair()).toEqual([{ ...flag, resolvedAt: expect.any(Date) }]);
    const open = await db
      .select()
      .from(schema.facilityDuplicateFlags)
      .where(
        and(
          isNull(schema.facilityDuplicateFlags.resolvedAt),
          or(
            inArray(schema.facilityDuplicateFlags.facilityId, ids),
            inArray(schema.facilityDuplicateFlags.duplicateOfId, ids),
          ),
        ),
      );
    expect(open).toEqual([]);
  });
});
