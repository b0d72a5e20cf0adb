import { describe, expect, it } from 'vitest';
import type {
  AdminReview,
  AdminReviewList,
  AuditLogPage,
  FacilityDetail,
  ModeratedReview,
  MyReviewList,
  ProviderDetail,
  ReviewList,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview, makeReviewer } from '../../testing/directory-factories.ts';
import { createUser, randomAddress, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;

const asAdmin = () => withBearer(adminToken);

const moderate = (id: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/reviews/${id}`,
    headers: asAdmin(),
    payload: payload as Record<string, unknown>,
  });

async function queue(query: string) {
  const response = await app.inject({ url: `/api/admin/reviews?${query}`, headers: asAdmin() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminReviewList>();
}

/** The whole of a queue (they are small here), to find one test's reviews among the others'. */
const wholeQueue = async (status: string) => (await queue(`status=${status}&pageSize=50`)).items;

const inQueue = async (status: string, id: string) =>
  (await wholeQueue(status)).find((item) => item.id === id);

async function auditOf(reviewId: string) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=review&entityId=${reviewId}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

async function publicReviews(kind: 'facilities' | 'providers', id: string) {
  const response = await app.inject({ url: `/api/${kind}/${id}/reviews`, headers: withApiKey() });
  expect(response.statusCode).toBe(200);
  return response.json<ReviewList>();
}

async function rating(kind: 'facilities' | 'providers', id: string) {
  const response = await app.inject({ url: `/api/${kind}/${id}`, headers: withApiKey() });
  expect(response.statusCode).toBe(200);
  const { averageRating, reviewsCount } = response.json<FacilityDetail | ProviderDetail>();
  return { averageRating, reviewsCount };
}

/** Reports straight in the database, so their times (and so the queue's order) are the test's. */
async function report(reviewId: string, reason: string, at: Date) {
  const reporter = await makeReviewer(db);
  await db.insert(schema.reviewReports).values({ reviewId, reporterId: reporter.id, reason, createdAt: at });
}

const day = (n: number) => new Date(`2026-09-${String(n).padStart(2, '0')}T08:00:00Z`);

describe('GET /api/admin/reviews', () => {
  it('lists the reported queue newest report first, with the review, its target, counts and distinct reasons', async () => {
    const facility = await makeFacility(db, { name: 'Ikeja Mercy Clinic' });
    const author = await makeReviewer(db, { firstName: 'Tunde', lastName: 'Bakare' });
    const older = await makeReview(db, {
      facilityId: facility.id,
      authorId: author.id,
      rating: 1,
      comment: 'Call 0803 for cheaper drugs elsewhere!',
      createdAt: day(1),
    });
    const newer = await makeReview(db, { facilityId: facility.id, rating: 2, createdAt: day(2) });
    const quiet = await makeReview(db, { facilityId: facility.id, rating: 5, createdAt: day(3) });
    const hidden = await makeReview(db, { facilityId: facility.id, status: 'hidden', createdAt: day(4) });
    await report(older.id, 'Advertises another clinic.', day(5));
    await report(older.id, 'Insults the nurses by name.', day(6));
    await report(older.id, 'Advertises another clinic.', day(7));
    await report(newer.id, 'Not about this hospital.', day(8));
    await report(hidden.id, 'Spam spam spam.', day(9));

    const reported = (await wholeQueue('reported')).filter((item) => item.target.id === facility.id);
    // Published with a report: the hidden one is not in it, nor the one nobody reported.
    expect(reported.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(reported[1]).toEqual<AdminReview>({
      id: older.id,
      rating: 1,
      comment: 'Call 0803 for cheaper drugs elsewhere!',
      date: day(1).toISOString(),
      status: 'published',
      author: { id: author.id, name: 'Tunde Bakare' },
      target: { kind: 'facility', id: facility.id, name: 'Ikeja Mercy Clinic' },
      reportCount: 3,
      openReportCount: 3,
      lastReportedAt: day(7).toISOString(),
      reasons: [
        { reason: 'Advertises another clinic.', count: 2 },
        { reason: 'Insults the nurses by name.', count: 1 },
      ],
      moderationReason: null,
      moderatedAt: null,
      moderatedBy: null,
    });

    const published = (await wholeQueue('published')).filter((item) => item.target.id === facility.id);
    expect(published.map((item) => item.id)).toEqual([quiet.id, newer.id, older.id]);
    expect(published[0]).toMatchObject({ reportCount: 0, reasons: [], lastReportedAt: null });

    const hiddenItems = (await wholeQueue('hidden')).filter((item) => item.target.id === facility.id);
    expect(hiddenItems.map((item) => item.id)).toEqual([hidden.id]);
    expect(hiddenItems[0]).toMatchObject({ status: 'hidden', reportCount: 1 });
  });

  it('names a provider target by first and last name', async () => {
    const provider = await makeProvider(db, { firstName: 'Ngozi', lastName: 'Okafor' });
    const review = await makeReview(db, { providerId: provider.id });
    await report(review.id, 'Fake review by a rival.', day(10));
    expect((await inQueue('reported', review.id))?.target).toEqual({
      kind: 'provider',
      id: provider.id,
      name: 'Ngozi Okafor',
    });
  });

  it('is the reported queue by default, and pages it (page, pageSize ≤ 50, total)', async () => {
    const facility = await makeFacility(db);
    for (const n of [11, 12, 13]) {
      const review = await makeReview(db, { facilityId: facility.id });
      await report(review.id, 'Rude and off topic.', day(n));
    }
    const all = await queue('');
    expect(all).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.total).toBe(all.items.length);
    expect(all.items.every((item) => item.status === 'published' && item.openReportCount > 0)).toBe(true);

    const paged = [];
    for (let page = 1; page <= all.total; page++) {
      const one = await queue(`status=reported&page=${page}&pageSize=1`);
      expect(one).toMatchObject({ total: all.total, page, pageSize: 1 });
      paged.push(...one.items.map((item) => item.id));
    }
    expect(paged).toEqual(all.items.map((item) => item.id));
    expect((await queue(`page=${all.total + 1}`)).items).toEqual([]);
  });

  it.each([
    ['status=removed', 'status'],
    ['status=', 'status'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['status=hidden%00', 'status'],
  ])('answers ?%s with 400 naming %s', async (query, field) => {
    const response = await app.inject({ url: `/api/admin/reviews?${query}`, headers: asAdmin() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: field }));
  });
});

describe('PATCH /api/admin/reviews/:id', () => {
  it('hides a review: out of the public list and the aggregate at once, in the hidden queue, audited once', async () => {
    const facility = await makeFacility(db);
    const kept = await makeReview(db, { facilityId: facility.id, rating: 5 });
    const review = await makeReview(db, { facilityId: facility.id, rating: 1 });
    await report(review.id, 'Advertises another clinic.', day(14));
    expect(await rating('facilities', facility.id)).toEqual({ averageRating: 3, reviewsCount: 2 });

    const response = await moderate(review.id, {
      status: 'hidden',
      reason: '  Advertising is not allowed.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const hidden = response.json<ModeratedReview>();
    expect(hidden).toMatchObject({
      id: review.id,
      status: 'hidden',
      moderationReason: 'Advertising is not allowed.',
      moderatedAt: expect.any(String),
      reportCount: 1,
      openReportCount: 0,
      reasons: [{ reason: 'Advertises another clinic.', count: 1 }],
      averageRating: 5,
      reviewsCount: 1,
    });

    const list = await publicReviews('facilities', facility.id);
    expect(list.items.map((item) => item.id)).toEqual([kept.id]);
    expect(list).toMatchObject({ total: 1, averageRating: 5, reviewsCount: 1 });
    expect(await rating('facilities', facility.id)).toEqual({ averageRating: 5, reviewsCount: 1 });
    expect(await inQueue('reported', review.id)).toBeUndefined();
    expect(await inQueue('hidden', review.id)).toMatchObject({
      moderationReason: 'Advertising is not allowed.',
    });
    // Read alone, as the back office opens it: the reason, and who hid it.
    const opened = await app.inject({ url: `/api/admin/reviews/${review.id}`, headers: asAdmin() });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<AdminReview>()).toMatchObject({
      status: 'hidden',
      moderationReason: 'Advertising is not allowed.',
      moderatedBy: { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim() },
    });
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id'])
      expect(
        (await app.inject({ url: `/api/admin/reviews/${unknown}`, headers: asAdmin() })).statusCode,
      ).toBe(404);

    const entries = await auditOf(review.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'review.hide',
        actor: expect.objectContaining({ id: admin.id }),
        before: { status: 'published', moderationReason: null, openReports: 1 },
        after: {
          status: 'hidden',
          moderationReason: 'Advertising is not allowed.',
          openReports: 0,
          reason: 'Advertising is not allowed.',
        },
      }),
    ]);

    // Hiding it again changes nothing and records nothing.
    const again = await moderate(review.id, { status: 'hidden', reason: 'Advertising is not allowed.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'hidden',
      moderatedAt: hidden.moderatedAt,
      reviewsCount: 1,
    });
    expect(await auditOf(review.id)).toHaveLength(1);
  });

  it('publishes a hidden review again: back in the list and the aggregate, reason cleared, audited', async () => {
    const provider = await makeProvider(db);
    await makeReview(db, { providerId: provider.id, rating: 4 });
    const review = await makeReview(db, { providerId: provider.id, rating: 2 });
    expect((await moderate(review.id, { status: 'hidden', reason: 'Names a patient.' })).statusCode).toBe(
      200,
    );
    expect(await rating('providers', provider.id)).toEqual({ averageRating: 4, reviewsCount: 1 });

    const response = await moderate(review.id, {
      status: 'published',
      reason: 'The author removed the name.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'published',
      moderationReason: null,
      averageRating: 3,
      reviewsCount: 2,
    });
    expect((await publicReviews('providers', provider.id)).items.map((item) => item.id)).toContain(review.id);
    expect(await rating('providers', provider.id)).toEqual({ averageRating: 3, reviewsCount: 2 });
    expect(await inQueue('hidden', review.id)).toBeUndefined();

    const [publish, hide] = await auditOf(review.id);
    expect(hide).toMatchObject({ action: 'review.hide' });
    expect(publish).toMatchObject({
      action: 'review.publish',
      before: { status: 'hidden', moderationReason: 'Names a patient.', openReports: 0 },
      after: { status: 'published', moderationReason: null, reason: 'The author removed the name.' },
    });

    // A reason is optional when publishing, and publishing a published review nobody reported does nothing.
    const noop = await moderate(review.id, { status: 'published' });
    expect(noop.statusCode).toBe(200);
    expect(await auditOf(review.id)).toHaveLength(2);
  });

  it('publishing a reported review dismisses its reports; a later report puts it back in the queue', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id, rating: 3 });
    const reporter = await createUser(db);
    const reported = await app.inject({
      method: 'POST',
      url: `/api/reviews/${review.id}/report`,
      headers: withBearer((await signIn(app, reporter)).access_token),
      remoteAddress: randomAddress(),
      payload: { reason: 'I think this is a fake review.' },
    });
    expect(reported.statusCode).toBe(201);
    expect(await inQueue('reported', review.id)).toMatchObject({ openReportCount: 1 });

    const response = await moderate(review.id, { status: 'published' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'published', reportCount: 1, openReportCount: 0 });
    expect(await inQueue('reported', review.id)).toBeUndefined();
    expect(await rating('facilities', facility.id)).toEqual({ averageRating: 3, reviewsCount: 1 });
    expect(await auditOf(review.id)).toEqual([
      expect.objectContaining({
        action: 'review.publish',
        before: { status: 'published', moderationReason: null, openReports: 1 },
        after: { status: 'published', moderationReason: null, openReports: 0, reason: null },
      }),
    ]);

    await report(review.id, 'Still looks fake to me.', new Date());
    expect(await inQueue('reported', review.id)).toMatchObject({
      reportCount: 2,
      openReportCount: 1,
      reasons: [
        { reason: 'I think this is a fake review.', count: 1 },
        { reason: 'Still looks fake to me.', count: 1 },
      ],
    });
  });

  it('changes the reason of a hidden review when given another (audited), keeping it hidden', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    await moderate(review.id, { status: 'hidden', reason: 'Spam.' });
    const response = await moderate(review.id, { status: 'hidden', reason: 'Advertises a pharmacy.' });
    expect(response.json()).toMatchObject({ status: 'hidden', moderationReason: 'Advertises a pharmacy.' });
    const [latest] = await auditOf(review.id);
    expect(latest).toMatchObject({
      action: 'review.hide',
      before: { status: 'hidden', moderationReason: 'Spam.' },
      after: { status: 'hidden', moderationReason: 'Advertises a pharmacy.' },
    });
    expect(await auditOf(review.id)).toHaveLength(2);
  });

  it.each([
    [{ status: 'hidden' }, 'reason'],
    [{ status: 'hidden', reason: '   ' }, 'reason'],
    [{ status: 'hidden', reason: 'x'.repeat(501) }, 'reason'],
    [{ status: 'hidden', reason: 'Bad\u0000byte' }, 'reason'],
    [{ status: 'hidden', reason: 42 }, 'reason'],
    [{ status: 'removed', reason: 'Not a moderation status.' }, 'status'],
    [{ reason: 'No status.' }, 'status'],
    [{ status: 'published', note: 'unknown field' }, 'note'],
  ])('refuses %j with 400 naming %s, and changes and records nothing', async (payload, field) => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id, rating: 2 });
    const response = await moderate(review.id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: field }));
    expect((await publicReviews('facilities', facility.id)).total).toBe(1);
    expect(await auditOf(review.id)).toEqual([]);
  });

  it.each([
    ['a JSON array', '[]'],
    ['no JSON at all', 'hide it'],
  ])('answers a body that is %s with 400', async (_what, body) => {
    const review = await makeReview(db, { facilityId: (await makeFacility(db)).id });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${review.id}`,
      headers: { ...asAdmin(), 'content-type': 'application/json' },
      body,
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(['5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', 'not-a-uuid'])(
    'answers an unknown id (%s) with 404',
    async (id) => {
      const response = await moderate(id, { status: 'hidden', reason: 'Spam.' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'No review has this id.' });
      expect(await auditOf(id)).toEqual([]);
    },
  );
});

