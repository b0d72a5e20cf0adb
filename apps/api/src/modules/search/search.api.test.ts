import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchResultSchema, type Problem, type SearchResult } from '@carefinder/contracts';
import { addWellKnownKeywords, schema } from '@carefinder/db';
import {
  makeFacility,
  makeProvider,
  makeReview,
  makeTerm,
  weekdayHours,
} from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

// Wednesday 18 November 2026, 10:30 in Lagos (WAT = UTC+1); tests move the clock.
let clock = new Date('2026-11-18T09:30:00Z');
const { app, db } = await createTestApp({ now: () => clock });

async function searchFor(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return app.inject({ url: `/api/search?${params}`, headers: withApiKey() });
}

async function results(query: Record<string, string | number>): Promise<SearchResult> {
  const response = await searchFor(query);
  expect(response.statusCode, response.body).toBe(200);
  // The route writes its answer without validating it (routes.ts): the contract is held here.
  const result = response.json<SearchResult>();
  expect(searchResultSchema.parse(result)).toEqual(result);
  return result;
}

const names = (result: SearchResult) => result.items.map((item) => item.name);

describe('GET /api/search — text', () => {
  it('reads misspelt words and a trailing place: "genral hospitl ikeja"', async () => {
    const ikeja = await makeFacility(db, {
      name: 'General Hospital Ikeja',
      facilityType: 'general-hospital',
      lastVerifiedAt: new Date('2026-10-01T00:00:00Z'),
    });
    await makeFacility(db, { name: 'General Hospital Badagry', stateAlias: 'lagos', lga: 'Badagry' });
    await makeFacility(db, { name: 'Sunrise Pharmacy Ikeja', facilityType: 'pharmacy' });

    const result = await results({ q: 'genral hospitl ikeja' });

    expect(result.items[0]).toMatchObject({
      kind: 'facility',
      id: ikeja.id,
      name: 'General Hospital Ikeja',
      url: `/facilities/${ikeja.id}`,
      facilityType: { slug: 'general-hospital', name: 'general hospital' },
      place: { state: { alias: 'lagos', name: 'Lagos' }, lga: { slug: 'ikeja', name: 'Ikeja' } },
      verified: true,
      phone: '+2348031234567',
    });
    expect(names(result)).not.toContain('General Hospital Badagry');
    expect(names(result)).not.toContain('Sunrise Pharmacy Ikeja');
    expect(result.interpreted).toEqual({
      text: 'general hospital ikeja',
      corrections: [
        { from: 'genral', to: 'general' },
        { from: 'hospitl', to: 'hospital' },
      ],
      place: {
        state: { alias: 'lagos', name: 'Lagos' },
        lga: { slug: 'ikeja', name: 'Ikeja' },
        town: null,
      },
      allWordsMatched: true,
      nearMe: false,
      openNow: false,
    });
  });

  it('finds "pimary helth centre" as primary health centres, the type\'s own words included', async () => {
    await makeFacility(db, { name: 'PHC Ogbomosho Road', facilityType: 'primary-health-centre' });
    await makeFacility(db, {
      name: 'Primary Health Centre Ajegunle',
      facilityType: 'primary-health-centre',
      stateAlias: 'lagos',
      lga: 'Ajeromi-Ifelodun',
    });

    const result = await results({ q: 'pimary helth centre' });

    expect(names(result)).toEqual(
      expect.arrayContaining(['PHC Ogbomosho Road', 'Primary Health Centre Ajegunle']),
    );
    expect(names(result)[0]).toBe('Primary Health Centre Ajegunle');
    expect(result.interpreted.corrections).toEqual([
      { from: 'pimary', to: 'primary' },
      { from: 'helth', to: 'health' },
    ]);
  });

  it('finds a specialist by the title people type, misspelt: "gyneacologist"', async () => {
    const specialty = await makeTerm(
      db,
      'specialties',
      'obstetrics-and-gynaecology',
      'Obstetrics and Gynaecology',
    );
    await db
      .update(schema.taxonomyTerms)
      .set({ keywords: 'obstetrician gynaecologist gynecologist' })
      .where(eq(schema.taxonomyTerms.id, specialty.id));
    const doctor = await makeProvider(db, {
      firstName: 'Amaka',
      lastName: 'Obi',
      terms: { specialties: ['obstetrics-and-gynaecology'] },
    });

    const result = await results({ q: 'gyneacologist', kind: 'provider' });

    expect(result.items.map((item) => item.id)).toEqual([doctor.id]);
    expect(result.items[0]).toMatchObject({
      kind: 'provider',
      name: 'Amaka Obi',
      url: `/providers/${doctor.id}`,
      facilityType: null,
      specialties: [{ slug: 'obstetrics-and-gynaecology', name: 'Obstetrics and Gynaecology' }],
      openingStatus: null,
    });
  });

  it('takes "in <place>" as a filter, so a name that only mentions the place is left out', async () => {
    const inIkeja = await makeFacility(db, { name: 'Zobo Clinic', facilityType: 'clinic' });
    await makeFacility(db, { name: 'Ikeja Road Zobo Clinic', stateAlias: 'lagos', lga: 'Surulere' });

    const filtered = await results({ q: 'zobo clinic in ikeja' });
    expect(filtered.items.map((item) => item.id)).toEqual([inIkeja.id]);
    expect(filtered.interpreted).toMatchObject({
      text: 'zobo clinic',
      place: { lga: { slug: 'ikeja', name: 'Ikeja' } },
    });

    const byName = await results({ q: 'ikeja road zobo clinic' });
    expect(names(byName)[0]).toBe('Ikeja Road Zobo Clinic');
  });

  it('puts listings outside a place the text named (not as a filter) last, marked outsidePlace', async () => {
    await makeFacility(db, { name: 'Garki Walrus Dental Clinic', stateAlias: 'abuja', lga: null });
    await makeFacility(db, { name: 'Abuja Road Walrus Dental Clinic', stateAlias: 'kwara', lga: null });
    await makeFacility(db, { name: 'Walrus Dental Abuja Annex', stateAlias: 'abuja', lga: null });
    for (const sort of ['relevance', 'rating'])
      for (const pageSize of [1, 20]) {
        const pages = [];
        for (let page = 1; page <= 3; page++)
          pages.push(...(await results({ q: 'walrus dental abuja', sort, pageSize, page })).items);
        expect(
          pages.map((item) => [item.name, item.outsidePlace]),
          `${sort}, pages of ${pageSize}`,
        ).toEqual([
          [expect.stringMatching(/^(Garki Walrus Dental Clinic|Walrus Dental Abuja Annex)$/), false],
          [expect.stringMatching(/^(Garki Walrus Dental Clinic|Walrus Dental Abuja Annex)$/), false],
          ['Abuja Road Walrus Dental Clinic', true],
        ]);
      }
    const filtered = await results({ q: 'walrus dental in abuja' });
    expect(filtered.items.map((item) => item.outsidePlace)).toEqual([false, false]);
  });

  it('puts listings of the type the text names first, in any of its names: "pharmacy ekiti", "kantin magani ekiti"', async () => {
    const pharmacies = await makeTerm(db, 'facility-types', 'pharmacy', 'Pharmacy');
    await db
      .update(schema.taxonomyTerms)
      .set({ names: { ha: 'Kantin magani' } })
      .where(eq(schema.taxonomyTerms.id, pharmacies.id));
    const centre = await makeFacility(db, {
      name: 'Pharmacy Junction Health Centre',
      facilityType: 'primary-health-centre',
      stateAlias: 'ekiti',
      lga: null,
      lastVerifiedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const pharmacy = await makeFacility(db, {
      name: 'Ado Wellness Chemist',
      facilityType: 'pharmacy',
      stateAlias: 'ekiti',
      lga: null,
    });
    const inEkiti = (found: SearchResult) =>
      found.items.filter((item) => item.place.state?.alias === 'ekiti').map((item) => item.id);
    // A listing's name with a type's word in it is a name, not a type: its own order.
    expect(inEkiti(await results({ q: 'pharmacy junction ekiti' }))[0]).toBe(centre.id);
    for (const q of ['pharmacy ekiti', 'pharmacies ekiti', 'pharmacies in ekiti']) {
      expect(inEkiti(await results({ q })).slice(0, 2), q).toEqual([pharmacy.id, centre.id]);
    }
    // The type's Hausa name is in the pharmacy's words only.
    expect(inEkiti(await results({ q: 'kantin magani ekiti' }))).toEqual([pharmacy.id]);
    // A type chosen as a filter is not also a preference.
    const filtered = await results({ q: 'pharmacy', state: 'ekiti', facilityType: 'pharmacy' });
    expect(filtered.items.map((item) => item.id)).toEqual([pharmacy.id]);
  });

  it('looks in the whole state when nothing in the LGA or town named has every word, and says so', async () => {
    const dentist = await makeFacility(db, {
      name: 'Narwhal Dental Clinic',
      stateAlias: 'lagos',
      lga: 'Lagos Island',
    });
    await makeFacility(db, { name: 'Narwhal Hospital Ikeja', stateAlias: 'lagos', lga: 'Ikeja' });
    const found = await results({ q: 'narwhal dental ikeja' });
    expect(found.items.map((item) => [item.id, item.outsidePlace])).toEqual([[dentist.id, false]]);
    expect(found.interpreted).toMatchObject({
      text: 'narwhal dental ikeja',
      place: { state: { alias: 'lagos' }, lga: null, town: null },
      allWordsMatched: true,
    });
    // Named with "in" too: the LGA is a filter, but it has none, so the state's.
    const withIn = await results({ q: 'narwhal dental in ikeja' });
    expect(withIn.items.map((item) => item.id)).toEqual([dentist.id]);
    expect(withIn.interpreted).toMatchObject({ place: { lga: null, town: null }, allWordsMatched: true });
  });

  it('looks in the whole state for the type the text names when the LGA named has none, not in another state', async () => {
    await makeTerm(db, 'facility-types', 'eye-clinic', 'Eye clinic');
    const ophthalmology = await makeTerm(db, 'specialties', 'ophthalmology', 'Ophthalmology');
    // Words a lexicon phrase or a keyword gives every listing with the specialty.
    await db
      .update(schema.taxonomyTerms)
      .set({ keywords: 'eye doctor' })
      .where(eq(schema.taxonomyTerms.id, ophthalmology.id));
    const clinicInIkeja = await makeFacility(db, {
      name: 'Tapir Clinic',
      facilityType: 'clinic',
      terms: { specialties: ['ophthalmology'] },
    });
    const eyeClinicInLagos = await makeFacility(db, {
      name: 'Tapir Vision Centre',
      facilityType: 'eye-clinic',
      stateAlias: 'lagos',
      lga: 'Lagos Island',
    });
    const namesIkeja = await makeFacility(db, {
      name: 'Ikeja Road Eye Clinic',
      facilityType: 'eye-clinic',
      stateAlias: 'bauchi',
      lga: null,
    });
    // The Ikeja clinic has every word, but it is not the eye clinic asked for, which Lagos has.
    const found = await results({ q: 'eye clinic ikeja' });
    expect(found.items.map((item) => [item.id, item.outsidePlace])).toEqual([
      [eyeClinicInLagos.id, false],
      [clinicInIkeja.id, false],
      [namesIkeja.id, true],
    ]);
    expect(found.interpreted.place).toMatchObject({ state: { alias: 'lagos' }, lga: null });
    // A listing named as typed is what was asked for, whatever its type.
    const named = await makeFacility(db, {
      name: 'Eye Clinic Badagry',
      facilityType: 'clinic',
      stateAlias: 'lagos',
      lga: 'Badagry',
    });
    const byName = await results({ q: 'eye clinic badagry' });
    expect(byName.items[0]?.id).toBe(named.id);
    expect(byName.interpreted.place).toMatchObject({ lga: { slug: 'badagry' } });

    // Nothing at all in Zaria: Kaduna's eye clinic before another state's that only names the town.
    const inKaduna = await makeFacility(db, {
      name: 'Okapi Vision Centre',
      facilityType: 'eye-clinic',
      stateAlias: 'kaduna',
      lga: null,
    });
    const namesZaria = await makeFacility(db, {
      name: 'Zaria Road Eye Clinic',
      facilityType: 'eye-clinic',
      stateAlias: 'bauchi',
      lga: null,
    });
    const inZaria = await results({ q: 'eye clinic zaria' });
    expect(inZaria.items.map((item) => [item.id, item.outsidePlace])).toEqual([
      [inKaduna.id, false],
      [namesZaria.id, true],
    ]);
  });

  it('"maternity in aba" with none in the town: the state\'s, in English and in Pidgin', async () => {
    const maternity = await makeTerm(db, 'facility-types', 'maternity-home', 'Maternity home');
    await db
      .insert(schema.searchLexicon)
      .values({ phrase: 'where to born', language: 'pcm', termId: maternity.id })
      .onConflictDoNothing();
    const inAbia = await makeFacility(db, {
      name: 'Ngwa Road Mothers Home',
      facilityType: 'maternity-home',
      stateAlias: 'abia',
      lga: 'Umuahia North',
    });
    const inAba = await makeFacility(db, {
      name: 'Ariaria Okra Clinic',
      facilityType: 'clinic',
      stateAlias: 'abia',
      lga: 'Aba North',
    });
    for (const q of ['maternity in aba', 'where to born for aba']) {
      const found = await results({ q });
      expect(found.items[0]?.id, q).toBe(inAbia.id);
      expect(found.interpreted.place, q).toMatchObject({ state: { alias: 'abia' }, lga: null, town: null });
      expect(found.interpreted.allWordsMatched, q).toBe(true);
    }
    // A state chosen in the filters is not widened into: Aba is not in Lagos.
    await makeFacility(db, {
      name: 'Sabo Mothers Home',
      facilityType: 'maternity-home',
      stateAlias: 'lagos',
      lga: 'Lagos Mainland',
    });
    expect((await results({ q: 'maternity in aba', state: 'lagos' })).items).toEqual([]);
    // The town's listings when they are what was asked for.
    const clinic = await results({ q: 'okra clinic in aba' });
    expect(clinic.items.map((item) => item.id)).toEqual([inAba.id]);
    expect(clinic.interpreted.place).toMatchObject({ town: 'Aba' });
  });

  it('takes a query that is only a place as that place', async () => {
    await makeFacility(db, { name: 'Coal City Clinic', stateAlias: 'enugu', lga: 'Enugu North' });
    const result = await results({ q: 'Enugu' });
    expect(result.interpreted).toMatchObject({ text: null, place: { state: { alias: 'enugu' }, lga: null } });
    expect(result.items.every((item) => item.place.state?.alias === 'enugu')).toBe(true);
    expect(names(result)).toContain('Coal City Clinic');
  });

  it('reads places by their local names and by the towns and districts people name, in any language', async () => {
    const yaba = await makeFacility(db, {
      name: 'Tejuosho Okra Clinic',
      stateAlias: 'lagos',
      lga: 'Lagos Mainland',
    });
    await makeFacility(db, { name: 'Ikeja Okra Clinic', stateAlias: 'lagos', lga: 'Ikeja' });
    const inYaba = await results({ q: 'okra clinic for yaba' });
    expect(inYaba.interpreted.place).toMatchObject({
      state: { alias: 'lagos' },
      lga: { slug: 'lagos-mainland' },
    });
    expect(inYaba.items.map((item) => item.id)).toEqual([yaba.id]);
    // Pidgin, as people ask: the way of asking is no part of the need, "for" introduces the place.
    const asked = await results({ q: 'where i fit see okra clinic for yaba' });
    expect(asked.interpreted).toMatchObject({
      text: 'okra clinic',
      place: { lga: { slug: 'lagos-mainland' } },
    });
    expect(asked.items.map((item) => item.id)).toEqual([yaba.id]);

    await makeFacility(db, { name: 'Okra Dental Clinic', stateAlias: 'abuja', lga: 'Abuja Municipal' });
    for (const [q, state, lga, town] of [
      ['okra clinic eko', 'lagos', null, null],
      ['clinic ni Ògbómọ̀ṣọ́', 'oyo', null, 'Ogbomoso'],
      ['asibiti a Sakkwato', 'sokoto', null, null],
      ['clinic na onitsha', 'anambra', null, 'Onitsha'],
      ['clinic na Ọnịcha', 'ebonyi', 'onicha', null],
      ['okra dental wuse', 'abuja', 'abuja-municipal', 'Wuse'],
      ['ile iwosan owere', 'imo', null, 'Owere'],
    ] as const) {
      const read = await results({ q });
      expect(read.interpreted.place, q).toMatchObject({ state: { alias: state }, town });
      expect(read.interpreted.place?.lga?.slug ?? null, q).toBe(lga);
    }
  });

  it('reads a town over several LGAs as all of them: "clinic in ibadan", "okapi hospital ogbomosho"', async () => {
    const south = await makeFacility(db, {
      name: 'Okapi Clinic Oke Ado',
      stateAlias: 'oyo',
      lga: 'Ibadan South-West',
    });
    const north = await makeFacility(db, {
      name: 'Okapi Clinic Bodija',
      stateAlias: 'oyo',
      lga: 'Ibadan North',
    });
    const elsewhere = await makeFacility(db, {
      name: 'Okapi Clinic Ibadan Road',
      stateAlias: 'oyo',
      lga: 'Saki West',
    });
    const inIbadan = await results({ q: 'okapi clinic in ibadan' });
    expect(inIbadan.interpreted.place).toMatchObject({ state: { alias: 'oyo' }, lga: null, town: 'Ibadan' });
    expect(inIbadan.items.map((item) => item.id).sort()).toEqual([south.id, north.id].sort());
    // Named without "in": the town's listings first, the others after, marked as outside.
    const preferred = await results({ q: 'okapi clinic ibadan' });
    expect(preferred.items.map((item) => [item.id, item.outsidePlace])).toEqual([
      [expect.stringMatching(new RegExp(`^(${south.id}|${north.id})$`)), false],
      [expect.stringMatching(new RegExp(`^(${south.id}|${north.id})$`)), false],
      [elsewhere.id, true],
    ]);
  });

  it('never corrects a hospital abbreviation into a person: "LUTH" is not Ruth, "UCH ibadan" not Uche', async () => {
    await makeProvider(db, { firstName: 'Ruth', lastName: 'Okonkwo' });
    await makeProvider(db, { firstName: 'Uche', lastName: 'Nnaji' });
    const luth = await results({ q: 'LUTH' });
    expect(luth.interpreted.corrections).toEqual([]);
    expect(names(luth)).not.toContain('Ruth Okonkwo');
    const uch = await results({ q: 'UCH ibadan' });
    expect(uch.interpreted.corrections).toEqual([]);
    expect(names(uch)).not.toContain('Uche Nnaji');
  });

  it('ranks the exact name first', async () => {
    await makeFacility(db, { name: 'Mercy Hospital Annex Mercy' });
    await makeFacility(db, { name: 'Mercy Hospital', lga: 'Ikeja' });
    const result = await results({ q: 'mercy hospital' });
    expect(names(result)[0]).toBe('Mercy Hospital');
  });

  it('reads two words typed for one as that word: "Agba ragba" is Agbaragba', async () => {
    const agbaragba = await makeFacility(db, { name: 'Agbaragba Primary Health Center', stateAlias: 'kano' });
    const found = await results({ q: 'Agba ragba Primary Health Center' });
    expect(found.items[0]?.id).toBe(agbaragba.id);
    expect(found.interpreted).toMatchObject({
      text: 'agbaragba primary health center',
      allWordsMatched: true,
    });
    // Two known words stay two: "health center" is not read as one.
    expect((await results({ q: 'health center agbaragba' })).interpreted.text).toBe(
      'health center agbaragba',
    );
  });

  it('falls back to listings with some of the words, and says so', async () => {
    await makeFacility(db, { name: 'Quokka Eye Clinic' });
    const result = await results({ q: 'quokka zzyzxv' });
    expect(names(result)).toContain('Quokka Eye Clinic');
    expect(result.interpreted.allWordsMatched).toBe(false);
  });

  it('answers an empty result, not an error, for words no listing has', async () => {
    const result = await results({ q: 'qqqxxxzzz' });
    expect(result).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/search — filters', () => {
  it('filters by every taxonomy, ownership, level, state, LGA, kind and minimum rating', async () => {
    const target = await makeFacility(db, {
      name: 'Filterable Kestrel Hospital',
      facilityType: 'specialist-hospital',
      ownership: 'faith_based',
      level: 'tertiary',
      stateAlias: 'oyo',
      lga: 'Ibadan North',
      terms: { services: ['dialysis'], specialties: ['nephrology'], insurance: ['nhia'] },
    });
    await makeFacility(db, { name: 'Other Kestrel Hospital', facilityType: 'general-hospital' });
    const doctor = await makeProvider(db, {
      firstName: 'Kestrel',
      lastName: 'Adeyemi',
      stateAlias: 'oyo',
      lga: 'Ibadan North',
      terms: { conditions: ['kidney-disease'], procedures: ['haemodialysis'], specialties: ['nephrology'] },
    });
    await makeReview(db, { facilityId: target.id, rating: 5 });

    const ids = async (query: Record<string, string>) =>
      (await results({ q: 'kestrel', ...query })).items.map((item) => item.id).sort();

    expect(await ids({ facilityType: 'specialist-hospital' })).toEqual([target.id]);
    expect(await ids({ service: 'dialysis' })).toEqual([target.id]);
    expect(await ids({ specialty: 'nephrology' })).toEqual([target.id, doctor.id].sort());
    expect(await ids({ condition: 'kidney-disease' })).toEqual([doctor.id]);
    expect(await ids({ procedure: 'haemodialysis' })).toEqual([doctor.id]);
    expect(await ids({ insurance: 'nhia' })).toEqual([target.id]);
    expect(await ids({ ownership: 'faith_based' })).toEqual([target.id]);
    expect(await ids({ level: 'tertiary' })).toEqual([target.id]);
    expect(await ids({ state: 'oyo', lga: 'ibadan-north' })).toEqual([target.id, doctor.id].sort());
    expect(await ids({ kind: 'provider' })).toEqual([doctor.id]);
    expect(await ids({ minRating: '4.5' })).toEqual([target.id]);
  });

  it('counts facets over the whole result set, not just the page', async () => {
    for (const n of [1, 2, 3]) {
      await makeFacility(db, {
        name: `Facet Heron Clinic ${n}`,
        facilityType: 'clinic',
        ownership: 'public',
        level: 'primary',
        terms: { insurance: ['hygeia'] },
      });
    }
    await makeFacility(db, {
      name: 'Facet Heron Hospital',
      facilityType: 'general-hospital',
      stateAlias: 'kano',
      lga: null,
    });
    await makeProvider(db, { firstName: 'Heron', lastName: 'Facet' });

    const result = await results({ q: 'facet heron', pageSize: 1 });

    expect(result.total).toBe(5);
    expect(result.items).toHaveLength(1);
    expect(result.facets.kind).toEqual({ facility: 4, provider: 1 });
    expect(result.facets.facilityType).toEqual([
      { slug: 'clinic', name: 'clinic', count: 3 },
      { slug: 'general-hospital', name: 'general hospital', count: 1 },
    ]);
    expect(result.facets.ownership).toEqual([
      { value: 'public', count: 3 },
      { value: 'private', count: 1 },
    ]);
    expect(result.facets.level).toEqual([
      { value: 'primary', count: 3 },
      { value: 'secondary', count: 1 },
    ]);
    expect(result.facets.state).toEqual([
      { alias: 'lagos', name: 'Lagos', count: 4 },
      { alias: 'kano', name: 'Kano', count: 1 },
    ]);
    expect(result.facets.insurance).toEqual([{ slug: 'hygeia', name: 'hygeia', count: 3 }]);
  });

  it('keeps only facilities open now, by the opening-status rule, overnight hours included', async () => {
    const dayShift = await makeFacility(db, {
      name: 'Owl Day Clinic',
      openingHours: [weekdayHours('WEDNESDAY', '08:00:00', '17:00:00')],
    });
    const nightShift = await makeFacility(db, {
      name: 'Owl Night Clinic',
      openingHours: [weekdayHours('WEDNESDAY', '20:00:00', '06:00:00')],
    });
    const always = await makeFacility(db, {
      name: 'Owl Emergency Centre',
      openingHours: [
        { ...weekdayHours('THURSDAY', '00:00:00', '00:00:00'), isAlwaysOpen: true },
        { ...weekdayHours('WEDNESDAY', '00:00:00', '00:00:00'), isAlwaysOpen: true },
      ],
    });
    await makeFacility(db, {
      name: 'Owl Closed Clinic',
      openingHours: [{ ...weekdayHours('WEDNESDAY', '08:00:00', '17:00:00'), isClosed: true }],
    });
    await makeProvider(db, { firstName: 'Owl', lastName: 'Doctor' });
    const openIds = async () =>
      (await results({ q: 'owl', openNow: 'true' })).items.map((item) => item.id).sort();

    clock = new Date('2026-11-18T09:30:00Z'); // Wednesday 10:30
    expect(await openIds()).toEqual([dayShift.id, always.id].sort());
    const dayItem = (await results({ q: 'owl day' })).items[0];
    expect(dayItem?.openingStatus).toMatchObject({ isOpen: true, label: 'Open now · closes 17:00' });

    clock = new Date('2026-11-19T00:30:00Z'); // Thursday 01:30: Wednesday's night shift still runs
    expect(await openIds()).toEqual([nightShift.id, always.id].sort());
    clock = new Date('2026-11-18T09:30:00Z');

    // Said in the text, in any of the site's languages, it is the same filter, never a word to correct.
    for (const q of ['owl open now', 'owl a bude yanzu', 'owl wey dey open']) {
      const asked = await results({ q });
      expect(asked.items.map((item) => item.id).sort(), q).toEqual([dayShift.id, always.id].sort());
      expect(asked.interpreted, q).toMatchObject({ text: 'owl', openNow: true, corrections: [] });
    }
  });

  it('finds what is near: within the radius, with the distance, nearest first when asked', async () => {
    // Around Enugu: 0 km, about 5 km and about 60 km from the point.
    const here = await makeFacility(db, {
      name: 'Badger Clinic Here',
      stateAlias: 'enugu',
      lga: 'Enugu North',
      latitude: 6.45,
      longitude: 7.5,
    });
    const near = await makeFacility(db, {
      name: 'Badger Clinic Near',
      stateAlias: 'enugu',
      lga: 'Enugu North',
      latitude: 6.495,
      longitude: 7.5,
    });
    await makeFacility(db, {
      name: 'Badger Clinic Far',
      stateAlias: 'enugu',
      lga: 'Enugu North',
      latitude: 6.99,
      longitude: 7.5,
    });
    await makeFacility(db, { name: 'Badger Clinic Nowhere', latitude: null, longitude: null });

    const result = await results({ q: 'badger', lat: 6.45, lon: 7.5, sort: 'distance' });
    expect(result.items.map((item) => [item.id, item.distanceKm])).toEqual([
      [here.id, 0],
      [near.id, 5],
    ]);
    const wider = await results({ q: 'badger', lat: 6.45, lon: 7.5, radiusKm: 100, sort: 'distance' });
    expect(names(wider)).toEqual(['Badger Clinic Here', 'Badger Clinic Near', 'Badger Clinic Far']);
    const anywhere = await results({ q: 'badger' });
    expect(anywhere.total).toBe(4);
    expect(anywhere.items.every((item) => item.distanceKm === null)).toBe(true);

    // "near me" in the text, with the position: nearest first without asking; without it, the page asks.
    for (const q of ['badger near me', 'badger nso m', 'badger kusa da ni']) {
      const nearest = await results({ q, lat: 6.45, lon: 7.5, radiusKm: 100 });
      expect(names(nearest), q).toEqual(['Badger Clinic Here', 'Badger Clinic Near', 'Badger Clinic Far']);
      expect(nearest.interpreted, q).toMatchObject({ text: 'badger', nearMe: true });
    }
    expect((await results({ q: 'badger near me' })).interpreted).toMatchObject({ nearMe: true });
  });
});

describe('GET /api/search — type, the old name of facilityType', () => {
  it("still filters by an old URL's type; facilityType wins when both are given", async () => {
    const hospital = await makeFacility(db, {
      name: 'Oldname Egret Hospital',
      facilityType: 'general-hospital',
    });
    const pharmacy = await makeFacility(db, { name: 'Oldname Egret Pharmacy', facilityType: 'pharmacy' });
    const ids = async (query: Record<string, string>) =>
      (await results({ q: 'oldname egret', ...query })).items.map((item) => item.id);

    expect(await ids({ type: 'general-hospital' })).toEqual([hospital.id]);
    expect(await ids({ type: 'general-hospital' })).toEqual(await ids({ facilityType: 'general-hospital' }));
    expect(await ids({ facilityType: 'pharmacy', type: 'general-hospital' })).toEqual([pharmacy.id]);
  });

  it.each([
    [{ type: 'spaceport' }, 'type', 'No type has the slug "spaceport".'],
    [{ type: 'Not A Slug' }, 'type', 'type is a slug such as general-hospital.'],
  ])('answers 400 naming type, the parameter sent, for %j', async (query, path, message) => {
    const response = await searchFor(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors).toEqual([{ path, message }]);
  });

  it('documents type in OpenAPI as a deprecated alias of facilityType', () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string; schema?: object }[] } }>;
    };
    const parameters = document.paths['/api/search']?.get?.parameters ?? [];
    const named = (name: string) =>
      parameters.find((parameter) => parameter.in === 'query' && parameter.name === name);
    expect(named('facilityType')).toBeDefined();
    expect(named('facilityType')?.schema).not.toHaveProperty('deprecated');
    expect(named('type')).toMatchObject({
      description: expect.stringContaining('facilityType'),
      schema: { deprecated: true },
    });
  });
});

