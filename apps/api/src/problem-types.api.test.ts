import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_PROBLEM_TYPE,
  PROBLEM_TYPE_DEFINITIONS,
  PROBLEM_TYPES,
  type Problem,
  type ProblemType,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { problem } from './lib/problem.ts';
import { makeFacility, makeProvider, makeReview, makeReviewer } from './testing/directory-factories.ts';
import {
  addMembership,
  createFacility,
  createUser,
  post,
  randomAddress,
  refreshWith,
  signIn,
  withBearer,
} from './testing/factories.ts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

const MAX_FAILURES = 2;
const { app, db } = await createTestApp({ env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES) } });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, token?: string, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url,
    headers: token ? withBearer(token) : withApiKey(),
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
  });

async function session(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const { access_token, refresh_token } = await signIn(app, user);
  return { user, access_token, refresh_token };
}

const goodReview = { rating: 4, comment: 'Clean wards and kind nurses at night.' };

/** The answer is problem+json of this type, with the type's one status and title. */
function expectProblemType(response: LightMyRequestResponse, type: ProblemType) {
  const { status, title } = PROBLEM_TYPE_DEFINITIONS[type];
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.statusCode).toBe(status);
  expect(response.json<Problem>()).toMatchObject({ type, title, status, detail: expect.any(String) });
}

describe('problem types of sign-in and sessions', () => {
  it('invalid-credentials: a wrong password', async () => {
    const user = await createUser(db);
    const response = await post(app, '/api/auth/login', { email: user.email, password: 'wrong-password' });
    expectProblemType(response, PROBLEM_TYPES.invalidCredentials);
  });

  it('account-locked: too many failed sign-ins from one source, with Retry-After', async () => {
    const user = await createUser(db);
    // Failures are paced per source (decision 0009): these all come from one.
    const remoteAddress = randomAddress();
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: withApiKey(),
        payload: { email: user.email, password },
        remoteAddress,
      });
    for (let failure = 1; failure < MAX_FAILURES; failure++)
      expectProblemType(await attempt('wrong-password'), PROBLEM_TYPES.invalidCredentials);
    const locked = await attempt('wrong-password');
    expectProblemType(locked, PROBLEM_TYPES.accountLocked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expectProblemType(await attempt(user.password), PROBLEM_TYPES.accountLocked);
  });

  it('account-disabled: at sign-in, on a signed-in request and on refresh', async () => {
    const { user, access_token, refresh_token } = await session();
    await db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, user.id));
    expectProblemType(await call('GET', '/api/me', access_token), PROBLEM_TYPES.accountDisabled);
    expectProblemType(
      await post(app, '/api/auth/login', { email: user.email, password: user.password }),
      PROBLEM_TYPES.accountDisabled,
    );
    expectProblemType(await refreshWith(app, refresh_token), PROBLEM_TYPES.accountDisabled);
  });

  it('token-invalid: an access token that does not verify', async () => {
    expectProblemType(await call('GET', '/api/me', 'not-a-jwt'), PROBLEM_TYPES.tokenInvalid);
  });

  it('session-ended: a request or a refresh after logout, and an unknown refresh token', async () => {
    const { access_token, refresh_token } = await session();
    const logout = await post(app, '/api/auth/logout', { refresh_token }, withBearer(access_token));
    expect(logout.statusCode).toBe(204);
    expectProblemType(await call('GET', '/api/me', access_token), PROBLEM_TYPES.sessionEnded);
    expectProblemType(await refreshWith(app, refresh_token), PROBLEM_TYPES.sessionEnded);
    expectProblemType(await refreshWith(app, 'no-such-refresh-token'), PROBLEM_TYPES.sessionEnded);
  });

  it('wrong-role: a USER on an ADMIN route, and at the administrators’ sign-in', async () => {
    const { user, access_token } = await session({ role: 'USER' });
    expectProblemType(await call('GET', '/api/admin/users', access_token), PROBLEM_TYPES.wrongRole);
    expectProblemType(
      await post(app, '/api/auth/admin-login', { email: user.email, password: user.password }),
      PROBLEM_TYPES.wrongRole,
    );
  });

  it('email-already-verified: asking for a link for a verified address', async () => {
    const { access_token } = await session();
    expectProblemType(
      await call('POST', '/api/auth/resend-verification', access_token),
      PROBLEM_TYPES.emailAlreadyVerified,
    );
  });
});

