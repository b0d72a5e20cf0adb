import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import loadShedding, { answerBusy } from './load-shedding.ts';

async function server(maxEventLoopDelayMs: number) {
  const app = Fastify({ return503OnClosing: false });
  await app.register(loadShedding, { maxEventLoopDelayMs });
  app.get('/api/states', async () => ({ items: [] }));
  app.get('/fhir/Location', async () => ({ resourceType: 'Bundle' }));
  app.get('/api/ready', async () => ({ status: 'ready' }));
  app.get('/api/slow', async () => {
    await sleep(300);
    return { done: true };
  });
  app.get('/facilities/:id', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  // A page whose render was not admitted (the web host) gets the busy answer as a page.
  app.get('/search-result', (request, reply) => answerBusy(request, reply));
  await app.ready();
  return app;
}

/** Keeps the event loop busy, as a burst of renders would, for `ms`. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs meanwhile
  }
}

describe('overload', () => {
  const appPromise = server(50);
  afterAll(async () => (await appPromise).close());

  it('answers fast 503s with Retry-After while the event loop lags, then serves again', async () => {
    const app = await appPromise;
    expect((await app.inject({ url: '/api/states' })).statusCode).toBe(200);

    blockEventLoop(600);
    await sleep(20);
    const api = await app.inject({ url: '/api/states' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toMatchObject({ status: 503, detail: expect.stringContaining('busy') });
    // The FHIR directory is shed alike, and told so as FHIR.
    const fhir = await app.inject({ url: '/fhir/Location' });
    expect(fhir.statusCode).toBe(503);
    expect(fhir.headers['content-type']).toContain('application/fhir+json');
    expect(fhir.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'transient' }] });
    // An API path spelt with escapes is the API's all the same (the router decodes it).
    expect((await app.inject({ url: '/%61pi/states' })).headers['content-type']).toContain('problem+json');
    // Pages are bounded by the web host's admission of renders, not refused here; the page it refuses is
    // short, and has 112 on it.
    expect((await app.inject({ url: '/facilities/any' })).statusCode).toBe(200);
    const refusedPage = await app.inject({ url: '/search-result' });
    expect(refusedPage.statusCode).toBe(503);
    expect(refusedPage.headers['content-type']).toContain('text/html');
    expect(refusedPage.headers['retry-after']).toBe('5');
    expect(refusedPage.body).toContain('href="tel:112"');
    // What watches the process still hears that it is alive and ready.
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    // A render under way still gets its data; a made-up pass does not.
    const withPass = await app.inject({ url: '/api/states', headers: { 'x-render-pass': app.renderPass } });
    expect(withPass.statusCode).toBe(200);
    // A made-up pass, and one whose characters are more bytes than the pass, are refused, never a 500.
    for (const forged of ['a'.repeat(22), 'é'.repeat(22)]) {
      const refused = await app.inject({ url: '/api/states', headers: { 'x-render-pass': forged } });
      expect(refused.statusCode).toBe(503);
    }

    // Quiet samples later the server answers again.
    await sleep(600);
    expect((await app.inject({ url: '/api/states' })).statusCode).toBe(200);
  });
});

describe('start-up', () => {
  it('serves right after start-up, however long the start-up kept the event loop busy', async () => {
    const app = Fastify({ return503OnClosing: false });
    await app.register(loadShedding, { maxEventLoopDelayMs: 50 });
    app.get('/api/states', async () => ({ items: [] }));
    blockEventLoop(600); // loading the web build, say
    await sleep(20);
    await app.ready();
    expect((await app.inject({ url: '/api/states' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('closing', () => {
  it('finishes the request in flight, refuses the next one on that connection as problem+json, and closes it', async () => {
    const app = await server(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(50);
    const closed = app.close();
    socket.write('GET /api/states HTTP/1.1\r\nHost: x\r\n\r\n');
    await Promise.all([closed, ended]);
    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"done":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/content-type: application\/problem\+json/i);
    expect(second).toMatch(/connection: close/i);
    expect(second).toContain('restarting');
  });
});