describe('GET /api/search — ranking and pages', () => {
  it('puts verified listings, then well-reviewed ones, first among equal matches; sorts by rating on request', async () => {
    const plain = await makeFacility(db, { name: 'Ibis Clinic One' });
    const verified = await makeFacility(db, {
      name: 'Ibis Clinic Two',
      lastVerifiedAt: new Date('2026-09-01'),
    });
    const rated = await makeFacility(db, { name: 'Ibis Clinic Three' });
    const onceRated = await makeFacility(db, { name: 'Ibis Clinic Four' });
    for (const rating of [5, 4, 5]) await makeReview(db, { facilityId: rated.id, rating });
    await makeReview(db, { facilityId: onceRated.id, rating: 5 });

    const relevance = await results({ q: 'ibis clinic' });
    expect(relevance.items.map((item) => item.id).slice(0, 2)).toEqual([verified.id, rated.id]);
    expect(relevance.items.find((item) => item.id === rated.id)).toMatchObject({ reviewsCount: 3 });
    expect(relevance.items.map((item) => item.id)).toContain(plain.id);

    const byRating = await results({ q: 'ibis clinic', sort: 'rating' });
    expect(byRating.items[0]?.id).toBe(rated.id);
  });

  it('pages through ties in a stable order: no listing repeated or dropped', async () => {
    for (let n = 0; n < 11; n += 1) await makeFacility(db, { name: 'Pelican Clinic' });
    const everyId: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await results({ q: 'pelican clinic', pageSize: 3, page });
      expect(result).toMatchObject({ total: 11, page, pageSize: 3 });
      everyId.push(...result.items.map((item) => item.id));
    }
    expect(everyId).toHaveLength(11);
    expect(new Set(everyId).size).toBe(11);
    expect(everyId).toEqual([...everyId].sort());
  });
});