describe('problem types of accounts and reviews', () => {
  it('not-a-member: switching to, or replying for, a facility one does not belong to', async () => {
    const { access_token } = await session({ role: 'FACILITY_ADMIN' });
    const switched = await call('PUT', '/api/me/active-facility', access_token, {
      facilityId: (await createFacility(db)).id,
    });
    expectProblemType(switched, PROBLEM_TYPES.notAMember);
    expect(switched.json<Problem>().errors).toEqual([
      { path: 'facilityId', message: 'You do not belong to this facility.' },
    ]);

    const review = await makeReview(db, { facilityId: (await makeFacility(db)).id, rating: 3 });
    expectProblemType(
      await call('PUT', `/api/reviews/${review.id}/reply`, access_token, { reply: 'Thank you.' }),
      PROBLEM_TYPES.notAMember,
    );
  });

  it('email-not-verified: reviewing before verifying the e-mail address', async () => {
    const facility = await makeFacility(db);
    const { access_token } = await session({ emailVerified: false });
    expectProblemType(
      await call('POST', `/api/facilities/${facility.id}/reviews`, access_token, goodReview),
      PROBLEM_TYPES.emailNotVerified,
    );
  });

  it('own-listing: a PROVIDER reviewing their own profile, a FACILITY_ADMIN voting on their facility', async () => {
    const provider = await session({ role: 'PROVIDER' });
    const profile = await makeProvider(db, { userId: provider.user.id });
    expectProblemType(
      await call('POST', `/api/providers/${profile.id}/reviews`, provider.access_token, goodReview),
      PROBLEM_TYPES.ownListing,
    );

    const owner = await session({ role: 'FACILITY_ADMIN' });
    const facility = await makeFacility(db);
    await addMembership(db, owner.user.id, facility.id);
    const review = await makeReview(db, { facilityId: facility.id, rating: 1 });
    expectProblemType(
      await call('POST', `/api/reviews/${review.id}/vote`, owner.access_token, { vote: 'dislike' }),
      PROBLEM_TYPES.ownListing,
    );
  });

  it('not-the-author: editing or deleting someone else’s review', async () => {
    const review = await makeReview(db, {
      facilityId: (await makeFacility(db)).id,
      authorId: (await makeReviewer(db)).id,
      rating: 2,
    });
    const { access_token } = await session();
    expectProblemType(
      await call('PATCH', `/api/reviews/${review.id}`, access_token, { rating: 5 }),
      PROBLEM_TYPES.notTheAuthor,
    );
    expectProblemType(
      await call('DELETE', `/api/reviews/${review.id}`, access_token),
      PROBLEM_TYPES.notTheAuthor,
    );
  });

  it('own-review: voting on one’s own review', async () => {
    const { user, access_token } = await session();
    const review = await makeReview(db, {
      facilityId: (await makeFacility(db)).id,
      authorId: user.id,
      rating: 5,
    });
    expectProblemType(
      await call('POST', `/api/reviews/${review.id}/vote`, access_token, { vote: 'like' }),
      PROBLEM_TYPES.ownReview,
    );
  });

  it('review-moderated: deleting one’s hidden review', async () => {
    const { user, access_token } = await session();
    const review = await makeReview(db, {
      facilityId: (await makeFacility(db)).id,
      authorId: user.id,
      rating: 1,
      status: 'hidden',
    });
    expectProblemType(
      await call('DELETE', `/api/reviews/${review.id}`, access_token),
      PROBLEM_TYPES.reviewModerated,
    );
  });

  it('review-exists: a second review of the same facility', async () => {
    const facility = await makeFacility(db);
    const { access_token } = await session();
    const url = `/api/facilities/${facility.id}/reviews`;
    expect((await call('POST', url, access_token, goodReview)).statusCode).toBe(201);
    expectProblemType(await call('POST', url, access_token, goodReview), PROBLEM_TYPES.reviewExists);
  });

  it('report-exists: reporting the same review twice', async () => {
    const review = await makeReview(db, { facilityId: (await makeFacility(db)).id, rating: 1 });
    const { access_token } = await session();
    const report = () =>
      call('POST', `/api/reviews/${review.id}/report`, access_token, { reason: 'Insults the nurses.' });
    expect((await report()).statusCode).toBe(201);
    expectProblemType(await report(), PROBLEM_TYPES.reportExists);
  });
});

