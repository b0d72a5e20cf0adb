import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditLogPage, BlogPost, BlogPostList } from '@carefinder/contracts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

let clock = new Date('2026-11-25T09:00:00Z');
const { app, db } = await createTestApp({
  now: () => clock,
  env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'carefinder-blog-')) },
});
const admin = await createUser(db, { role: 'ADMIN', firstName: 'Ngozi', lastName: 'Eze' });
const adminToken = (await signIn(app, admin)).access_token;
const asAdmin = (headers: Record<string, string> = {}) => withBearer(adminToken, headers);

const hours = (n: number) => new Date(clock.getTime() + n * 3_600_000);

const create = (payload: Record<string, unknown>, headers = asAdmin()) =>
  app.inject({ method: 'POST', url: '/api/blog-posts', headers, payload });

async function created(payload: Record<string, unknown>) {
  const response = await create({ body: 'Some words about health.', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return { post: response.json<BlogPost>(), etag: String(response.headers.etag) };
}

const publicList = async (query = '') => {
  const response = await app.inject({ url: `/api/blog-posts${query}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BlogPostList>();
};
const publicRead = (ref: string) => app.inject({ url: `/api/blog-posts/${ref}`, headers: withApiKey() });
const adminRead = (id: number) => app.inject({ url: `/api/admin/blog-posts/${id}`, headers: asAdmin() });
const patch = (id: number, payload: Record<string, unknown>, ifMatch?: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/blog-posts/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
    payload,
  });
const remove = (id: number, ifMatch?: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/blog-posts/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
  });

async function auditOf(id: number) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=blog-post&entityId=${id}`,
    headers: asAdmin(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>().items;
}

describe('blog posts: create, read, change, delete (ADMIN)', () => {
  it('creates a draft that only the admin reads, publishes it with the ETag, then deletes it; all audited', async () => {
    const { post, etag } = await created({
      title: 'Malaria in the rainy season',
      excerpt: 'Nets, drains and when to see a doctor.',
      body: '# Sleep under a net\n\nTreated nets cut malaria. <script>alert(1)</script>',
    });
    expect(post).toMatchObject({
      slug: 'malaria-in-the-rainy-season',
      path: `/blog/malaria-in-the-rainy-season-${post.id}`,
      status: 'draft',
      publishAt: null,
      author: { name: 'Ngozi Eze' },
      readingMinutes: 1,
      cover: null,
    });
    expect(post.bodyHtml).toBe('<h2>Sleep under a net</h2>\n<p>Treated nets cut malaria. </p>');

    // A draft is nobody's but the admin's.
    expect((await publicRead(String(post.id))).statusCode).toBe(404);
    expect((await publicRead(post.slug)).statusCode).toBe(404);
    expect((await publicList()).items.map((item) => item.id)).not.toContain(post.id);
    const read = await adminRead(post.id);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe(etag);

    // Writes need the current ETag.
    expect((await patch(post.id, { status: 'published' })).statusCode).toBe(428);
    const stale = await patch(post.id, { status: 'published' }, '"not-the-tag"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ type: 'https://carefinder.ng/problems/stale-write' });

    const published = await patch(post.id, { status: 'published' }, etag);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<BlogPost>()).toMatchObject({ status: 'published', publishAt: clock.toISOString() });
    const publishedEtag = String(published.headers.etag);
    expect(publishedEtag).not.toBe(etag);

    // Public by id, slug-with-id and slug alike.
    for (const ref of [String(post.id), `${post.slug}-${post.id}`, post.slug]) {
      const response = await publicRead(ref);
      expect(response.statusCode, ref).toBe(200);
      expect(response.json<BlogPost>()).toMatchObject({ id: post.id, status: 'published' });
    }
    expect((await publicList()).items.map((item) => item.id)).toContain(post.id);

    // Saving what is already there changes nothing and records nothing.
    expect((await patch(post.id, { title: post.title }, publishedEtag)).headers.etag).toBe(publishedEtag);

    expect((await remove(post.id)).statusCode).toBe(428);
    expect((await remove(post.id, etag)).statusCode).toBe(412);
    expect((await remove(post.id, publishedEtag)).statusCode).toBe(204);
    expect((await publicRead(String(post.id))).statusCode).toBe(404);
    expect((await adminRead(post.id)).statusCode).toBe(404);

    const audit = await auditOf(post.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'blog-post.create',
      'blog-post.delete',
      'blog-post.update',
    ]);
    expect(audit.find((entry) => entry.action === 'blog-post.update')).toMatchObject({
      before: expect.objectContaining({ status: 'draft' }),
      after: expect.objectContaining({ status: 'published' }),
    });
  });

  it('makes slugs unique, keeps a chosen one, refuses a taken one with 409 naming slug', async () => {
    const first = await created({ title: 'Clean water at home' });
    const second = await created({ title: 'Clean water at home' });
    expect(second.post.slug).toBe('clean-water-at-home-2');
    const taken = await create({ title: 'Other', body: 'x', slug: first.post.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [{ path: 'slug' }] });
    const renamed = await patch(second.post.id, { slug: first.post.slug }, second.etag);
    expect(renamed.statusCode).toBe(409);
    const own = await patch(second.post.id, { slug: 'water-safety' }, second.etag);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<BlogPost>().path).toBe(`/blog/water-safety-${second.post.id}`);

    // A link made with the old slug still finds the post by its id (the page redirects to the new one).
    const published = await patch(second.post.id, { status: 'published' }, String(own.headers.etag));
    expect(published.statusCode).toBe(200);
    const old = await publicRead(`clean-water-at-home-2-${second.post.id}`);
    expect(old.json<BlogPost>()).toMatchObject({ id: second.post.id, slug: 'water-safety' });
    // A slug ending in digits names its own post first.
    const top = await created({ title: 'Top', slug: `top-${second.post.id}`, status: 'published' });
    expect((await publicRead(`top-${second.post.id}`)).json<BlogPost>().id).toBe(top.post.id);
  });

  it('makes an 80-character slug of a long title, cut at a word, and opens the post by {slug}-{id}', async () => {
    const title =
      'What every family in Lagos, Kano and Port Harcourt should know about cholera, clean water and ' +
      'oral rehydration salts this rainy season';
    expect(title.length).toBeGreaterThan(120);
    const { post } = await created({ title, status: 'published' });
    expect(post.slug).toBe('what-every-family-in-lagos-kano-and-port-harcourt-should-know-about-cholera');
    expect(post.slug.length).toBeLessThanOrEqual(80);
    const again = await created({ title, status: 'published' });
    expect(again.post.slug).toBe(
      'what-every-family-in-lagos-kano-and-port-harcourt-should-know-about-cholera-2',
    );

    // A chosen slug may be longer (115 here): its segment too passes Fastify's default limit (100).
    const longSlug = `${'rehydration-salts-'.repeat(6)}at-home`;
    const chosen = await created({ title: 'Oral rehydration', slug: longSlug, status: 'published' });
    for (const { id, slug, path } of [post, again.post, chosen.post]) {
      expect(path).toBe(`/blog/${slug}-${id}`);
      const response = await publicRead(`${slug}-${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<BlogPost>().id).toBe(id);
    }
  });

  it('answers 400 naming each bad field, never a 500', async () => {
    const response = await create({ title: '  ', body: '', status: 'live', publishAt: 'tomorrow' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'body', 'status', 'publishAt']));
    expect(
      (await create({ title: 'x', body: 'y', cover: { key: '../../etc/passwd', alt: '' } })).json(),
    ).toMatchObject({ status: 400, errors: [{ path: 'cover.key' }] });
    expect(
      (await create({ title: 'x', body: 'y', cover: { key: `${'a'.repeat(32)}.webp`, alt: '' } })).json(),
    ).toMatchObject({ status: 400, errors: [{ path: 'cover.key' }] });
    expect((await adminRead(0)).statusCode).toBe(400);
  });

  it('renders every body through the sanitiser: no script, handler or javascript: URL reaches the reader', async () => {
    const { post, etag } = await created({
      title: 'Unsafe markup',
      body: '<img src=x onerror=alert(1)> [go](javascript:alert(1)) <iframe src="https://x.ng"></iframe>',
    });
    await patch(post.id, { status: 'published' }, etag);
    const html = (await publicRead(String(post.id))).json<BlogPost>().bodyHtml;
    expect(html).not.toMatch(/onerror|javascript:|<iframe|<script/i);
  });
});

describe('scheduled posts', () => {
  it('stay hidden until their time, then appear by themselves (the clock moves; no job runs)', async () => {
    const { post } = await created({
      title: 'World Immunisation Week',
      status: 'scheduled',
      publishAt: hours(2).toISOString(),
    });
    expect(post.status).toBe('scheduled');
    expect((await publicRead(String(post.id))).statusCode).toBe(404);
    expect((await publicList()).items.map((item) => item.id)).not.toContain(post.id);

    clock = hours(3);
    expect((await publicList()).items[0]).toMatchObject({ id: post.id, status: 'published' });
    expect((await publicRead(String(post.id))).statusCode).toBe(200);
    const forAdmin = await app.inject({ url: '/api/admin/blog-posts?status=published', headers: asAdmin() });
    expect(forAdmin.json<BlogPostList>().items.map((item) => item.id)).toContain(post.id);
  });

  it('are not kept by any cache past their time: the public answers hold until the next one appears', async () => {
    const listed = () => app.inject({ url: '/api/blog-posts', headers: withApiKey() });
    const until = (response: { headers: Record<string, unknown> }) => response.headers['cache-control'];
    clock = hours(10);
    const { post } = await created({
      title: 'Malaria season',
      status: 'scheduled',
      publishAt: new Date(clock.getTime() + 90_000).toISOString(),
    });
    expect(until(await listed())).toBe('public, max-age=60, s-maxage=90');
    clock = new Date(clock.getTime() + 60_000);
    expect(until(await listed())).toBe('public, max-age=30, s-maxage=30');
    clock = new Date(clock.getTime() + 30_000);
    const published = await listed();
    expect(published.json<BlogPostList>().items[0]?.id).toBe(post.id);
    expect(until(published)).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
    expect(until(await publicRead(String(post.id)))).toBe(until(published));
  });

  it('needs a time in the future', async () => {
    for (const publishAt of [undefined, hours(-1).toISOString()]) {
      const response = await create({ title: 'Late', body: 'x', status: 'scheduled', publishAt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'publishAt' }] });
    }
    const future = await create({
      title: 'Now',
      body: 'x',
      status: 'published',
      publishAt: hours(5).toISOString(),
    });
    expect(future.json()).toMatchObject({ status: 400, errors: [{ path: 'publishAt' }] });
  });
});

describe('GET /api/blog-posts', () => {
  it('pages published posts newest first, with reading time; related posts share words', async () => {
    const titles = ['Diabetes and diet', 'Blood pressure checks', 'Diabetes: checking your feet'];
    const ids: number[] = [];
    for (const title of titles) {
      clock = hours(1);
      ids.push((await created({ title, status: 'published', body: 'word '.repeat(450) })).post.id);
    }
    const first = await publicList('?pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]!.readingMinutes).toBe(3);
    const second = await publicList('?pageSize=2&page=2');
    expect(second.items[0]!.id).toBe(ids[0]);
    expect(second.total).toBe(first.total);

    const feet = (await publicRead(String(ids[2]))).json<BlogPost>();
    expect(feet.related[0]!.id).toBe(ids[0]);
    expect(feet.related.map((item) => item.id)).not.toContain(ids[2]);
    const tooMany = await app.inject({ url: '/api/blog-posts?pageSize=51', headers: withApiKey() });
    expect(tooMany.json()).toMatchObject({ status: 400, errors: [{ path: 'pageSize' }] });
  });
});

describe('who may write', () => {
  const roles = ['USER', 'FACILITY_ADMIN', 'PROVIDER'] as const;

  it('answers 401 to anonymous callers and 403 to every role but ADMIN, and changes nothing', async () => {
    const { post, etag } = await created({ title: 'Role matrix' });
    const anonymous = withApiKey({ 'if-match': etag });
    const tokens = await Promise.all(
      roles.map(async (role) => (await signIn(app, await createUser(db, { role }))).access_token),
    );
    const attempts = (headers: Record<string, string>) => [
      app.inject({ method: 'POST', url: '/api/blog-posts', headers, payload: { title: 't', body: 'b' } }),
      app.inject({ method: 'PATCH', url: `/api/blog-posts/${post.id}`, headers, payload: { title: 't' } }),
      app.inject({ method: 'DELETE', url: `/api/blog-posts/${post.id}`, headers }),
      app.inject({ url: `/api/admin/blog-posts/${post.id}`, headers }),
      app.inject({ url: '/api/admin/blog-posts', headers }),
      app.inject({ method: 'POST', url: '/api/admin/markdown-preview', headers, payload: { body: 'x' } }),
      app.inject({
        method: 'POST',
        url: '/api/blog-posts/covers',
        headers: { ...headers, 'content-type': 'image/png' },
        payload: Buffer.from('x'),
      }),
    ];
    for (const response of await Promise.all(attempts(anonymous))) expect(response.statusCode).toBe(401);
    for (const token of tokens)
      for (const response of await Promise.all(attempts(withBearer(token, { 'if-match': etag }))))
        expect(response.statusCode, response.body).toBe(403);
    expect((await adminRead(post.id)).headers.etag).toBe(etag);
    expect(await auditOf(post.id)).toHaveLength(1);
  });

  it('lets ADMIN list every post by status and search, and preview Markdown as the pages render it', async () => {
    await created({ title: 'Draft about typhoid' });
    const list = await app.inject({
      url: '/api/admin/blog-posts?status=draft&q=TYPHOID',
      headers: asAdmin(),
    });
    expect(list.json<BlogPostList>().items.map((item) => item.title)).toEqual(['Draft about typhoid']);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/markdown-preview',
      headers: asAdmin(),
      payload: { body: '**Bold** <svg onload=alert(1)>' },
    });
    expect(preview.json()).toEqual({ html: '<p><strong>Bold</strong> </p>', readingMinutes: 1 });
  });
});

describe('GET /api/sitemap/blog-posts', () => {
  it('lists the canonical path of every public post, and no draft', async () => {
    const draft = await created({ title: 'Sitemap draft' });
    const live = await created({ title: 'Sitemap live', status: 'published' });
    const response = await app.inject({ url: '/api/sitemap/blog-posts', headers: withApiKey() });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ items: { path: string }[] }>().items.map((item) => item.path);
    expect(paths).toContain(live.post.path);
    expect(paths).not.toContain(draft.post.path);
  });
});