describe('GET /api/search — the index follows the directory', () => {
  it('reflects a rename, a new service, a review, a closure and a deletion', async () => {
    const facility = await makeFacility(db, { name: 'Stork Maternity' });
    expect((await results({ q: 'stork' })).total).toBe(1);

    await db
      .update(schema.facilities)
      .set({ name: 'Crane Maternity' })
      .where(eq(schema.facilities.id, facility.id));
    expect((await results({ q: 'stork' })).total).toBe(0);
    expect((await results({ q: 'crane' })).total).toBe(1);

    const service = await makeTerm(db, 'services', 'antenatal-care');
    await db.insert(schema.facilityTerms).values({ facilityId: facility.id, termId: service.id });
    expect((await results({ q: 'crane', service: 'antenatal-care' })).total).toBe(1);
    await db
      .update(schema.taxonomyTerms)
      .set({ keywords: 'anc' })
      .where(eq(schema.taxonomyTerms.id, service.id));
    expect((await results({ q: 'crane anc' })).total).toBe(1);

    await makeReview(db, { facilityId: facility.id, rating: 3 });
    expect((await results({ q: 'crane' })).items[0]).toMatchObject({ averageRating: 3, reviewsCount: 1 });

    await db
      .update(schema.facilities)
      .set({ status: 'permanently_closed' })
      .where(eq(schema.facilities.id, facility.id));
    expect((await results({ q: 'crane' })).total).toBe(0);
    await db.update(schema.facilities).set({ status: 'active' }).where(eq(schema.facilities.id, facility.id));
    expect((await results({ q: 'crane' })).total).toBe(1);

    await db.delete(schema.facilities).where(eq(schema.facilities.id, facility.id));
    expect((await results({ q: 'crane' })).total).toBe(0);
  });
});

