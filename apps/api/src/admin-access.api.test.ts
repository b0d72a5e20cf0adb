import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeReview, makeTerm } from './testing/directory-factories.ts';
import { createUser, signIn, withBearer } from './testing/factories.ts';
import { registeredRoutes } from './testing/routes.ts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

const { app, db } = await createTestApp();

const tokens = Object.fromEntries(
  await Promise.all(
    (['ADMIN', 'FACILITY_ADMIN', 'PROVIDER', 'USER'] as const).map(async (role) => [
      role,
      (await signIn(app, await createUser(db, { role }))).access_token,
    ]),
  ),
) as Record<UserRole, string>;

/** Every admin route the app has (from its router), so a new one cannot be left out of the matrix. */
const adminRoutes = registeredRoutes(app).filter(
  (route) => route.url.startsWith('/api/admin/') && !['HEAD', 'OPTIONS'].includes(route.method),
);

/**
 * A valid request per admin route, for the ADMIN case. A new admin route fails the first test until it gets
 * one here.
 */
const validRequests: Record<
  string,
  () => Promise<{ url: string; payload?: Record<string, unknown>; headers?: Record<string, string> }>
> = {
  'GET /api/admin/users': async () => ({ url: '/api/admin/users?q=example' }),
  'GET /api/admin/audit-log': async () => ({ url: '/api/admin/audit-log?entity=user' }),
  'GET /api/admin/audit-log/facets': async () => ({ url: '/api/admin/audit-log/facets' }),
  'GET /api/admin/dashboard': async () => ({ url: '/api/admin/dashboard' }),
  'GET /api/admin/users/:id': async () => ({ url: `/api/admin/users/${(await createUser(db)).id}` }),
  'PATCH /api/admin/users/:id': async () => ({
    url: `/api/admin/users/${(await createUser(db)).id}`,
    payload: { role: 'PROVIDER' },
    headers: { 'if-match': '*' },
  }),
  'GET /api/admin/reviews': async () => ({ url: '/api/admin/reviews?status=reported' }),
  'GET /api/admin/facilities': async () => ({ url: '/api/admin/facilities?q=probe&status=all&sort=rating' }),
  'GET /api/admin/providers': async () => ({ url: '/api/admin/providers?state=lagos&sort=updated' }),
  'GET /api/admin/reviews/:id': async () => ({
    url: `/api/admin/reviews/${(await makeReview(db, { facilityId: (await makeFacility(db)).id })).id}`,
  }),
  'PATCH /api/admin/reviews/:id': async () => ({
    url: `/api/admin/reviews/${(await makeReview(db, { facilityId: (await makeFacility(db)).id })).id}`,
    payload: { status: 'hidden', reason: 'Probe: off topic.' },
  }),
  'GET /api/admin/duplicates': async () => ({ url: '/api/admin/duplicates?page=1&pageSize=5' }),
  'GET /api/admin/blog-posts': async () => ({ url: '/api/admin/blog-posts?status=draft&q=probe' }),
  'GET /api/admin/blog-posts/:id': async () => ({ url: `/api/admin/blog-posts/${await blogPostId()}` }),
  'POST /api/admin/markdown-preview': async () => ({
    url: '/api/admin/markdown-preview',
    payload: { body: '**Probe**' },
  }),
  'POST /api/admin/duplicates/:flagId/merge': async () => {
    const flag = await duplicateFlag();
    return { url: `/api/admin/duplicates/${flag.id}/merge`, payload: { keep: flag.duplicateOfId } };
  },
  'POST /api/admin/duplicates/:flagId/dismiss': async () => ({
    url: `/api/admin/duplicates/${(await duplicateFlag()).id}/dismiss`,
  }),
  'GET /api/admin/claims': async () => ({ url: '/api/admin/claims?status=pending' }),
  'GET /api/admin/claims/:id': async () => ({ url: `/api/admin/claims/${(await listingClaim()).id}` }),
  'PATCH /api/admin/claims/:id': async () => ({
    url: `/api/admin/claims/${(await listingClaim()).id}`,
    payload: { status: 'rejected', reason: 'Probe: could not be checked.' },
    headers: { 'if-match': '*' },
  }),
  'GET /api/admin/facility-moves': async () => ({ url: '/api/admin/facility-moves?status=pending' }),
  'GET /api/admin/facility-moves/:id': async () => ({
    url: `/api/admin/facility-moves/${(await facilityMove()).id}`,
  }),
  'PATCH /api/admin/facility-moves/:id': async () => ({
    url: `/api/admin/facility-moves/${(await facilityMove()).id}`,
    payload: { status: 'rejected', reason: 'Probe: the registry says otherwise.' },
    headers: { 'if-match': '*' },
  }),
  'GET /api/admin/corrections': async () => ({ url: '/api/admin/corrections?waiting=all' }),
  'GET /api/admin/corrections/:id': async () => ({
    url: `/api/admin/corrections/${(await listingCorrection()).id}`,
  }),
  'PATCH /api/admin/corrections/:id': async () => ({
    url: `/api/admin/corrections/${(await listingCorrection()).id}`,
    payload: { status: 'rejected', reason: 'Probe: the facility answered the phone.' },
    headers: { 'if-match': '*' },
  }),
  'GET /api/admin/contact-messages': async () => ({ url: '/api/admin/contact-messages?status=closed' }),
  'GET /api/admin/outbox': async () => ({ url: '/api/admin/outbox?q=example' }),
  'POST /api/admin/channels/ussd': async () => ({ url: '/api/admin/channels/ussd', payload: { text: '1' } }),
  'GET /api/admin/channels/sms-outbox': async () => ({ url: '/api/admin/channels/sms-outbox' }),
  'GET /api/admin/search-lexicon': async () => ({ url: '/api/admin/search-lexicon?language=ha&q=probe' }),
  'POST /api/admin/search-lexicon': async () => {
    const { slug } = await makeTerm(db, 'services', 'probe-service', 'Probe service');
    return {
      url: '/api/admin/search-lexicon',
      payload: { phrase: `probe ${Date.now()}`, language: 'pcm', meaning: { kind: 'services', slug } },
    };
  },
  'GET /api/admin/search-lexicon/:id': async () => ({
    url: `/api/admin/search-lexicon/${await lexiconPhrase()}`,
  }),
  'PATCH /api/admin/search-lexicon/:id': async () => ({
    url: `/api/admin/search-lexicon/${await lexiconPhrase()}`,
    payload: { reviewedBy: 'Probe Reviewer' },
    headers: { 'if-match': '*' },
  }),
  'DELETE /api/admin/search-lexicon/:id': async () => ({
    url: `/api/admin/search-lexicon/${await lexiconPhrase()}`,
    headers: { 'if-match': '*' },
  }),
  'POST /api/admin/readiness-import': async () => ({
    url: '/api/admin/readiness-import',
    payload: { csv: 'facility,capability,confirmed,source\n99/99/9/9/9999,oxygen,2026-01-01,Probe' },
  }),
  'GET /api/admin/closures': async () => ({ url: '/api/admin/closures' }),
  'POST /api/admin/closures': async () => ({
    url: '/api/admin/closures',
    payload: { state: { alias: 'kano' }, from: '2030-01-01', to: '2030-01-01', reason: 'Probe' },
  }),
  'GET /api/admin/closures/:id': async () => ({ url: `/api/admin/closures/${await closure()}` }),
  'PATCH /api/admin/closures/:id': async () => ({
    url: `/api/admin/closures/${await closure()}`,
    payload: { reason: 'Probe, renamed' },
    headers: { 'if-match': '*' },
  }),
  'DELETE /api/admin/closures/:id': async () => ({
    url: `/api/admin/closures/${await closure()}`,
    headers: { 'if-match': '*' },
  }),
  'GET /api/admin/contact-messages/:id': async () => ({
    url: `/api/admin/contact-messages/${(await contactMessage()).id}`,
  }),
  'PATCH /api/admin/contact-messages/:id': async () => ({
    url: `/api/admin/contact-messages/${(await contactMessage()).id}`,
    payload: { status: 'closed' },
    headers: { 'if-match': '*' },
  }),
  'POST /api/admin/contact-messages/:id/replies': async () => ({
    url: `/api/admin/contact-messages/${(await contactMessage()).id}/replies`,
    payload: { body: 'Probe: thank you for writing.' },
  }),
};

