import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AuditLogPage,
  type SearchResult,
  type TaxonomyEntry,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeTerm } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const token = (await signIn(app, admin)).access_token;

const asAdmin = (headers: Record<string, string> = {}) => withBearer(token, headers);

const create = (list: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/${list}`, headers: asAdmin(), payload });

async function read(list: string, id: number) {
  const response = await app.inject({ url: `/api/${list}/${id}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { entry: response.json<TaxonomyEntry>(), etag: String(response.headers.etag) };
}

const patch = (list: string, id: number, payload: Record<string, unknown>, ifMatch?: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/${list}/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
    payload,
  });

const remove = (list: string, id: number, ifMatch?: string, mergeInto?: number) =>
  app.inject({
    method: 'DELETE',
    url: `/api/${list}/${id}${mergeInto ? `?mergeInto=${mergeInto}` : ''}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
  });

const search = async (query: string) =>
  (await app.inject({ url: `/api/search?${query}`, headers: withApiKey() })).json<SearchResult>();

async function auditOf(entity: string, entityId: number) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=${entity}&entityId=${entityId}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

describe('POST /api/{list}', () => {
  it('creates an entry: 201 with the entry, its ETag and Location, a slug made from the name, an audit entry', async () => {
    const response = await create('services', {
      name: 'Ear, Nose & Throat (ENT)',
      keywords: 'ent otolaryngology',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<TaxonomyEntry>();
    expect(entry).toMatchObject({
      slug: 'ear-nose-and-throat-ent',
      name: 'Ear, Nose & Throat (ENT)',
      description: '',
      keywords: 'ent otolaryngology',
      facilityCount: 0,
      providerCount: 0,
    });
    expect(response.headers.location).toBe(`/api/services/${entry.id}`);
    expect(response.headers.etag).toBe((await read('services', entry.id)).etag);
    expect(await auditOf('service', entry.id)).toEqual([
      expect.objectContaining({
        action: 'service.create',
        actor: expect.objectContaining({ id: admin.id }),
        before: null,
        after: expect.objectContaining({ slug: 'ear-nose-and-throat-ent' }),
      }),
    ]);
  });

  it('gives a new name whose slug is taken the next free one, and refuses a taken name or explicit slug (409)', async () => {
    await makeTerm(db, 'awards', 'gold-star', 'Gold Star');
    const other = await create('awards', { name: 'Gold star!' });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ slug: 'gold-star-2' });

    const sameName = await create('awards', { name: 'Gold Star' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual([{ path: 'name', message: expect.any(String) }]);

    const sameSlug = await create('awards', { name: 'Golden star', slug: 'gold-star' });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().errors).toEqual([{ path: 'slug', message: expect.any(String) }]);
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ name: 'Fine', slug: 'Not A Slug' }, 'slug'],
    [{ name: 'Fine', description: 42 }, 'description'],
    [{ name: '!!!' }, 'name'],
    [{ name: 'Fine', names: { fr: 'Bien' } }, 'names.fr'],
    [{ name: 'Fine', names: { ha: 'x'.repeat(121) } }, 'names.ha'],
    [{ name: 'Fine', names: { yo: 'two\nlines' } }, 'names.yo'],
    [{ name: 'Fine', descriptions: { fr: 'Bien' } }, 'descriptions.fr'],
    [{ name: 'Fine', descriptions: { ig: 'x'.repeat(2_001) } }, 'descriptions.ig'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const response = await create('qualities', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: field }));
  });

  it('makes a new service findable in the next request, by its name, on the listings that carry it', async () => {
    const response = await create('services', { name: 'Hyperbaric Oxygen Therapy' });
    const { slug } = response.json<TaxonomyEntry>();
    await makeFacility(db, { name: 'Lekki Dive Clinic', terms: { services: [slug] } });
    expect((await search('q=hyperbaric')).items.map((item) => item.name)).toEqual(['Lekki Dive Clinic']);
    expect((await search(`service=${slug}`)).total).toBe(1);
  });
});

describe('PATCH /api/{list}/{id}', () => {
  it('needs If-Match (428), refuses a stale one (412) and changes nothing, applies a current one', async () => {
    const term = await makeTerm(db, 'conditions', 'hay-fever', 'Hay fever');
    const { etag } = await read('conditions', term.id);

    const blind = await patch('conditions', term.id, { name: 'Allergic rhinitis' });
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toMatchObject({ type: PROBLEM_TYPES.preconditionRequired });

    const applied = await patch('conditions', term.id, { name: 'Allergic rhinitis' }, etag);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ name: 'Allergic rhinitis', slug: 'hay-fever' });
    expect(applied.headers.etag).not.toBe(etag);

    const stale = await patch('conditions', term.id, { name: 'Hay fever again' }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ type: PROBLEM_TYPES.staleWrite, status: 412 });
    expect((await read('conditions', term.id)).entry.name).toBe('Allergic rhinitis');
    // The refused write left no audit entry; the applied one did, with the fields before and after.
    expect(await auditOf('condition', term.id)).toEqual([
      expect.objectContaining({
        action: 'condition.update',
        before: expect.objectContaining({ name: 'Hay fever' }),
        after: expect.objectContaining({ name: 'Allergic rhinitis' }),
      }),
    ]);
  });

  it('accepts the read answer sent back (read-only fields ignored)', async () => {
    const term = await makeTerm(db, 'procedures', 'tonsillectomy', 'Tonsillectomy');
    const { entry, etag } = await read('procedures', term.id);
    const response = await patch(
      'procedures',
      term.id,
      { ...entry, description: 'Removal of the tonsils' },
      etag,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: term.id, description: 'Removal of the tonsils' });
  });

  it('finds listings under a renamed entry at once, and keeps an old slug working in search URLs', async () => {
    const term = await makeTerm(db, 'specialties', 'ent-surgery', 'ENT surgery');
    await makeFacility(db, { name: 'Ikoyi Otology Centre', terms: { specialties: ['ent-surgery'] } });
    expect((await search('specialty=ent-surgery')).total).toBe(1);
    const { etag } = await read('specialties', term.id);
    const renamed = await patch(
      'specialties',
      term.id,
      { name: 'Otorhinolaryngology', slug: 'otorhinolaryngology' },
      etag,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search('q=otorhinolaryngology')).items.map((item) => item.name)).toContain(
      'Ikoyi Otology Centre',
    );
    expect((await search('specialty=otorhinolaryngology')).total).toBe(1);
    expect((await search('specialty=ent-surgery')).total).toBe(1);
    // The old slug is kept for links: no other entry may take it, but this one may take it back.
    const clash = await create('specialties', { name: 'Something else', slug: 'ent-surgery' });
    expect(clash.statusCode).toBe(409);
    const back = await patch('specialties', term.id, { slug: 'ent-surgery' }, String(renamed.headers.etag));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('answers 404 for an entry of another list, 400 for an id that is not a number', async () => {
    const term = await makeTerm(db, 'awards', 'silver-star', 'Silver Star');
    expect((await patch('services', term.id, { name: 'X' }, '*')).statusCode).toBe(404);
    expect((await patch('services', 'abc' as unknown as number, { name: 'X' }, '*')).statusCode).toBe(400);
  });
});

describe('DELETE /api/{list}/{id}', () => {
  it('deletes an unused entry (204), which then answers 404', async () => {
    const term = await makeTerm(db, 'qualities', 'punctual', 'Punctual');
    const { etag } = await read('qualities', term.id);
    expect((await remove('qualities', term.id)).statusCode).toBe(428);
    expect((await remove('qualities', term.id, etag)).statusCode).toBe(204);
    expect((await app.inject({ url: `/api/qualities/${term.id}`, headers: withApiKey() })).statusCode).toBe(
      404,
    );
    expect(await auditOf('quality', term.id)).toEqual([
      expect.objectContaining({ action: 'quality.delete' }),
    ]);
  });

  it('refuses a delete of a version changed since it was read (412), deleting nothing', async () => {
    const term = await makeTerm(db, 'qualities', 'courteous', 'Courteous');
    const { etag } = await read('qualities', term.id);
    expect((await patch('qualities', term.id, { name: 'Courteous staff' }, etag)).statusCode).toBe(200);
    const stale = await remove('qualities', term.id, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ type: PROBLEM_TYPES.staleWrite });
    expect((await read('qualities', term.id)).entry.name).toBe('Courteous staff');
  });

  it('refuses an entry listings use (409 in-use), and leaves every link in place', async () => {
    const term = await makeTerm(db, 'insurance', 'oak-hmo', 'Oak HMO');
    const facility = await makeFacility(db, { terms: { insurance: ['oak-hmo'] } });
    const response = await remove('insurance', term.id, '*');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ type: PROBLEM_TYPES.inUse });
    const links = await db
      .select()
      .from(schema.facilityTerms)
      .where(eq(schema.facilityTerms.facilityId, facility.id));
    expect(links.map((link) => link.termId)).toContain(term.id);
  });

  it('with ?mergeInto moves every facility, provider and facility type to the other entry, in one transaction', async () => {
    const from = await makeTerm(db, 'facility-types', 'cottage-hospital', 'Cottage hospital');
    const into = await makeTerm(db, 'facility-types', 'general-hospital', 'General hospital');
    const cottage = await makeFacility(db, {
      name: 'Epe Cottage Hospital',
      facilityType: 'cottage-hospital',
    });
    const fromSpecialty = await makeTerm(db, 'specialties', 'paediatrics-old', 'Child health');
    const intoSpecialty = await makeTerm(db, 'specialties', 'paediatrics', 'Paediatrics');
    const both = await makeProvider(db, { terms: { specialties: ['paediatrics-old', 'paediatrics'] } });
    const one = await makeProvider(db, { terms: { specialties: ['paediatrics-old'] } });

    expect((await remove('facility-types', from.id, '*', 999_999)).statusCode).toBe(400);
    expect((await remove('facility-types', from.id, '*', from.id)).statusCode).toBe(400);
    expect(await auditOf('facility-type', from.id)).toEqual([]);

    expect((await remove('facility-types', from.id, '*', into.id)).statusCode).toBe(204);
    const [moved] = await db.select().from(schema.facilities).where(eq(schema.facilities.id, cottage.id));
    expect(moved?.facilityTypeId).toBe(into.id);
    expect((await search('facilityType=cottage-hospital')).items.map((item) => item.name)).toContain(
      'Epe Cottage Hospital',
    );

    expect((await remove('specialties', fromSpecialty.id, '*', intoSpecialty.id)).statusCode).toBe(204);
    for (const provider of [both, one]) {
      const links = await db
        .select()
        .from(schema.providerTerms)
        .where(eq(schema.providerTerms.providerId, provider.id));
      expect(links.map((link) => link.termId)).toEqual([intoSpecialty.id]);
    }
    expect(await auditOf('specialty', fromSpecialty.id)).toEqual([
      expect.objectContaining({
        action: 'specialty.merge',
        before: expect.objectContaining({ slug: 'paediatrics-old', uses: { facilities: 0, providers: 2 } }),
        after: { mergedInto: intoSpecialty.id, slug: 'paediatrics' },
      }),
    ]);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('filters by actor, newest first', async () => {
    const response = await app.inject({
      url: `/api/admin/audit-log?actor=${admin.id}&pageSize=2`,
      headers: asAdmin(),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<AuditLogPage>();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    expect(page.items.every((item) => item.actor?.id === admin.id)).toBe(true);
  });

  it('refuses a malformed actor with 400 naming it', async () => {
    const response = await app.inject({ url: '/api/admin/audit-log?actor=nobody', headers: asAdmin() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'actor' })]);
  });
});

describe('GET /api/{list} for the admin tables', () => {
  it('searches name, slug and keywords, sorts by use, and pages, with the total; uncached', async () => {
    await makeTerm(db, 'practice-areas', 'tele-consults', 'Teleconsultation');
    await makeTerm(db, 'practice-areas', 'home-visits', 'Home visits');
    await makeProvider(db, { terms: { 'practice-areas': ['home-visits'] } });
    const list = async (query: string) => {
      const response = await app.inject({ url: `/api/practice-areas?${query}`, headers: withApiKey() });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const byUse = await list('sort=uses&pageSize=1');
    expect(byUse.headers['cache-control']).toBe('no-cache');
    expect(byUse.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ slug: 'home-visits' }] });
    expect((await list('sort=uses&pageSize=1&page=2')).json().items).toEqual([
      expect.objectContaining({ slug: 'tele-consults' }),
    ]);
    expect((await list('q=TELE')).json()).toMatchObject({ total: 1, items: [{ slug: 'tele-consults' }] });
    expect((await list('')).headers['cache-control']).toContain('public');
    const tooBig = await app.inject({ url: '/api/practice-areas?pageSize=51', headers: withApiKey() });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('names in other languages', () => {
  it('are written and read with the entry, kept in one order, emptied by an empty name; a change is audited', async () => {
    const created = await create('facility-types', {
      name: 'Herbal Clinic',
      names: { pcm: 'Agbo clinic', ha: '  Asibitin magungunan gargajiya ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<TaxonomyEntry>();
    const { entry, etag } = await read('facility-types', id);
    expect(entry.names).toEqual({ ha: 'Asibitin magungunan gargajiya', pcm: 'Agbo clinic' });
    expect(Object.keys(entry.names)).toEqual(['ha', 'pcm']);

    // The answer sent back whole changes nothing; names are replaced as a whole, an empty one removed.
    const unchanged = await patch('facility-types', id, { ...entry }, etag);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await auditOf('facility-type', id)).toHaveLength(1);
    const changed = await patch('facility-types', id, { names: { yo: 'Ilé ìwòsàn ewé', ha: '' } }, etag);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TaxonomyEntry>().names).toEqual({ yo: 'Ilé ìwòsàn ewé' });
    expect((await auditOf('facility-type', id))[0]).toMatchObject({
      action: 'facility-type.update',
      before: { names: { ha: 'Asibitin magungunan gargajiya', pcm: 'Agbo clinic' } },
      after: { names: { yo: 'Ilé ìwòsàn ewé' } },
    });
  });

  it('descriptions are written and read with the entry like names, on several lines; a change is audited', async () => {
    const created = await create('capabilities', {
      name: 'Blood bank',
      description: 'Keeps blood for transfusions.',
      descriptions: { pcm: 'Dem dey keep blood.\nFor transfusion.', yo: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<TaxonomyEntry>();
    const { entry, etag } = await read('capabilities', id);
    expect(entry.descriptions).toEqual({ pcm: 'Dem dey keep blood.\nFor transfusion.' });
    const changed = await patch('capabilities', id, { descriptions: { ha: 'Yana ajiye jini.' } }, etag);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TaxonomyEntry>().descriptions).toEqual({ ha: 'Yana ajiye jini.' });
    expect((await auditOf('capability', id))[0]).toMatchObject({
      before: { descriptions: { pcm: 'Dem dey keep blood.\nFor transfusion.' } },
      after: { descriptions: { ha: 'Yana ajiye jini.' } },
    });
  });

  it('find the listings that carry the entry, in any language, accents and hooked letters as people type them', async () => {
    const type = await create('facility-types', { name: 'Bonesetter Centre' });
    const { id } = type.json<TaxonomyEntry>();
    await makeFacility(db, { name: 'Alheri Centre', facilityType: type.json<TaxonomyEntry>().slug });
    expect((await search('q=ƙashi')).total).toBe(0);

    const { etag } = await read('facility-types', id);
    const named = await patch(
      'facility-types',
      id,
      { names: { ha: 'Gidan ɗora ƙashi', yo: 'Ilé oníṣègùn egungun' } },
      etag,
    );
    expect(named.statusCode, named.body).toBe(200);
    for (const query of ['q=dora+kashi', 'q=gidan+%C9%97ora+%C6%99ashi', 'q=onisegun+egungun']) {
      expect(
        (await search(query)).items.map((item) => item.name),
        query,
      ).toEqual(['Alheri Centre']);
    }
  });

  it('add only words the English name and keywords lack, so English searches rank as before', async () => {
    const type = (
      await create('facility-types', { name: 'Bush Hospital', keywords: 'rural' })
    ).json<TaxonomyEntry>();
    const facility = await makeFacility(db, { name: 'Okuta Hospital', facilityType: type.slug });
    const documentOf = async () =>
      (
        await db
          .select({ document: sql<string>`document::text` })
          .from(schema.searchDocuments)
          .where(eq(schema.searchDocuments.id, facility.id))
      )[0]?.document;
    const english = await documentOf();
    const { etag } = await read('facility-types', type.id);
    await patch('facility-types', type.id, { names: { pcm: 'Bush hospital', ig: 'RURAL hospital' } }, etag);
    expect(await documentOf()).toBe(english);
    await patch(
      'facility-types',
      type.id,
      { names: { ha: 'Asibitin daji' } },
      (await read('facility-types', type.id)).etag,
    );
    expect(await documentOf()).not.toBe(english);
  });
});