describe('GET /api/me/reviews', () => {
  it("shows the author their own reviews, a hidden one with the moderator's reason", async () => {
    const author = await createUser(db, { firstName: 'Kemi', lastName: 'Adeyemi' });
    const token = (await signIn(app, author)).access_token;
    const facility = await makeFacility(db, { name: 'Surulere Family Clinic' });
    const provider = await makeProvider(db, { firstName: 'Emeka', lastName: 'Nwachukwu' });
    const facilityReview = await makeReview(db, {
      facilityId: facility.id,
      authorId: author.id,
      rating: 1,
      createdAt: day(20),
    });
    const providerReview = await makeReview(db, {
      providerId: provider.id,
      authorId: author.id,
      rating: 5,
      createdAt: day(21),
    });
    await makeReview(db, { facilityId: facility.id }); // someone else's
    await moderate(facilityReview.id, { status: 'hidden', reason: 'Contains a phone number.' });

    const mine = async () => {
      const response = await app.inject({ url: '/api/me/reviews', headers: withBearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json<MyReviewList>();
    };
    const list = await mine();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.items.map((item) => item.id)).toEqual([providerReview.id, facilityReview.id]);
    expect(list.items[0]).toMatchObject({
      status: 'published',
      moderationReason: null,
      moderatedAt: null,
      isMine: true,
      name: 'Kemi A.',
      target: { kind: 'provider', id: provider.id, name: 'Emeka Nwachukwu' },
    });
    expect(list.items[1]).toMatchObject({
      status: 'hidden',
      moderationReason: 'Contains a phone number.',
      moderatedAt: expect.any(String),
      rating: 1,
      target: { kind: 'facility', id: facility.id, name: 'Surulere Family Clinic' },
    });
    // The public list does not show it, even to its author.
    const publicList = await app.inject({
      url: `/api/facilities/${facility.id}/reviews`,
      headers: withBearer(token),
    });
    expect(publicList.json<ReviewList>().items.map((item) => item.id)).not.toContain(facilityReview.id);

    await moderate(facilityReview.id, { status: 'published' });
    expect((await mine()).items[1]).toMatchObject({ status: 'published', moderationReason: null });
  });

  it('needs a signed-in user (401), and answers a bad page with 400', async () => {
    expect((await app.inject({ url: '/api/me/reviews', headers: withApiKey() })).statusCode).toBe(401);
    const token = (await signIn(app, await createUser(db))).access_token;
    const bad = await app.inject({ url: '/api/me/reviews?pageSize=51', headers: withBearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ path: 'pageSize' }));
    const empty = await app.inject({ url: '/api/me/reviews', headers: withBearer(token) });
    expect(empty.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});