/** A phrase of the search lexicon, meaning a probe service. */
async function lexiconPhrase() {
  const term = await makeTerm(db, 'services', 'probe-service', 'Probe service');
  const [phrase] = await db
    .insert(schema.searchLexicon)
    .values({ phrase: `probe ${Date.now()} ${Math.random()}`, language: 'ha', termId: term.id })
    .returning();
  return phrase!.id;
}

/** A closure of Kano's facilities for a day long ahead, closing none. */
async function closure() {
  const [state] = await db
    .select({ id: schema.states.id })
    .from(schema.states)
    .where(eq(schema.states.alias, 'kano'));
  const [row] = await db
    .insert(schema.facilityClosures)
    .values({ stateId: state!.id, startsOn: '2030-01-02', endsOn: '2030-01-02', reason: 'Probe' })
    .returning();
  return row!.id;
}

/** An open message from the contact form. */
async function contactMessage() {
  const [message] = await db
    .insert(schema.contactMessages)
    .values({ name: 'Probe', email: 'probe@example.ng', topic: 'general', message: 'Probe message.' })
    .returning();
  return message!;
}

/** A pending request to manage a facility. */
async function listingClaim() {
  const [claim] = await db
    .insert(schema.listingClaims)
    .values({
      userId: (await createUser(db)).id,
      facilityId: (await makeFacility(db)).id,
      role: 'Manager',
      message: 'Probe: call the front desk.',
    })
    .returning();
  return claim!;
}

