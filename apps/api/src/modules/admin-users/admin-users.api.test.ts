import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type AdminUser, type Problem } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, post, refreshWith, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN', email: 'chief.admin@example.ng' });
const adminSession = await signIn(app, admin);

const list = (query = '', accessToken = adminSession.access_token) =>
  app.inject({ url: `/api/admin/users${query}`, headers: withBearer(accessToken) });
const read = (id: string) =>
  app.inject({ url: `/api/admin/users/${id}`, headers: withBearer(adminSession.access_token) });
const change = (
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  accessToken = adminSession.access_token,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}`,
    headers: withBearer(accessToken, headers),
    payload,
  });
/** A change on the version just read: its ETag in If-Match (`*` when there is none to read). */
const patch = async (id: string, payload: Record<string, unknown>, accessToken = adminSession.access_token) =>
  change(id, payload, { 'if-match': (await read(id)).headers.etag ?? '*' }, accessToken);
const login = (email: string, password: string) => post(app, '/api/auth/login', { email, password });
const auditOf = (targetId: string) =>
  db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, targetId));

describe('GET /api/admin/users', () => {
  it('pages through users with total, newest first, without secrets', async () => {
    for (let index = 0; index < 3; index++) await createUser(db, { lastName: `Paged ${index}` });
    const response = await list('?page=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: AdminUser[]; total: number; page: number; pageSize: number }>();
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      phone: null,
      role: 'USER',
      emailVerified: true,
      facilities: [],
      activeFacility: null,
      providerProfile: null,
      language: 'en',
      createdAt: expect.any(String),
      disabled: false,
    });
    const lastPage = Math.ceil(body.total / 2);
    const beyond = (await list(`?page=${lastPage + 1}&pageSize=2`)).json<{ items: AdminUser[] }>();
    expect(beyond.items).toEqual([]);
  });

  it('finds users by e-mail or name without regard to case, and filters by role', async () => {
    const provider = await createUser(db, {
      role: 'PROVIDER',
      firstName: 'Oluwaseun',
      lastName: 'Adeyemi',
      email: 'seun.adeyemi@example.ng',
    });
    const byName = (await list('?q=oluwaseun%20ADEYEMI')).json<{ items: AdminUser[] }>();
    expect(byName.items.map((user) => user.id)).toEqual([provider.id]);
    const byEmail = (await list('?q=SEUN.ADEYEMI@')).json<{ items: AdminUser[] }>();
    expect(byEmail.items.map((user) => user.id)).toEqual([provider.id]);
    const providers = (await list('?role=PROVIDER')).json<{ items: AdminUser[]; total: number }>();
    expect(providers.items.every((user) => user.role === 'PROVIDER')).toBe(true);
    expect(providers.items.map((user) => user.id)).toContain(provider.id);
    // LIKE wildcards are taken literally.
    expect((await list('?q=%25')).json<{ total: number }>().total).toBe(0);
  });

  it.each([['?pageSize=51'], ['?page=0'], ['?role=SUPERUSER']])('answers 400 for %s', async (query) => {
    expect((await list(query)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user as listed, with a strong ETag of their role and account state', async () => {
    const user = await createUser(db, { role: 'PROVIDER' });
    const response = await read(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({ id: user.id, role: 'PROVIDER', disabled: false });
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an unknown id', '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11'],
    ['something that is not an id', 'not-a-user'],
  ])('answers 404 for %s', async (_why, id) => {
    expect((await read(id)).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/users/:id on the version read (If-Match)', () => {
  it('answers 428 precondition-required without If-Match, changing nothing', async () => {
    const user = await createUser(db);
    const response = await change(user.id, { role: 'ADMIN' });
    expect(response.statusCode).toBe(428);
    expect(response.json<Problem>().type).toBe(PROBLEM_TYPES.preconditionRequired);
    expect((await read(user.id)).json<AdminUser>().role).toBe('USER');
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 412 stale-write when someone saved first: the row as they left it, no audit entry', async () => {
    const user = await createUser(db);
    const { etag } = (await read(user.id)).headers;
    expect((await change(user.id, { role: 'PROVIDER' }, { 'if-match': etag! })).statusCode).toBe(200);

    const stale = await change(user.id, { role: 'ADMIN', disabled: true }, { 'if-match': etag! });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<Problem>().type).toBe(PROBLEM_TYPES.staleWrite);
    expect((await read(user.id)).json<AdminUser>()).toMatchObject({ role: 'PROVIDER', disabled: false });
    expect((await auditOf(user.id)).map((entry) => entry.after)).toEqual([
      { role: 'PROVIDER', disabled: false },
    ]);
  });

  it('answers 200 with the new ETag for a current one, which the next change must send', async () => {
    const user = await createUser(db);
    const { etag } = (await read(user.id)).headers;
    const response = await change(user.id, { disabled: true }, { 'if-match': etag! });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.etag).not.toBe(etag);
    expect(response.headers.etag).toBe((await read(user.id)).headers.etag);
  });

  it('lets one of two admins changing a role at once win; the other gets 412', async () => {
    const user = await createUser(db);
    const { etag } = (await read(user.id)).headers;
    const answers = await Promise.all(
      (['PROVIDER', 'FACILITY_ADMIN'] as const).map((role) =>
        change(user.id, { role }, { 'if-match': etag! }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('records nothing for a change that changes nothing, and keeps the ETag', async () => {
    const user = await createUser(db);
    const { etag } = (await read(user.id)).headers;
    const response = await change(user.id, { role: 'USER', disabled: false }, { 'if-match': etag! });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(etag);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('changes the role and records who did it, with the user before and after, in the audit log', async () => {
    const user = await createUser(db);
    const response = await patch(user.id, { role: 'FACILITY_ADMIN' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({
      id: user.id,
      role: 'FACILITY_ADMIN',
      disabled: false,
    });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.update',
      targetType: 'user',
      targetId: user.id,
      before: { role: 'USER', disabled: false },
      after: { role: 'FACILITY_ADMIN', disabled: false },
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it('disables an account (it can no longer sign in or refresh) and enables it again, both audited', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    expect((await patch(user.id, { disabled: true })).json<AdminUser>().disabled).toBe(true);
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    const refreshed = await refreshWith(app, session.refresh_token);
    expect([401, 403]).toContain(refreshed.statusCode);

    expect((await patch(user.id, { disabled: false })).json<AdminUser>().disabled).toBe(false);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const entries = await auditOf(user.id);
    expect(entries.map((entry) => entry.after)).toEqual([
      { role: 'USER', disabled: true },
      { role: 'USER', disabled: false },
    ]);
  });

  it.each([
    ['demote themself', { role: 'USER' }, 'role'],
    ['disable themself', { disabled: true }, 'disabled'],
  ])('refuses to let an admin %s (409 naming the field), writing nothing', async (_what, payload, field) => {
    const response = await patch(admin.id, payload);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 409, errors: [{ path: field }] });
    const [stillAdmin] = await db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.id, admin.id), eq(schema.users.role, 'ADMIN')));
    expect(stillAdmin?.disabledAt).toBeNull();
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it.each([
    ['an unknown id', '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11'],
    ['something that is not an id', 'not-a-user'],
  ])('answers 404 for %s', async (_why, id) => {
    expect((await patch(id, { role: 'USER' })).statusCode).toBe(404);
  });

  it('answers 400 for an empty change or an unknown field', async () => {
    const user = await createUser(db);
    expect((await patch(user.id, {})).statusCode).toBe(400);
    expect((await patch(user.id, { email: 'x@example.ng' })).statusCode).toBe(400);
  });
});

describe('changes take effect at once, while access tokens are still valid', () => {
  it('a demoted ADMIN is refused on admin routes with the token that still says ADMIN', async () => {
    const other = await createUser(db, { role: 'ADMIN' });
    const otherSession = await signIn(app, other);
    const target = await createUser(db);
    expect((await list('', otherSession.access_token)).statusCode).toBe(200);

    expect((await patch(other.id, { role: 'USER' })).statusCode).toBe(200);
    expect((await list('', otherSession.access_token)).statusCode).toBe(403);
    const write = await patch(target.id, { role: 'ADMIN' }, otherSession.access_token);
    expect(write.statusCode).toBe(403);
    expect((await db.select().from(schema.users).where(eq(schema.users.id, target.id)))[0]?.role).toBe(
      'USER',
    );
  });

  it('a disabled user is refused on writes with a still-valid access token', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    const rename = () =>
      app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: withBearer(session.access_token),
        payload: { firstName: 'Still here' },
      });
    expect((await rename()).statusCode).toBe(200);
    await patch(user.id, { disabled: true });
    const refused = await rename();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, detail: expect.stringMatching(/disabled/) });
  });
});
