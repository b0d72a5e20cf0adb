import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGE_SIZE, type SitemapPage } from '@carefinder/contracts';
import { makeFacility, makeProvider } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

const getPage = (listing: string, query = '') =>
  app.inject({ url: `/api/sitemap/${listing}${query}`, headers: withApiKey() });

describe('GET /api/sitemap/providers', () => {
  it('lists active providers by id with their last change, and caches publicly', async () => {
    const updatedAt = new Date('2026-11-01T08:00:00Z');
    const active = await Promise.all([1, 2, 3].map(() => makeProvider(db, { updatedAt })));
    await makeProvider(db, { status: 'permanently_closed' });
    const response = await getPage('providers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(response.json<SitemapPage>()).toEqual({
      items: active
        .map((provider) => ({ id: provider.id, updatedAt: updatedAt.toISOString() }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
      page: 1,
      pageSize: SITEMAP_PAGE_SIZE,
      total: 3,
    });
  });

  it.each([['?page=0'], ['?page=two'], ['?page=1.5']])('answers 400 naming page for %s', async (query) => {
    const response = await getPage('providers', query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, errors: [{ path: 'page' }] });
  });
});

describe('GET /api/sitemap/facilities', () => {
  it('splits the active facilities into pages of 10,000 (a URL in each of five languages), by id, without overlap', async () => {
    expect(SITEMAP_PAGE_SIZE).toBe(10_000);
    await db.execute(
      sql`insert into facilities (name) select 'Sitemap Clinic ' || n from generate_series(1, 10003) as n`,
    );
    await makeFacility(db, { status: 'temporarily_closed' });

    const first = (await getPage('facilities', '?page=1')).json<SitemapPage>();
    const second = (await getPage('facilities', '?page=2')).json<SitemapPage>();
    const third = (await getPage('facilities', '?page=3')).json<SitemapPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 10_000, total: 10_003 });
    expect(first.items).toHaveLength(10_000);
    expect(second).toMatchObject({ page: 2, total: 10_003 });
    expect(second.items).toHaveLength(3);
    expect(third.items).toEqual([]);

    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(10_003);
    expect(ids).toEqual([...ids].sort());
  });
});