/** A facility team's move waiting for an ADMIN. */
async function listingCorrection() {
  const [correction] = await db
    .insert(schema.listingCorrections)
    .values({
      facilityId: (await makeFacility(db)).id,
      kind: 'closed',
      proposal: { kind: 'closed' },
      reason: 'Probe: boarded up.',
    })
    .returning();
  return correction!;
}

async function facilityMove() {
  const place = { state: 'lagos', lga: null, ward: null, address: null, latitude: 6.6, longitude: 3.35 };
  const [move] = await db
    .insert(schema.facilityMoves)
    .values({
      facilityId: (await makeFacility(db)).id,
      fromPlace: place,
      toPlace: { ...place, latitude: 6.45 },
      distanceKm: 16.7,
    })
    .returning();
  return move!;
}

/** A draft blog post. */
async function blogPostId() {
  const [post] = await db
    .insert(schema.blogPosts)
    .values({
      slug: `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      title: 'Probe',
      body: 'Probe.',
    })
    .returning();
  return post!.id;
}

/** A pair of facilities flagged as likely duplicates, as the registry import flags them. */
async function duplicateFlag() {
  const [first, second] = [(await makeFacility(db)).id, (await makeFacility(db)).id].sort();
  const [flag] = await db
    .insert(schema.facilityDuplicateFlags)
    .values({ duplicateOfId: first!, facilityId: second!, distanceMetres: 80 })
    .returning();
  return flag!;
}

const placeholder = (url: string) => url.replace(/:[A-Za-z]+/g, '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11');

describe('every /api/admin route', () => {
  it('is found in the router, and each has a valid example request below', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/users' },
        { method: 'GET', url: '/api/admin/audit-log' },
        { method: 'GET', url: '/api/admin/audit-log/facets' },
        { method: 'GET', url: '/api/admin/dashboard' },
        { method: 'PATCH', url: '/api/admin/users/:id' },
        { method: 'GET', url: '/api/admin/reviews' },
        { method: 'GET', url: '/api/admin/reviews/:id' },
        { method: 'PATCH', url: '/api/admin/reviews/:id' },
        { method: 'GET', url: '/api/admin/facilities' },
        { method: 'GET', url: '/api/admin/providers' },
        { method: 'GET', url: '/api/admin/duplicates' },
        { method: 'POST', url: '/api/admin/duplicates/:flagId/merge' },
        { method: 'POST', url: '/api/admin/duplicates/:flagId/dismiss' },
      ]),
    );
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.keys(validRequests).sort(),
    );
  });

  describe.each(adminRoutes)('$method $url', ({ method, url }) => {
    const call = (headers: Record<string, string>, request: { url: string; payload?: object }) =>
      app.inject({
        method: method as 'GET',
        url: request.url,
        headers,
        ...(request.payload ? { payload: request.payload } : {}),
      });
    // Whatever the body: the role check comes before validation.
    const anyRequest = { url: placeholder(url), ...(method === 'GET' ? {} : { payload: {} }) };

    it('answers 401 without a token', async () => {
      const response = await call(withApiKey(), anyRequest);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });

    it.each<UserRole>(['FACILITY_ADMIN', 'PROVIDER', 'USER'])('answers 403 to a %s', async (role) => {
      const response = await call(withBearer(tokens[role]), anyRequest);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, detail: 'Only administrators can do this.' });
    });

    it('serves an ADMIN (2xx)', async () => {
      const example = validRequests[`${method} ${url}`];
      expect(example, `add a valid request for ${method} ${url} to validRequests`).toBeDefined();
      const request = await example!();
      const response = await call(withBearer(tokens.ADMIN, request.headers), request);
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(300);
    });
  });
});

/**
 * Writes any signed-in user may make about themselves or their own contributions. Every other write of the
 * API curates the directory and is ADMIN-only (DESIGN §4): a new write route lands in the matrix below unless
 * it is added here on purpose.
 */
const SELF_SERVICE_WRITES = [
  /^\/api\/auth\//,
  /^\/api\/me\/?/,
  /^\/api\/client-errors$/,
  /^\/api\/reviews\//,
  /^\/api\/(facilities|providers)\/:id\/reviews$/,
  /^\/api\/(facilities|providers)\/:id\/claims$/,
  // A doctor's request to be listed: any signed-in account, decided by an ADMIN.
  /^\/api\/providers\/claims$/,
  // The contact form's message: anyone, signed in or not, may send one.
  /^\/api\/contact-messages$/,
  // A visitor's correction of a listing: anyone, signed in or not (its decision is an owner write below).
  /^\/api\/(facilities|providers)\/:id\/corrections$/,
  // The aggregators' callbacks: no account, their caller checked by token or loopback (channels tests).
  /^\/api\/(ussd|sms)\/africastalking$/,
  // Decided by the request's facility's team, known only once the request is read: every role is checked in
  // affiliations/affiliation-requests.api.test.ts.
  /^\/api\/affiliation-requests\/:requestId$/,
];

/**
 * Writes an ADMIN shares with a listing's own people (the owners' issue), with what each other role is told:
 * the owning role, not owning this listing, is refused as such. facilities/owner-writes.api.test.ts and
 * providers/own-profile-writes.api.test.ts check the owners' own writes.
 */
const OWNER_WRITES: Record<string, Partial<Record<UserRole, string>>> = {
  'PATCH /api/facilities/:id': {
    FACILITY_ADMIN: 'You can change only a facility you manage.',
    PROVIDER: 'Only administrators or facility administrators can do this.',
    USER: 'Only administrators or facility administrators can do this.',
  },
  'POST /api/facilities/:id/members': {
    FACILITY_ADMIN: 'Only the facility’s own team manages its team.',
    PROVIDER: 'Only administrators or facility administrators can do this.',
    USER: 'Only administrators or facility administrators can do this.',
  },
  'DELETE /api/facilities/:id/members/:userId': {
    FACILITY_ADMIN: 'Only the facility’s own team manages its team.',
    PROVIDER: 'Only administrators or facility administrators can do this.',
    USER: 'Only administrators or facility administrators can do this.',
  },
  'DELETE /api/facilities/:id/invitations/:invitationId': {
    FACILITY_ADMIN: 'Only the facility’s own team manages its team.',
    PROVIDER: 'Only administrators or facility administrators can do this.',
    USER: 'Only administrators or facility administrators can do this.',
  },
  'PATCH /api/providers/:id': {
    FACILITY_ADMIN: 'Only administrators or providers can do this.',
    PROVIDER: 'You can change only your own profile.',
    USER: 'Only administrators or providers can do this.',
  },
  'POST /api/providers/:id/affiliation-requests': {
    FACILITY_ADMIN: 'Only administrators or providers can do this.',
    PROVIDER: 'You can ask only for your own profile.',
    USER: 'Only administrators or providers can do this.',
  },
};
for (const photoWrite of [
  'POST /api/facilities/:id/photos',
  'DELETE /api/facilities/:id/photos/:photoId',
  'PATCH /api/facilities/:id/corrections/:correctionId',
])
  OWNER_WRITES[photoWrite] = OWNER_WRITES['PATCH /api/facilities/:id']!;
for (const photoWrite of [
  'PUT /api/providers/:id/photo',
  'DELETE /api/providers/:id/photo',
  'PATCH /api/providers/:id/corrections/:correctionId',
])
  OWNER_WRITES[photoWrite] = OWNER_WRITES['PATCH /api/providers/:id']!;

const directoryWrites = registeredRoutes(app).filter(
  (route) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) &&
    !route.url.startsWith('/api/admin/') &&
    route.url !== '/api/*' &&
    !SELF_SERVICE_WRITES.some((pattern) => pattern.test(route.url)),
);

describe('every write that curates the directory', () => {
  it('is found in the router: the ten lists, facilities and providers, each with create, change and delete, their photos and affiliation requests', () => {
    expect(directoryWrites).toHaveLength(54);
    expect(directoryWrites).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/facility-types' },
        { method: 'PATCH', url: '/api/insurance/:id' },
        { method: 'DELETE', url: '/api/practice-areas/:id' },
        { method: 'PATCH', url: '/api/capabilities/:id' },
        { method: 'POST', url: '/api/facilities' },
        { method: 'PATCH', url: '/api/facilities/:id' },
        { method: 'DELETE', url: '/api/facilities/:id' },
        { method: 'POST', url: '/api/providers' },
        { method: 'PATCH', url: '/api/providers/:id' },
        { method: 'DELETE', url: '/api/providers/:id' },
        { method: 'POST', url: '/api/facilities/:id/photos' },
        { method: 'DELETE', url: '/api/facilities/:id/photos/:photoId' },
        { method: 'PUT', url: '/api/providers/:id/photo' },
        { method: 'DELETE', url: '/api/providers/:id/photo' },
        { method: 'PATCH', url: '/api/facilities/:id/corrections/:correctionId' },
        { method: 'PATCH', url: '/api/providers/:id/corrections/:correctionId' },
        { method: 'POST', url: '/api/providers/:id/affiliation-requests' },
        { method: 'DELETE', url: '/api/facilities/:id/invitations/:invitationId' },
        { method: 'POST', url: '/api/blog-posts' },
        { method: 'PATCH', url: '/api/blog-posts/:idOrSlug|:id' },
        { method: 'DELETE', url: '/api/blog-posts/:idOrSlug|:id' },
        { method: 'POST', url: '/api/blog-posts/covers' },
        { method: 'PATCH', url: '/api/pages/:key' },
        { method: 'POST', url: '/api/emergency-contacts' },
        { method: 'PATCH', url: '/api/emergency-contacts/:id' },
        { method: 'DELETE', url: '/api/emergency-contacts/:id' },
      ]),
    );
  });

  describe.each(directoryWrites)('$method $url', ({ method, url }) => {
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: method as 'POST',
        url: placeholder(url).replace('5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', '1'),
        headers: { ...headers, 'if-match': '*' },
        ...(method === 'DELETE' ? {} : { payload: { name: 'Probe entry' } }),
      });

    it('answers 401 without a token', async () => {
      expect((await call(withApiKey())).statusCode).toBe(401);
    });

    it.each<UserRole>(['FACILITY_ADMIN', 'PROVIDER', 'USER'])('answers 403 to a %s', async (role) => {
      const response = await call(withBearer(tokens[role]));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: 403,
        detail: OWNER_WRITES[`${method} ${url}`]?.[role] ?? 'Only administrators can do this.',
      });
    });

    it('lets an ADMIN through the role check', async () => {
      expect([401, 403]).not.toContain((await call(withBearer(tokens.ADMIN))).statusCode);
    });
  });
});
