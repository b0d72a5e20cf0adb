import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type AccountData, type FacilityDetail, type Review } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview } from '../../testing/directory-factories.ts';
import { createUser, findUserRow, post, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/** The Nigeria Data Protection Act 2023 (decision 0018): the account's data to download, and its erasure. */
const { app, db } = await createTestApp();

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const session = await signIn(app, user);
  return { user, token: session.access_token, refreshToken: session.refresh_token };
}

const rating = async (id: string) => {
  const body = (
    await app.inject({ url: `/api/facilities/${id}`, headers: withApiKey() })
  ).json<FacilityDetail>();
  return { averageRating: body.averageRating, reviewsCount: body.reviewsCount };
};

async function reviewedAndVoted() {
  const facility = await makeFacility(db);
  const provider = await makeProvider(db);
  const other = await makeReview(db, { facilityId: facility.id, rating: 5 });
  const member = await signedIn();
  for (const [path, payload] of [
    [
      `/api/facilities/${facility.id}/reviews`,
      { rating: 1, comment: 'Waited four hours at the front desk.' },
    ],
    [
      `/api/providers/${provider.id}/reviews`,
      { rating: 4, comment: 'Listened carefully and explained well.' },
    ],
    [`/api/reviews/${other.id}/vote`, { vote: 'like' }],
    [`/api/me/saved/facilities/${facility.id}`, undefined],
  ] as const) {
    const response = await app.inject({
      method: path.startsWith('/api/me/saved') ? 'PUT' : 'POST',
      url: path,
      headers: withBearer(member.token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  return { facility, provider, other, member };
}

describe('GET /api/me/data', () => {
  it('answers everything kept about the account as a JSON file: profile, reviews, votes, claims, saved', async () => {
    const { facility, provider, other, member } = await reviewedAndVoted();
    const response = await app.inject({ url: '/api/me/data', headers: withBearer(member.token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="carefinder-my-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<AccountData>();
    expect(data.account).toMatchObject({ id: member.user.id, email: member.user.email });
    expect(data.reviews.map((review) => review.about)).toEqual([
      { kind: 'provider', id: provider.id, name: expect.any(String) },
      { kind: 'facility', id: facility.id, name: facility.name },
    ]);
    expect(data.votes).toEqual([{ reviewId: other.id, vote: 'like' }]);
    expect(data.saved).toEqual([expect.objectContaining({ kind: 'facilities', id: facility.id })]);
    expect(data.claims).toEqual([]);
    expect(response.body).not.toContain('$argon2');
  });
});

describe('DELETE /api/me', () => {
  it('asks for the password, then deletes the account, its reviews and votes, and the ratings follow', async () => {
    const { facility, other, member } = await reviewedAndVoted();
    expect(await rating(facility.id)).toEqual({ averageRating: 3, reviewsCount: 2 });

    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: withBearer(member.token),
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'password' }] });
    expect(await findUserRow(db, member.user.id)).toBeDefined();

    const mailTo = (address: string) =>
      db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.recipient, address));
    await db
      .insert(schema.emailOutbox)
      .values({ recipient: member.user.email, subject: 'Hello', body: 'Hi' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: withBearer(member.token),
      payload: { password: member.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await findUserRow(db, member.user.id)).toBeUndefined();
    expect(await mailTo(member.user.email)).toEqual([]);
    expect(await rating(facility.id)).toEqual({ averageRating: 5, reviewsCount: 1 });
    const [liked] = await db
      .select({ likes: schema.reviews.likes })
      .from(schema.reviews)
      .where(eq(schema.reviews.id, other.id));
    expect(liked?.likes).toBe(0);
    const reviews = await app.inject({
      url: `/api/facilities/${facility.id}/reviews`,
      headers: withApiKey(),
    });
    expect(reviews.json<{ items: Review[] }>().items.map((review) => review.id)).toEqual([other.id]);

    // The session ended with the account; signing in again finds no such account.
    expect((await app.inject({ url: '/api/me', headers: withBearer(member.token) })).statusCode).toBe(401);
    const login = await post(app, '/api/auth/login', {
      email: member.user.email,
      password: member.user.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('unlinks a provider profile, which stays in the directory', async () => {
    const member = await signedIn({ role: 'PROVIDER' });
    const provider = await makeProvider(db, { userId: member.user.id });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: withBearer(member.token),
      payload: { password: member.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const profile = await app.inject({ url: `/api/providers/${provider.id}`, headers: withApiKey() });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses an ADMIN (403), who is closed by another ADMIN, and anyone signed out (401)', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: withBearer(admin.token),
      payload: { password: admin.user.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: PROBLEM_TYPES.wrongRole });
    expect(await findUserRow(db, admin.user.id)).toBeDefined();
    const anonymous = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: withApiKey(),
      payload: { password: 'anything' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
