import Fastify, { type InjectOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { countFacilityPageView, registerFacilityTaps } from './facility-page-figures.ts';

const FACILITY = '0b6c2a8e-3f1d-4c59-9a7e-2d4b8f1e6a10';
const counted: [string, string][] = [];

const app = Fastify();
app.decorate('facilityFigures', {
  count: (facilityId: string, event: string) => void counted.push([facilityId, event]),
  flush: async () => {},
});
await app.register(rateLimit, { global: false });
// As the web host does: its own content-type parsing, then every page through one handler.
await app.register(async (web) => {
  web.removeAllContentTypeParsers();
  web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  registerFacilityTaps(web);
  web.get('/*', async (request, reply) => {
    const status = request.url.includes('missing') ? 404 : 200;
    countFacilityPageView(app, request, status);
    return reply.code(status).send('page');
  });
});
afterAll(() => app.close());

const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile' };

async function countsOf(request: InjectOptions) {
  counted.length = 0;
  const response = await app.inject(request);
  return { status: response.statusCode, counted: [...counted] };
}

describe('facility page views', () => {
  it('counts a visitor’s page and its client-side data as views of that facility', async () => {
    expect(await countsOf({ url: `/facilities/${FACILITY}`, headers: phone })).toEqual({
      status: 200,
      counted: [[FACILITY, 'view']],
    });
    expect(
      (await countsOf({ url: `/facilities/${FACILITY}.data?_routes=x`, headers: phone })).counted,
    ).toEqual([[FACILITY, 'view']]);
  });

  it('does not count other pages, failed pages, crawlers or prefetches', async () => {
    for (const request of [
      { url: `/facilities/${FACILITY}/claim`, headers: phone },
      { url: '/providers/0b6c2a8e-3f1d-4c59-9a7e-2d4b8f1e6a10', headers: phone },
      { url: `/facilities/${FACILITY}?missing`, headers: phone },
      { url: `/facilities/${FACILITY}`, headers: { 'user-agent': 'Googlebot/2.1' } },
      { url: `/facilities/${FACILITY}`, headers: { ...phone, 'sec-purpose': 'prefetch' } },
    ]) {
      expect((await countsOf(request)).counted, request.url).toEqual([]);
    }
  });
});

describe('taps reported by a link’s ping', () => {
  it('counts call, directions and website taps, answering 204 with nothing', async () => {
    for (const kind of ['call', 'directions', 'website']) {
      expect(
        await countsOf({
          method: 'POST',
          url: `/facilities/${FACILITY}/taps/${kind}`,
          headers: { ...phone, 'content-type': 'text/ping' },
          payload: 'PING',
        }),
      ).toEqual({ status: 204, counted: [[FACILITY, kind]] });
    }
  });

  it('takes at most 30 a minute from one address (429 beyond)', async () => {
    const tap = () =>
      app.inject({
        method: 'POST',
        url: `/facilities/${FACILITY}/taps/call`,
        headers: phone,
        payload: 'PING',
        remoteAddress: '10.9.9.9',
      });
    for (let n = 0; n < 30; n += 1) expect((await tap()).statusCode).toBe(204);
    expect((await tap()).statusCode).toBe(429);
  });

  it('answers 404 for another kind or an id that cannot be a facility, counting nothing', async () => {
    for (const url of [`/facilities/${FACILITY}/taps/email`, '/facilities/42/taps/call']) {
      expect(await countsOf({ method: 'POST', url, headers: phone, payload: 'PING' })).toEqual({
        status: 404,
        counted: [],
      });
    }
  });
});
