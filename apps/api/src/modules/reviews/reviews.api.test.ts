import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  FacilityDetail,
  PostedReview,
  ProviderDetail,
  Review,
  ReviewList,
  UserRole,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview, makeReviewer } from '../../testing/directory-factories.ts';
import { addMembership, createUser, randomAddress, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function call(method: Method, url: string, token?: string, payload?: Record<string, unknown>) {
  return app.inject({
    method,
    url,
    headers: token ? withBearer(token) : withApiKey(),
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
  });
}

/** A user signed in through the API; verified unless told otherwise. */
async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  return { user, token: (await signIn(app, user)).access_token };
}

const goodReview = { rating: 4, comment: 'Clean wards and kind nurses at night.' };

const postReview = (target: string, token: string, payload: Record<string, unknown> = goodReview) =>
  call('POST', `/api/${target}/reviews`, token, payload);

const listReviews = async (target: string, query = '', token?: string) => {
  const response = await call('GET', `/api/${target}/reviews${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewList>();
};

const facilityRating = async (id: string) => {
  const body = (await call('GET', `/api/facilities/${id}`)).json<FacilityDetail>();
  return { averageRating: body.averageRating, reviewsCount: body.reviewsCount };
};

describe('GET /api/{facilities|providers}/:id/reviews', () => {
  it('lists published reviews, newest first, with the spec §3 fields and the aggregate', async () => {
    const facility = await makeFacility(db);
    const author = await makeReviewer(db, { firstName: 'Adaeze', lastName: 'nwosu' });
    const older = await makeReview(db, {
      facilityId: facility.id,
      authorId: author.id,
      rating: 5,
      comment: 'Saw a doctor within twenty minutes.',
      likes: 3,
      dislikes: 1,
      createdAt: new Date('2026-10-01T10:00:00Z'),
      reply: { text: 'Thank you, Adaeze!', authorId: author.id, at: new Date('2026-10-02T09:00:00Z') },
    });
    const newer = await makeReview(db, {
      facilityId: facility.id,
      rating: 2,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    await makeReview(db, { facilityId: facility.id, rating: 1, status: 'hidden' });
    await makeReview(db, { facilityId: facility.id, rating: 1, status: 'removed' });

    const response = await call('GET', `/api/facilities/${facility.id}/reviews`);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    );
    const body = response.json<ReviewList>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10, averageRating: 3.5, reviewsCount: 2 });
    expect(body.items.map((review) => review.id)).toEqual([newer.id, older.id]);
    expect(body.items[1]).toEqual({
      id: older.id,
      name: 'Adaeze N.',
      image: null,
      date: '2026-10-01T10:00:00.000Z',
      rating: 5,
      comment: 'Saw a doctor within twenty minutes.',
      likes: 3,
      dislikes: 1,
      myVote: null,
      isMine: false,
      reply: { text: 'Thank you, Adaeze!', date: '2026-10-02T09:00:00.000Z' },
    });
  });

  it('sorts by helpfulness (likes − dislikes), then newest', async () => {
    const provider = await makeProvider(db);
    const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00Z`);
    const plusTwoOld = await makeReview(db, { providerId: provider.id, likes: 2, createdAt: at(1) });
    const plusTwoNew = await makeReview(db, {
      providerId: provider.id,
      likes: 5,
      dislikes: 3,
      createdAt: at(2),
    });
    const minusOne = await makeReview(db, { providerId: provider.id, dislikes: 1, createdAt: at(3) });
    const plusFour = await makeReview(db, { providerId: provider.id, likes: 4, createdAt: at(4) });
    const { items } = await listReviews(`providers/${provider.id}`, '?sort=helpful');
    expect(items.map((review) => review.id)).toEqual([
      plusFour.id,
      plusTwoNew.id,
      plusTwoOld.id,
      minusOne.id,
    ]);
  });

  it.each(['newest', 'helpful'])(
    'pages stably when reviews tie on every sort key (sort=%s): ties go by id',
    async (sort) => {
      const facility = await makeFacility(db);
      const createdAt = new Date('2026-11-10T08:00:00Z');
      const reviews = [];
      for (let index = 0; index < 7; index += 1)
        reviews.push(await makeReview(db, { facilityId: facility.id, createdAt, likes: 1 }));
      const pages = [];
      for (const page of [1, 2, 3])
        pages.push(await listReviews(`facilities/${facility.id}`, `?sort=${sort}&page=${page}&pageSize=3`));
      expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
      expect(pages.every((page) => page.total === 7)).toBe(true);
      const seen = pages.flatMap((page) => page.items.map((review) => review.id));
      expect(seen).toEqual(
        reviews
          .map((review) => review.id)
          .sort()
          .reverse(),
      );
      // The same page twice is the same page.
      const again = await listReviews(`facilities/${facility.id}`, `?sort=${sort}&page=2&pageSize=3`);
      expect(again.items.map((review) => review.id)).toEqual(seen.slice(3, 6));
    },
  );

  it.each([
    ['sort', '?sort=best'],
    ['page', '?page=0'],
    ['page', '?page=first'],
    ['pageSize', '?pageSize=51'],
    ['pageSize', '?pageSize=0'],
  ])('answers 400 problem+json naming %s for %s', async (parameter, query) => {
    const facility = await makeFacility(db);
    const response = await call('GET', `/api/facilities/${facility.id}/reviews${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, errors: [{ path: parameter }] });
  });

  it.each([
    ['an unknown facility', 'facilities/5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', 'No facility has this id.'],
    ['a malformed facility id', 'facilities/not-an-id', 'No facility has this id.'],
    ['an unknown provider', 'providers/5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', 'No provider has this id.'],
  ])('answers 404 for %s', async (_case, target, detail) => {
    const response = await call('GET', `/api/${target}/reviews`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, detail });
  });

  it('fills myVote and isMine for a signed-in reader, privately cached; an invalid token reads anonymously', async () => {
    const facility = await makeFacility(db);
    const reader = await signedIn();
    const liked = await makeReview(db, { facilityId: facility.id });
    const own = await makeReview(db, { facilityId: facility.id, authorId: reader.user.id });
    await call('POST', `/api/reviews/${liked.id}/vote`, reader.token, { vote: 'like' });

    const response = await call('GET', `/api/facilities/${facility.id}/reviews`, reader.token);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('authorization');
    const byId = new Map(response.json<ReviewList>().items.map((review) => [review.id, review]));
    expect(byId.get(liked.id)).toMatchObject({ myVote: 'like', isMine: false, likes: 1 });
    expect(byId.get(own.id)).toMatchObject({ myVote: null, isMine: true });

    const anonymous = await listReviews(`facilities/${facility.id}`, '', 'not-a-valid-token');
    expect(anonymous.items.every((review) => review.myVote === null && !review.isMine)).toBe(true);

    // A token whose session has ended (logout) reads the list as anyone does: no votes, nothing marked mine.
    const logout = await call('POST', '/api/auth/logout', reader.token);
    expect(logout.statusCode).toBe(204);
    const afterLogout = await listReviews(`facilities/${facility.id}`, '', reader.token);
    expect(afterLogout.items.every((review) => review.myVote === null && !review.isMine)).toBe(true);
  });
});

describe('POST /api/{facilities|providers}/:id/reviews', () => {
  it('needs a signed-in user (401)', async () => {
    const facility = await makeFacility(db);
    const response = await call('POST', `/api/facilities/${facility.id}/reviews`, undefined, goodReview);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses a user whose e-mail is not verified with 403 telling them to verify it', async () => {
    const facility = await makeFacility(db);
    const { token } = await signedIn({ emailVerified: false });
    const response = await postReview(`facilities/${facility.id}`, token);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ detail: string }>().detail).toMatch(/verify your e-mail/i);
    expect(await facilityRating(facility.id)).toEqual({ averageRating: null, reviewsCount: 0 });
  });

  it('creates the review (201) and updates the aggregate; a second review by the same user is 409', async () => {
    const facility = await makeFacility(db);
    const { user, token } = await signedIn({ firstName: 'Musa', lastName: 'Ibrahim' });
    const response = await postReview(`facilities/${facility.id}`, token);
    expect(response.statusCode).toBe(201);
    const review = response.json<PostedReview>();
    expect(review).toEqual({
      id: expect.any(String),
      name: 'Musa I.',
      image: null,
      date: expect.any(String),
      rating: 4,
      comment: 'Clean wards and kind nurses at night.',
      likes: 0,
      dislikes: 0,
      myVote: null,
      isMine: true,
      reply: null,
      // The facility's new aggregate, so a client need not read the list again.
      averageRating: 4,
      reviewsCount: 1,
    });
    expect(Date.parse(review.date)).not.toBeNaN();
    expect(await facilityRating(facility.id)).toEqual({ averageRating: 4, reviewsCount: 1 });

    const again = await postReview(`facilities/${facility.id}`, token, {
      rating: 1,
      comment: 'Changed my mind.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe(
      'You have already reviewed this facility. Edit or delete your review instead.',
    );
    const stored = await db.select().from(schema.reviews).where(eq(schema.reviews.authorId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('reviews a provider and keeps its aggregate', async () => {
    const provider = await makeProvider(db);
    await makeReview(db, { providerId: provider.id, rating: 2 });
    const { token } = await signedIn();
    const posted = await postReview(`providers/${provider.id}`, token, {
      rating: 5,
      comment: 'Explained everything.',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json<PostedReview>()).toMatchObject({ rating: 5, averageRating: 3.5, reviewsCount: 2 });
    const body = (await call('GET', `/api/providers/${provider.id}`)).json<ProviderDetail>();
    expect(body).toMatchObject({ averageRating: 3.5, reviewsCount: 2 });
  });

  it.each([
    ['rating', { rating: 6, comment: 'Clean wards and kind nurses.' }],
    ['rating', { rating: 3.5, comment: 'Clean wards and kind nurses.' }],
    ['comment', { rating: 3, comment: 'Ok' }],
    ['comment', { rating: 3 }],
    ['authorId', { ...goodReview, authorId: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11' }],
  ])('answers 400 naming %s for an invalid body', async (field, payload) => {
    const facility = await makeFacility(db);
    const { token } = await signedIn();
    const response = await postReview(`facilities/${facility.id}`, token, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it.each(['5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', 'nope'])('answers 404 for the target %s', async (id) => {
    const { token } = await signedIn();
    expect((await postReview(`facilities/${id}`, token)).statusCode).toBe(404);
  });

  it('keeps the aggregate exact when many verified users post at once', async () => {
    const facility = await makeFacility(db);
    const ratings = [5, 4, 1, 3, 5, 2, 2, 4, 5, 1, 3, 4];
    const users = await Promise.all(ratings.map(() => signedIn()));
    const responses = await Promise.all(
      users.map(({ token }, index) =>
        postReview(`facilities/${facility.id}`, token, {
          rating: ratings[index],
          comment: `Visit number ${index + 1} went well.`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(ratings.map(() => 201));
    const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(await facilityRating(facility.id)).toEqual({ averageRating: mean, reviewsCount: ratings.length });
  });
});

describe('PATCH and DELETE /api/reviews/:id', () => {
  async function reviewedFacility() {
    const facility = await makeFacility(db);
    await makeReview(db, { facilityId: facility.id, rating: 2 });
    const author = await signedIn();
    const review = (await postReview(`facilities/${facility.id}`, author.token)).json<Review>();
    return { facility, author, review };
  }

  it('lets the author change the rating and comment; the aggregate follows', async () => {
    const { facility, author, review } = await reviewedFacility();
    const response = await call('PATCH', `/api/reviews/${review.id}`, author.token, { rating: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Review>()).toMatchObject({ id: review.id, rating: 5, comment: goodReview.comment });
    expect(await facilityRating(facility.id)).toEqual({ averageRating: 3.5, reviewsCount: 2 });
    const edited = await call('PATCH', `/api/reviews/${review.id}`, author.token, {
      comment: '  The new maternity ward is excellent.  ',
    });
    expect(edited.json<Review>().comment).toBe('The new maternity ward is excellent.');
  });

  it('answers 400 to an edit with nothing in it', async () => {
    const { author, review } = await reviewedFacility();
    expect((await call('PATCH', `/api/reviews/${review.id}`, author.token, {})).statusCode).toBe(400);
  });

  it.each<UserRole>(['USER', 'FACILITY_ADMIN', 'PROVIDER', 'ADMIN'])(
    "refuses to let a %s edit someone else's review (403)",
    async (role) => {
      const { review } = await reviewedFacility();
      const other = await signedIn({ role });
      const response = await call('PATCH', `/api/reviews/${review.id}`, other.token, { rating: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'You can only edit your own review.' });
    },
  );

  it("refuses to let another user delete someone else's review (403)", async () => {
    const { facility, review } = await reviewedFacility();
    const other = await signedIn();
    const response = await call('DELETE', `/api/reviews/${review.id}`, other.token);
    expect(response.statusCode).toBe(403);
    expect(await facilityRating(facility.id)).toEqual({ averageRating: 3, reviewsCount: 2 });
  });

  it('lets the author delete their review (204); the aggregate follows and they may review again', async () => {
    const { facility, author, review } = await reviewedFacility();
    expect((await call('DELETE', `/api/reviews/${review.id}`, author.token)).statusCode).toBe(204);
    expect(await facilityRating(facility.id)).toEqual({ averageRating: 2, reviewsCount: 1 });
    expect((await call('DELETE', `/api/reviews/${review.id}`, author.token)).statusCode).toBe(404);
    expect((await postReview(`facilities/${facility.id}`, author.token)).statusCode).toBe(201);
  });

  it("lets an ADMIN delete anyone's review, recorded in the audit log", async () => {
    const { facility, review } = await reviewedFacility();
    const admin = await signedIn({ role: 'ADMIN' });
    expect((await call('DELETE', `/api/reviews/${review.id}`, admin.token)).statusCode).toBe(204);
    expect(await facilityRating(facility.id)).toEqual({ averageRating: 2, reviewsCount: 1 });
    const [entry] = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, review.id), eq(schema.auditLog.action, 'review.delete')));
    expect(entry).toMatchObject({ actorId: admin.user.id, targetType: 'review', after: null });
    expect(entry?.before).toMatchObject({ rating: 4, comment: goodReview.comment });
  });

  it('answers 404 for unknown and malformed review ids', async () => {
    const { token } = await signedIn();
    for (const id of ['5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', 'abc'])
      expect((await call('PATCH', `/api/reviews/${id}`, token, { rating: 3 })).statusCode).toBe(404);
  });
});

describe('POST /api/reviews/:id/vote', () => {
  it('moves one vote per user like → dislike → none, with exact counters', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const voter = await signedIn();
    const other = await signedIn();
    const vote = (token: string, choice: string) =>
      call('POST', `/api/reviews/${review.id}/vote`, token, { vote: choice });
    const storedVotes = () =>
      db.select().from(schema.reviewVotes).where(eq(schema.reviewVotes.reviewId, review.id));

    expect((await vote(other.token, 'like')).json<Review>()).toMatchObject({ likes: 1, dislikes: 0 });

    const liked = await vote(voter.token, 'like');
    expect(liked.statusCode).toBe(200);
    expect(liked.json<Review>()).toMatchObject({ likes: 2, dislikes: 0, myVote: 'like' });
    // The same vote again changes nothing.
    expect((await vote(voter.token, 'like')).json<Review>()).toMatchObject({ likes: 2, dislikes: 0 });

    expect((await vote(voter.token, 'dislike')).json<Review>()).toMatchObject({
      likes: 1,
      dislikes: 1,
      myVote: 'dislike',
    });
    expect(await storedVotes()).toHaveLength(2);

    expect((await vote(voter.token, 'none')).json<Review>()).toMatchObject({
      likes: 1,
      dislikes: 0,
      myVote: null,
    });
    expect(await storedVotes()).toEqual([{ reviewId: review.id, userId: other.user.id, vote: 'like' }]);
  });

  it('keeps the counters exact when many users vote at once', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const voters = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedIn()));
    await Promise.all(
      voters.map(({ token }, index) =>
        call('POST', `/api/reviews/${review.id}/vote`, token, { vote: index % 3 === 0 ? 'dislike' : 'like' }),
      ),
    );
    const [stored] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, review.id));
    expect(stored).toMatchObject({ likes: 4, dislikes: 2 });
  });

  it("refuses the author's vote on their own review (403)", async () => {
    const facility = await makeFacility(db);
    const author = await signedIn();
    const review = (await postReview(`facilities/${facility.id}`, author.token)).json<Review>();
    const response = await call('POST', `/api/reviews/${review.id}/vote`, author.token, { vote: 'like' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'You cannot vote on your own review.' });
  });

  it('answers 400 for an unknown vote and 404 for a hidden review', async () => {
    const facility = await makeFacility(db);
    const voter = await signedIn();
    const review = await makeReview(db, { facilityId: facility.id });
    const bad = await call('POST', `/api/reviews/${review.id}/vote`, voter.token, { vote: 'love' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ path: 'vote' }] });
    const hidden = await makeReview(db, { facilityId: facility.id, status: 'hidden' });
    expect(
      (await call('POST', `/api/reviews/${hidden.id}/vote`, voter.token, { vote: 'like' })).statusCode,
    ).toBe(404);
  });
});

describe('PUT and DELETE /api/reviews/:id/reply', () => {
  const reply = (reviewId: string, token: string) =>
    call('PUT', `/api/reviews/${reviewId}/reply`, token, { reply: 'Thank you for your feedback.' });

  it('lets a FACILITY_ADMIN of the facility reply, replace and remove the reply', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const manager = await signedIn({ role: 'FACILITY_ADMIN' });
    await addMembership(db, manager.user.id, facility.id);

    const response = await reply(review.id, manager.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<Review>().reply).toEqual({
      text: 'Thank you for your feedback.',
      date: expect.any(String),
    });
    const replaced = await call('PUT', `/api/reviews/${review.id}/reply`, manager.token, {
      reply: 'We have fixed the generator.',
    });
    expect(replaced.json<Review>().reply?.text).toBe('We have fixed the generator.');
    expect((await listReviews(`facilities/${facility.id}`)).items[0]?.reply?.text).toBe(
      'We have fixed the generator.',
    );

    expect((await call('DELETE', `/api/reviews/${review.id}/reply`, manager.token)).statusCode).toBe(204);
    expect((await listReviews(`facilities/${facility.id}`)).items[0]?.reply).toBeNull();
  });

  it('refuses everyone else who would reply to a facility review (403)', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const elsewhere = await signedIn({ role: 'FACILITY_ADMIN' });
    await addMembership(db, elsewhere.user.id, (await makeFacility(db)).id);
    // A member who is no longer a FACILITY_ADMIN does not speak for the facility either.
    const demoted = await signedIn({ role: 'USER' });
    await addMembership(db, demoted.user.id, facility.id);
    const admin = await signedIn({ role: 'ADMIN' });
    for (const { token } of [elsewhere, demoted, admin]) {
      const response = await reply(review.id, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        detail: 'Only an administrator of this facility can reply to its reviews.',
      });
    }
    expect((await call('DELETE', `/api/reviews/${review.id}/reply`, elsewhere.token)).statusCode).toBe(403);
  });

  it('lets the PROVIDER who owns the profile reply; another provider gets 403', async () => {
    const owner = await signedIn({ role: 'PROVIDER' });
    const provider = await makeProvider(db, { userId: owner.user.id });
    const review = await makeReview(db, { providerId: provider.id });
    const otherProvider = await signedIn({ role: 'PROVIDER' });
    await makeProvider(db, { userId: otherProvider.user.id });

    expect((await reply(review.id, otherProvider.token)).statusCode).toBe(403);
    const response = await reply(review.id, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<Review>().reply?.text).toBe('Thank you for your feedback.');
  });

  it('answers 400 for an empty reply', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const { token } = await signedIn();
    const response = await call('PUT', `/api/reviews/${review.id}/reply`, token, { reply: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'reply' }] });
  });
});

describe('POST /api/reviews/:id/report', () => {
  it('takes one report per user per review (201, then 409)', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const reporter = await signedIn();
    const report = (token: string) =>
      call('POST', `/api/reviews/${review.id}/report`, token, { reason: 'Advertises another clinic.' });

    const first = await report(reporter.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      reviewId: review.id,
      createdAt: expect.any(String),
    });
    const second = await report(reporter.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, detail: expect.stringMatching(/already reported/) });
    expect((await report((await signedIn()).token)).statusCode).toBe(201);

    const stored = await db
      .select()
      .from(schema.reviewReports)
      .where(eq(schema.reviewReports.reviewId, review.id));
    expect(stored).toHaveLength(2);
  });

  it('needs a signed-in user, a reason, and a review that exists', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id });
    const { token } = await signedIn();
    expect(
      (await call('POST', `/api/reviews/${review.id}/report`, undefined, { reason: 'Spam spam spam.' }))
        .statusCode,
    ).toBe(401);
    const noReason = await call('POST', `/api/reviews/${review.id}/report`, token, { reason: 'bad' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: [{ path: 'reason' }] });
    expect(
      (
        await call('POST', '/api/reviews/5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11/report', token, {
          reason: 'Spam spam spam.',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('writes re-check the user in the database', () => {
  it('refuses a disabled user at once, with a still-valid token (403)', async () => {
    const facility = await makeFacility(db);
    const { user, token } = await signedIn();
    await db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, user.id));
    expect((await postReview(`facilities/${facility.id}`, token)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the directory routes with their parameters, bodies and answers', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    for (const path of [
      '/api/facilities/{id}',
      '/api/providers/{id}',
      '/api/facilities/{id}/reviews',
      '/api/providers/{id}/reviews',
      '/api/reviews/{id}',
      '/api/reviews/{id}/vote',
      '/api/reviews/{id}/reply',
      '/api/reviews/{id}/report',
      '/api/facility-types',
      '/api/practice-areas',
      '/api/sitemap/facilities',
      '/api/sitemap/providers',
    ])
      expect(document.paths, path).toHaveProperty([path]);
    const listParameters = document.paths['/api/facilities/{id}/reviews']?.get?.parameters ?? [];
    expect(listParameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'path:id',
      'query:page',
      'query:pageSize',
      'query:sort',
    ]);
  });
});

describe('owners, moderation and floods (review rules from the security review)', () => {
  it('refuses a FACILITY_ADMIN reviewing, or voting on reviews of, a facility they manage', async () => {
    const facility = await makeFacility(db);
    const { user: owner, token } = await signedIn({ role: 'FACILITY_ADMIN' });
    await addMembership(db, owner.id, facility.id);
    const own = await postReview(`facilities/${facility.id}`, token);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ detail: string }>().detail).toMatch(/you manage this facility/i);

    const review = await makeReview(db, {
      facilityId: facility.id,
      authorId: (await makeReviewer(db)).id,
      rating: 1,
      comment: 'Waited four hours for nothing.',
    });
    const vote = await call('POST', `/api/reviews/${review.id}/vote`, token, { vote: 'dislike' });
    expect(vote.statusCode).toBe(403);
  });

  it('refuses a PROVIDER reviewing their own profile', async () => {
    const { user, token } = await signedIn({ role: 'PROVIDER' });
    const provider = await makeProvider(db, { userId: user.id });
    expect((await postReview(`providers/${provider.id}`, token)).statusCode).toBe(403);
  });

  it('keeps a moderated review: its author cannot delete it to post again', async () => {
    const facility = await makeFacility(db);
    const { user, token } = await signedIn();
    const review = await makeReview(db, {
      facilityId: facility.id,
      authorId: user.id,
      rating: 1,
      comment: 'Abusive words here, hidden.',
      status: 'hidden',
    });
    expect((await call('DELETE', `/api/reviews/${review.id}`, token)).statusCode).toBe(403);
    expect((await postReview(`facilities/${facility.id}`, token)).statusCode).toBe(409);
  });

  it('limits one account to 10 new reviews an hour, from any address', async () => {
    const { token } = await signedIn();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const facility = await makeFacility(db);
      statuses.push((await postReview(`facilities/${facility.id}`, token)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
