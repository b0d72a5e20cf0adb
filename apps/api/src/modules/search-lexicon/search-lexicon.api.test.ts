import { describe, expect, it } from 'vitest';
import type { AuditLogPage, LexiconEntry, LexiconList, Problem, SearchResult } from '@carefinder/contracts';
import { makeFacility, makeTerm } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const asAdmin = withBearer((await signIn(app, admin)).access_token);
const asUser = withBearer((await signIn(app, await createUser(db, { role: 'USER' }))).access_token);

await makeTerm(db, 'facility-types', 'pharmacy', 'Pharmacy');
await makeTerm(db, 'facility-types', 'maternity-home', 'Maternity Home');

const create = (payload: Record<string, unknown>, headers = asAdmin) =>
  app.inject({ method: 'POST', url: '/api/admin/search-lexicon', headers, payload });

async function read(id: number) {
  const response = await app.inject({ url: `/api/admin/search-lexicon/${id}`, headers: asAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return { entry: response.json<LexiconEntry>(), etag: String(response.headers.etag) };
}

const patch = (id: number, payload: Record<string, unknown>, etag: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/search-lexicon/${id}`,
    headers: { ...asAdmin, 'if-match': etag },
    payload,
  });

const search = async (q: string) => {
  const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>().items.map((item) => item.name);
};

describe('the search lexicon', () => {
  it('is ADMIN’s: others are refused, reads included', async () => {
    expect((await app.inject({ url: '/api/admin/search-lexicon', headers: asUser })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/search-lexicon', headers: withApiKey() })).statusCode).toBe(
      401,
    );
    const refused = await create(
      { phrase: 'kemis', language: 'ha', meaning: { kind: 'facility-types', slug: 'pharmacy' } },
      asUser,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a phrase without words, an unknown language, list or entry, and an unknown field, naming it', async () => {
    const meaning = { kind: 'facility-types', slug: 'pharmacy' };
    const cases: [Record<string, unknown>, string][] = [
      [{ phrase: ' ', language: 'ha', meaning }, 'phrase'],
      [{ phrase: 'kemis', language: 'fr', meaning }, 'language'],
      [{ phrase: 'kemis', language: 'ha', meaning: { kind: 'insurance', slug: 'nhia' } }, 'meaning.kind'],
      [
        { phrase: 'kemis', language: 'ha', meaning: { kind: 'services', slug: 'no-such-entry' } },
        'meaning.slug',
      ],
      [{ phrase: 'kemis', language: 'ha', meaning, reviewed: 'Amina' }, 'reviewed'],
    ];
    for (const [payload, path] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<Problem>().errors?.map((error) => error.path)).toContain(path);
    }
  });

  it('finds the listings of the entry a new phrase means, until the phrase goes; audited, with If-Match', async () => {
    await makeFacility(db, { name: 'Zobo Road Dispensary Store', facilityType: 'pharmacy' });
    await makeFacility(db, { name: 'Mama Ngozi Birth Home', facilityType: 'maternity-home' });
    expect(await search('kemisti zarbi')).toEqual([]);

    const created = await create({
      phrase: 'Kemisti zarbi',
      language: 'ha',
      meaning: { kind: 'facility-types', slug: 'pharmacy', name: 'ignored' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<LexiconEntry>();
    expect(entry).toMatchObject({
      phrase: 'Kemisti zarbi',
      language: 'ha',
      meaning: { kind: 'facility-types', slug: 'pharmacy', name: 'Pharmacy' },
      reviewedBy: null,
    });
    expect(await search('kemisti zarbi')).toEqual(['Zobo Road Dispensary Store']);
    // The same phrase for the same entry in the same language is there already.
    const again = await create({
      phrase: 'Kemisti zarbi',
      language: 'ha',
      meaning: { kind: 'facility-types', slug: 'pharmacy' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<Problem>().errors?.[0]?.path).toBe('phrase');

    // A native speaker's review, and a new meaning: the phrase now finds the other listing.
    const { etag } = await read(entry.id);
    const changed = await patch(
      entry.id,
      { reviewedBy: 'Amina Bello', meaning: { kind: 'facility-types', slug: 'maternity-home' } },
      etag,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<LexiconEntry>()).toMatchObject({ reviewedBy: 'Amina Bello' });
    expect(await search('kemisti zarbi')).toEqual(['Mama Ngozi Birth Home']);
    expect((await patch(entry.id, { reviewedBy: '' }, etag)).statusCode).toBe(412);

    const listed = await app.inject({
      url: '/api/admin/search-lexicon?language=ha&q=zarbi',
      headers: asAdmin,
    });
    expect(listed.json<LexiconList>()).toMatchObject({ total: 1, items: [{ id: entry.id }] });

    const current = await read(entry.id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/search-lexicon/${entry.id}`,
      headers: { ...asAdmin, 'if-match': current.etag },
    });
    expect(removed.statusCode).toBe(204);
    expect(await search('kemisti zarbi')).toEqual([]);

    const log = await app.inject({
      url: `/api/admin/audit-log?entity=search-phrase&entityId=${entry.id}`,
      headers: asAdmin,
    });
    expect(log.json<AuditLogPage>().items.map((item) => item.action)).toEqual([
      'search-phrase.delete',
      'search-phrase.update',
      'search-phrase.create',
    ]);
  });
});
