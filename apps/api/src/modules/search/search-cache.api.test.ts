import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SearchResult } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

let clock = new Date('2026-11-18T09:30:00Z');
const { app, db } = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '60' }, now: () => clock });

const total = async (q: string) =>
  (await app.inject({ url: `/api/search?q=${q}`, headers: withApiKey() })).json<SearchResult>().total;

it('keeps a search answer for SEARCH_CACHE_SECONDS, as long as shared caches may keep it', async () => {
  const facility = await makeFacility(db, { name: 'Cached Kingfisher Clinic' });
  expect(await total('kingfisher')).toBe(1);

  await db.delete(schema.facilities).where(eq(schema.facilities.id, facility.id));
  clock = new Date(clock.getTime() + 59_000);
  expect(await total('kingfisher')).toBe(1);

  clock = new Date(clock.getTime() + 2_000);
  expect(await total('kingfisher')).toBe(0);
});