describe('generic failures stay about:blank', () => {
  it.each([
    ['no token', () => call('GET', '/api/me'), 401, 'Unauthorized'],
    [
      'an unknown facility',
      () => call('GET', '/api/facilities/5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11'),
      404,
      'Not Found',
    ],
  ])('%s', async (_why, request, status, title) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.json<Problem>()).toMatchObject({ type: GENERIC_PROBLEM_TYPE, title, status });
  });
});

describe('invalid-request (400)', () => {
  it.each([
    ['an invalid body', () => post(app, '/api/auth/login', { email: 'nope' })],
    ['a field the operation does not take', () => post(app, '/api/auth/login', { emial: 'a@b.ng' })],
    ['a malformed URL', () => call('GET', '/api/facilities/%E0%A4%A')],
  ])('is the type of %s', async (_why, request) => {
    expectProblemType(await request(), PROBLEM_TYPES.invalidRequest);
  });
});

describe('stale-write (412), for the write API', () => {
  it('is defined with its status and title, ready for a stale If-Match', () => {
    expect(problem(412, 'Changed.', undefined, PROBLEM_TYPES.staleWrite)).toEqual({
      type: 'https://carefinder.ng/problems/stale-write',
      title: 'Changed since you read it',
      status: 412,
      detail: 'Changed.',
    });
  });
});

describe('OpenAPI', () => {
  const openapi = async () =>
    (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, ResponseDoc> }>>;
      components: { schemas: Record<string, { title?: string; enum?: string[]; description?: string }> };
    }>();
  type ResponseDoc = {
    content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
  };
  const typeDescription = (response: ResponseDoc | undefined) =>
    Object.values(response?.content ?? {})[0]?.schema.properties.type?.description ?? '';

  it("lists in each error answer's type the problem types of its status", async () => {
    const post = (await openapi()).paths['/api/facilities/{id}/reviews']?.post?.responses ?? {};
    const forbidden = typeDescription(post['403']);
    expect(forbidden).toContain('about:blank');
    expect(forbidden).toContain(PROBLEM_TYPES.emailNotVerified);
    expect(forbidden).toContain(PROBLEM_TYPES.ownListing);
    expect(forbidden).not.toContain(PROBLEM_TYPES.reviewExists);
    expect(typeDescription(post['409'])).toContain(PROBLEM_TYPES.reviewExists);
  });

  it('documents every type, stale-write included, in the ProblemType schema', async () => {
    const problemType = Object.values((await openapi()).components.schemas).find(
      (schema) => schema.title === 'ProblemType',
    );
    expect(problemType?.enum?.sort()).toEqual([GENERIC_PROBLEM_TYPE, ...Object.values(PROBLEM_TYPES)].sort());
    expect(problemType?.description).toContain(`\`${PROBLEM_TYPES.staleWrite}\` (412`);
  });

  it('answers a posted review with the new aggregate', async () => {
    const created = (await openapi()).paths['/api/providers/{id}/reviews']?.post?.responses['201'];
    expect(Object.keys(Object.values(created?.content ?? {})[0]?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'rating', 'averageRating', 'reviewsCount']),
    );
  });
});

describe('every problem type', () => {
  it('has one status and a title, and its URI under https://carefinder.ng/problems/', () => {
    for (const [type, { status, title }] of Object.entries(PROBLEM_TYPE_DEFINITIONS)) {
      expect(type).toMatch(/^https:\/\/carefinder\.ng\/problems\/[a-z-]+$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(title).not.toBe('');
    }
    expect(Object.keys(PROBLEM_TYPE_DEFINITIONS).sort()).toEqual(Object.values(PROBLEM_TYPES).sort());
  });
});
