import { describe, expect, it } from 'vitest';
import type { AuditLogPage, ContentPage } from '@carefinder/contracts';
import { seedStartingContentPages } from '@carefinder/db';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const clock = new Date('2026-11-25T10:00:00Z');
const { app, db } = await createTestApp({ now: () => clock });
await seedStartingContentPages(db);
const adminToken = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;

const read = () => app.inject({ url: '/api/pages/covid-19', headers: withApiKey() });
const patch = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: '/api/pages/covid-19', headers, payload });

describe('GET /api/pages/covid-19', () => {
  it('answers the starting guidance to everyone: cited sources, NCDC’s number, a review date', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"/);
    const page = response.json<ContentPage>();
    expect(page).toMatchObject({ key: 'covid-19', title: 'COVID-19', reviewedOn: '2026-11-25' });
    expect(page.bodyHtml).toContain(
      'href="https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)"',
    );
    expect(page.bodyHtml).toContain('<a href="tel:6232">6232</a>');
    expect(page.bodyHtml).toContain(
      'href="https://dailypost.ng/2021/01/14/covid-19-ncdc-announces-new-toll-free-number/"',
    );
  });

  it('knows no other page', async () => {
    const response = await app.inject({ url: '/api/pages/not-a-page', headers: withApiKey() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('PATCH /api/pages/covid-19', () => {
  it('lets ADMIN change the text with the ETag (428 without, 412 stale), sanitised, audited', async () => {
    const etag = String((await read()).headers.etag);
    const admin = (ifMatch?: string) => withBearer(adminToken, ifMatch ? { 'if-match': ifMatch } : {});
    expect((await patch({ reviewedOn: '2026-12-01' }, admin())).statusCode).toBe(428);
    expect((await patch({ reviewedOn: '2026-12-01' }, admin('"old"'))).statusCode).toBe(412);
    const bad = await patch({ reviewedOn: 'soon', title: '' }, admin(etag));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { path: string }[] }>()
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(['reviewedOn', 'title']);

    const changed = await patch(
      { body: 'New guidance <img src=x onerror=alert(1)>', reviewedOn: '2026-12-01' },
      admin(etag),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ContentPage>()).toMatchObject({
      reviewedOn: '2026-12-01',
      bodyHtml: '<p>New guidance <img src="x" loading="lazy" /></p>',
      updatedAt: clock.toISOString(),
    });
    expect(changed.headers.etag).not.toBe(etag);
    const audit = await app.inject({
      url: '/api/admin/audit-log?entity=content-page&entityId=covid-19',
      headers: admin(),
    });
    expect(audit.json<AuditLogPage>().items).toEqual([
      expect.objectContaining({
        action: 'content-page.update',
        before: expect.objectContaining({ reviewedOn: '2026-11-25' }),
        after: expect.objectContaining({ reviewedOn: '2026-12-01' }),
      }),
    ]);
  });

  it('refuses anonymous callers (401) and every role but ADMIN (403)', async () => {
    const etag = String((await read()).headers.etag);
    expect((await patch({ title: 'x' }, withApiKey({ 'if-match': etag }))).statusCode).toBe(401);
    for (const role of ['USER', 'FACILITY_ADMIN', 'PROVIDER'] as const) {
      const token = (await signIn(app, await createUser(db, { role }))).access_token;
      expect((await patch({ title: 'x' }, withBearer(token, { 'if-match': etag }))).statusCode).toBe(403);
    }
    expect((await read()).headers.etag).toBe(etag);
  });
});
