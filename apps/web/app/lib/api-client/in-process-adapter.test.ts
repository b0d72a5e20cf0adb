import axios, { isAxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import type { InProcessAnswer, InProcessRequest } from '@carefinder/contracts';
import { inProcessAdapter } from './in-process-adapter';

/** An API that records what it was asked and answers from `answers` by path. */
function fakeApi(answers: Record<string, InProcessAnswer | (() => Promise<InProcessAnswer>)>) {
  const asked: InProcessRequest[] = [];
  const api = async (request: InProcessRequest) => {
    asked.push(request);
    const answer = answers[request.url.split('?')[0]!];
    if (!answer) return { status: 404, headers: {}, body: '{"status":404}' };
    return typeof answer === 'function' ? answer() : answer;
  };
  return { api, asked };
}

const json = (status: number, body: unknown, headers = {}): InProcessAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('inProcessAdapter', () => {
  it('asks the API for the path and query, with the headers, and reads the JSON answer', async () => {
    const { api, asked } = fakeApi({ '/api/facilities/1': json(200, { id: '1' }) });
    const client = axios.create({ baseURL: 'http://127.0.0.1:3000/api', adapter: inProcessAdapter(api) });
    const { data, status } = await client.get('/facilities/1', {
      params: { page: 2 },
      headers: { 'x-api-key': 'web' },
    });
    expect([status, data]).toEqual([200, { id: '1' }]);
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/api/facilities/1?page=2' });
    expect(asked[0]!.headers['x-api-key']).toBe('web');
  });

  it('sends a write body as JSON', async () => {
    const { api, asked } = fakeApi({ '/api/contact-messages': json(201, { id: 'm' }) });
    const client = axios.create({ baseURL: 'http://x/api', adapter: inProcessAdapter(api) });
    await client.post('/contact-messages', { name: 'Ada' });
    expect(asked[0]).toMatchObject({ method: 'POST', body: '{"name":"Ada"}' });
    expect(asked[0]!.headers['Content-Type']).toContain('application/json');
  });

  it('rejects a status outside validateStatus with an AxiosError carrying the answer, as over HTTP', async () => {
    const { api } = fakeApi({ '/api/search': json(503, { status: 503 }, { 'retry-after': '5' }) });
    const client = axios.create({ baseURL: 'http://x/api', adapter: inProcessAdapter(api) });
    const error: unknown = await client.get('/search').catch((caught: unknown) => caught);
    expect(isAxiosError(error)).toBe(true);
    if (!isAxiosError(error)) return;
    expect(error.response?.status).toBe(503);
    expect(error.response?.headers['retry-after']).toBe('5');
    expect(error.response?.data).toEqual({ status: 503 });
  });

  it('follows a redirect (a merged listing) to the kept one', async () => {
    const { api, asked } = fakeApi({
      '/api/facilities/old': { status: 301, headers: { location: '/api/facilities/kept' }, body: '' },
      '/api/facilities/kept': json(200, { id: 'kept' }),
    });
    const client = axios.create({ baseURL: 'http://x/api', adapter: inProcessAdapter(api) });
    expect((await client.get('/facilities/old')).data).toEqual({ id: 'kept' });
    expect(asked.map((request) => request.url)).toEqual(['/api/facilities/old', '/api/facilities/kept']);
  });

  it('follows a 307 with its method and body, and leaves a redirect out of the API as the answer', async () => {
    const { api, asked } = fakeApi({
      '/api/contact-messages': { status: 307, headers: { location: '/api/messages' }, body: '' },
      '/api/messages': json(201, { id: 'm' }),
      '/api/away': { status: 302, headers: { location: 'https://elsewhere.example/x' }, body: '' },
    });
    const client = axios.create({ baseURL: 'http://x/api', adapter: inProcessAdapter(api) });
    expect((await client.post('/contact-messages', { name: 'Ada' })).status).toBe(201);
    expect(asked[1]).toMatchObject({ method: 'POST', url: '/api/messages', body: '{"name":"Ada"}' });
    const away: unknown = await client.get('/away').catch((caught: unknown) => caught);
    expect(isAxiosError(away) && away.response?.status).toBe(302);
    expect(asked).toHaveLength(3);
  });

  it('refuses a body that is not JSON text, rather than dropping it, and leaves no timer behind', async () => {
    const { api, asked } = fakeApi({});
    const client = axios.create({ baseURL: 'http://x/api', timeout: 20, adapter: inProcessAdapter(api) });
    await expect(client.put('/providers/1/photo', Buffer.from('image'))).rejects.toThrow('JSON bodies only');
    expect(asked).toEqual([]);
    // A time limit started for a refused request would reject later, with nobody listening.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('gives up after the timeout with ECONNABORTED, as axios does over HTTP', async () => {
    const { api } = fakeApi({ '/api/slow': () => new Promise(() => {}) });
    const client = axios.create({ baseURL: 'http://x/api', timeout: 20, adapter: inProcessAdapter(api) });
    const error: unknown = await client.get('/slow').catch((caught: unknown) => caught);
    expect(isAxiosError(error) && error.code).toBe('ECONNABORTED');
  });
});
