import { describe, expect, it } from 'vitest';
import type { LgaList } from '@carefinder/contracts';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

describe('GET /api/states', () => {
  it('lists the 36 states and the FCT with the spec aliases and capital coordinates', async () => {
    const response = await app.inject({ url: '/api/states', headers: withApiKey() });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{
      items: { name: string; alias: string; lgaCount: number; capitalLatitude: number }[];
    }>();
    expect(items).toHaveLength(37);
    const aliases = items.map((state) => state.alias);
    expect(aliases).toEqual(expect.arrayContaining(['akwa_ibom', 'cross_river', 'abuja', 'lagos']));
    expect(items.find((state) => state.alias === 'abuja')?.name).toBe('Federal Capital Territory');
    expect(items.reduce((total, state) => total + state.lgaCount, 0)).toBe(774);
    expect(response.headers['cache-control']).toContain('max-age');
  });
});

describe('GET /api/states/:alias/lgas', () => {
  it.each([
    ['lagos', 20, 'Ikeja'],
    ['kano', 44, 'Dala'],
    ['abuja', 6, 'Gwagwalada'],
    ['akwa_ibom', 31, 'Uyo'],
  ])('lists the LGAs of %s (%i, including %s)', async (alias, count, known) => {
    const response = await app.inject({ url: `/api/states/${alias}/lgas`, headers: withApiKey() });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ state: { alias: string }; items: { name: string; slug: string }[] }>();
    expect(body.state.alias).toBe(alias);
    expect(body.items).toHaveLength(count);
    expect(body.items.map((lga) => lga.name)).toContain(known);
  });

  it("gives each LGA the middle of its active facilities' positions, or none", async () => {
    await makeFacility(db, { stateAlias: 'oyo', lga: 'Ibadan North', latitude: 7.4, longitude: 3.9 });
    await makeFacility(db, { stateAlias: 'oyo', lga: 'Ibadan North', latitude: 7.5, longitude: 3.8 });
    await makeFacility(db, { stateAlias: 'oyo', lga: 'Ibadan North', latitude: null, longitude: null });
    await makeFacility(db, {
      stateAlias: 'oyo',
      lga: 'Ibadan North',
      latitude: 9,
      longitude: 9,
      status: 'permanently_closed',
    });
    const response = await app.inject({ url: '/api/states/oyo/lgas', headers: withApiKey() });
    const { items } = response.json<LgaList>();
    const centre = items.find((lga) => lga.name === 'Ibadan North')?.centre;
    expect(centre?.latitude).toBeCloseTo(7.45);
    expect(centre?.longitude).toBeCloseTo(3.85);
    expect(items.find((lga) => lga.name === 'Saki West')?.centre).toBeNull();
  });

  it('answers 404 problem+json for an unknown alias', async () => {
    const response = await app.inject({ url: '/api/states/atlantis/lgas', headers: withApiKey() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('answers 400 naming the alias parameter when it is malformed', async () => {
    const response = await app.inject({ url: '/api/states/Lagos%20State/lgas', headers: withApiKey() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, errors: [{ path: 'alias' }] });
  });
});