describe('GET /api/search — bad input', () => {
  it.each([
    [{ lat: '91', lon: '3' }, 'lat', 'Latitude must be a number from -90 to 90.'],
    [{ lat: '6', lon: '181' }, 'lon', 'Longitude must be a number from -180 to 180.'],
    [{ lat: 'north', lon: '3' }, 'lat', 'Latitude must be a number from -90 to 90.'],
    [{ lat: '6' }, 'lon', 'Give lat and lon together.'],
    [{ lat: '6', lon: '3', radiusKm: '501' }, 'radiusKm', 'radiusKm is at most 500.'],
    [{ radiusKm: '5' }, 'radiusKm', 'radiusKm needs lat and lon.'],
    [{ sort: 'distance' }, 'sort', 'Sorting by distance needs lat and lon.'],
    [{ sort: 'cheapest' }, 'sort', 'sort is one of relevance, distance, rating.'],
    [{ kind: 'nurse' }, 'kind', 'kind is one of all, facility, provider.'],
    [{ page: '0' }, 'page', 'page is a whole number from 1.'],
    [{ pageSize: '51' }, 'pageSize', 'pageSize is at most 50.'],
    [{ openNow: 'yes' }, 'openNow', 'openNow is true or false.'],
    [{ minRating: '6' }, 'minRating', 'minRating is a number from 1 to 5.'],
    [{ state: 'atlantis' }, 'state', 'No state has the alias "atlantis".'],
    [{ lga: 'nowhere' }, 'lga', 'No LGA has the slug "nowhere".'],
    [{ state: 'kano', lga: 'ikeja' }, 'lga', 'No LGA of this state has the slug "ikeja".'],
    [{ facilityType: 'spaceport' }, 'facilityType', 'No facilityType has the slug "spaceport".'],
    [{ facilityType: 'Not A Slug' }, 'facilityType', 'facilityType is a slug such as general-hospital.'],
    [{ insurance: 'no-such-plan' }, 'insurance', 'No insurance has the slug "no-such-plan".'],
    [{ service: 'Not A Slug' }, 'service', 'service is a slug such as general-hospital.'],
    [{ q: 'x'.repeat(201) }, 'q', 'Search text is at most 200 characters.'],
  ])('answers 400 naming the parameter for %j', async (query, path, message) => {
    const response = await searchFor(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json<Problem>().errors).toContainEqual({ path, message });
  });

  it('treats empty parameters, as a form without JavaScript sends them, as not set', async () => {
    const response = await searchFor({
      q: '',
      state: '',
      facilityType: '',
      type: '',
      lat: '',
      lon: '',
      openNow: '',
      page: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads a word named like a property of every object ("constructor") as any other word', async () => {
    for (const q of ['constructor', 'proto', 'valueof']) expect((await results({ q })).total, q).toBe(0);
  });
});

describe('GET /api/suggest', () => {
  it('offers list entries, places and listings whose words start with the text, at most 8, each with its link', async () => {
    await makeTerm(db, 'facility-types', 'genomics-centre', 'Genomics Centre');
    const hospital = await makeFacility(db, { name: 'Genesis Specialist Hospital' });
    // Autocomplete reads the lists search keeps for a minute: a minute on, the new entry is offered.
    const before = clock;
    clock = new Date(clock.getTime() + 61_000);
    const response = await app.inject({ url: '/api/suggest?q=gen', headers: withApiKey() });
    clock = before;
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: { kind: string; label: string; url: string }[] }>();
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'facility-type',
        label: 'Genomics Centre',
        url: '/search-result?facilityType=genomics-centre',
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'facility',
        label: 'Genesis Specialist Hospital',
        url: `/facilities/${hospital.id}`,
      }),
    );
  });

  it('offers places, and listings by any word of their name', async () => {
    await makeFacility(db, { name: 'Royal Cross Clinic', stateAlias: 'lagos', lga: 'Ikeja' });
    const { items } = (await app.inject({ url: '/api/suggest?q=ikej', headers: withApiKey() })).json<{
      items: { kind: string; label: string; url: string }[];
    }>();
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'place',
        label: 'Ikeja, Lagos',
        url: '/search-result?state=lagos&lga=ikeja',
      }),
    );
    const byWord = (await app.inject({ url: '/api/suggest?q=cross%20cli', headers: withApiKey() })).json<{
      items: { label: string; detail: string }[];
    }>();
    expect(byWord.items).toContainEqual({
      kind: 'facility',
      label: 'Royal Cross Clinic',
      detail: 'Facility · Ikeja, Lagos',
      url: expect.stringMatching(/^\/facilities\//),
      parts: { what: null, place: 'Ikeja, Lagos', asTyped: false },
    });
  });

  it('corrects the spelling when nothing starts with the text', async () => {
    await makeFacility(db, { name: 'Flamingo Dental Clinic' });
    const { items } = (await app.inject({ url: '/api/suggest?q=flamnigo', headers: withApiKey() })).json<{
      items: { label: string }[];
    }>();
    expect(items.map((item) => item.label)).toContain('Flamingo Dental Clinic');
  });

  it('reads the whole query as search does: a type and a place, spelling corrected, a place being typed', async () => {
    await makeTerm(db, 'facility-types', 'pharmacy', 'Pharmacy');
    const ikeja = await makeFacility(db, {
      name: 'General Hospital Ikeja',
      facilityType: 'general-hospital',
    });
    // Autocomplete reads the lists search keeps for a minute: a minute on, the new entries are read.
    const before = clock;
    clock = new Date(clock.getTime() + 61_000);
    const suggestions = async (q: string) => {
      const response = await app.inject({
        url: `/api/suggest?q=${encodeURIComponent(q)}`,
        headers: withApiKey(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { kind: string; label: string; detail: string; url: string }[] }>().items;
    };

    expect((await suggestions('pharmacy lagos'))[0]).toEqual({
      kind: 'search',
      label: 'Pharmacies in Lagos',
      detail: 'Search',
      url: '/search-result?q=pharmacy+lagos',
      parts: { what: 'Pharmacies', place: 'Lagos', asTyped: false },
    });
    expect((await suggestions('pharmacies in lag'))[0]).toMatchObject({
      label: 'Pharmacies in Lagos',
      url: '/search-result?q=pharmacies+in+lagos',
    });
    const misspelt = await suggestions('genral hospitl ikeja');
    expect(misspelt[0]).toMatchObject({
      kind: 'search',
      label: 'General hospitals in Ikeja',
      url: '/search-result?q=genral+hospitl+ikeja',
    });
    expect(misspelt).toContainEqual(
      expect.objectContaining({ kind: 'facility', url: `/facilities/${ikeja.id}` }),
    );
    // One word is still being typed, and a place alone is a place: neither is read as a whole query; the
    // typed words are offered as a search, last.
    const typing = await suggestions('pharm');
    expect(typing.filter((item) => item.kind === 'search')).toEqual([
      {
        kind: 'search',
        label: 'Search for “pharm”',
        detail: 'Search',
        url: '/search-result?q=pharm',
        parts: { what: 'pharm', place: null, asTyped: true },
      },
    ]);
    expect(typing.at(-1)?.label).toBe('Search for “pharm”');
    expect((await suggestions('lagos')).at(-1)?.label).toBe('Search for “lagos”');
    expect((await suggestions('pharmacy lagos')).filter((item) => item.kind === 'search')).toHaveLength(1);
    clock = before;
  });

  it('names the lists’ entries in the language asked for, and says what a whole query is made of in it', async () => {
    const pharmacy = await makeTerm(db, 'facility-types', 'pharmacy', 'Pharmacy');
    await db
      .update(schema.taxonomyTerms)
      .set({ names: { ha: 'Kantin magani' } })
      .where(eq(schema.taxonomyTerms.id, pharmacy.id));
    const before = clock;
    clock = new Date(clock.getTime() + 61_000);
    const inHausa = async (q: string) => {
      const response = await app.inject({
        url: `/api/suggest?q=${encodeURIComponent(q)}&lang=ha`,
        headers: withApiKey(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { kind: string; label: string; parts?: unknown }[] }>().items;
    };
    expect((await inHausa('kantin magani kaduna'))[0]).toMatchObject({
      kind: 'search',
      label: 'Pharmacies in Kaduna',
      parts: { what: 'Kantin magani', place: 'Kaduna', asTyped: false },
    });
    expect(await inHausa('kantin mag')).toContainEqual(
      expect.objectContaining({ kind: 'facility-type', label: 'Kantin magani' }),
    );
    // English is the default, and another language's answer is kept apart from it.
    const english = await app.inject({ url: '/api/suggest?q=kantin+mag', headers: withApiKey() });
    const entry = english
      .json<{ items: { kind: string; label: string }[] }>()
      .items.find((item) => item.kind === 'facility-type');
    expect(entry?.label.toLowerCase()).toBe('pharmacy');
    expect(
      (await app.inject({ url: '/api/suggest?q=pharm&lang=xx', headers: withApiKey() })).statusCode,
    ).toBe(400);
    clock = before;
  });

  it('finds large hospitals by their well-known abbreviations: "lasu" is LASUTH, not Lau', async () => {
    const lasuth = await makeFacility(db, {
      name: 'Lagos State University Teaching Hospital',
      stateAlias: 'lagos',
      lga: 'Ikeja',
    });
    const abuja = await makeFacility(db, {
      name: 'National Hospital',
      stateAlias: 'abuja',
      lga: 'Abuja Municipal',
    });
    const elsewhere = await makeFacility(db, {
      name: 'National Hospital Annex',
      stateAlias: 'lagos',
      lga: 'Ikeja',
    });
    await addWellKnownKeywords(db);

    const keywordsOf = async (id: string) =>
      (
        await db
          .select({ keywords: schema.facilities.keywords })
          .from(schema.facilities)
          .where(eq(schema.facilities.id, id))
      )[0]?.keywords;
    expect(await keywordsOf(lasuth.id)).toBe('LASUTH');
    expect(await keywordsOf(abuja.id)).toBe('NHA');
    expect(await keywordsOf(elsewhere.id)).toBe('');

    const { items } = (await app.inject({ url: '/api/suggest?q=lasu', headers: withApiKey() })).json<{
      items: { kind: string; label: string; url: string }[];
    }>();
    expect(items[0]).toMatchObject({ kind: 'facility', url: `/facilities/${lasuth.id}` });
    expect(names(await results({ q: 'lasuth' }))[0]).toBe('Lagos State University Teaching Hospital');
  });

  it('needs at least 2 characters', async () => {
    const response = await app.inject({ url: '/api/suggest?q=g', headers: withApiKey() });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors).toContainEqual({
      path: 'q',
      message: 'q is the text typed so far, 2 characters or more.',
    });
  });
});
