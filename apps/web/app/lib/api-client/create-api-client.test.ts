import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAxiosError } from 'axios';
import { PROBLEM_TYPES } from '@carefinder/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_RETRY_WAIT_MS, REQUEST_TIMEOUT_MS } from './constants';
import { createApiClient, refreshSessionNow } from './create-api-client';
import type { CreateApiClientOptions, CrossTabLock } from './create-api-client';
import { TIMEOUT_MESSAGE, TimeoutError } from './timeout-error';
import { createMemoryTokenStorage } from './token-storage';
import type { TokenStorage } from './token-storage';

const API_KEY = 'test-api-key';
const SHORT_RETRY_WAIT_MS = 50;

type RefreshMode = 'rotate' | 'unauthorized' | 'server-error' | 'empty-body' | 'empty-object';

interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** Behaviour of the fake CareFinder API for the current test. */
interface FakeApiState {
  validAccessToken: string;
  refreshMode: RefreshMode;
  refreshDelayMs: number;
  issuedTokenCount: number;
  /** Holds the first 401 answers on /protected until this many are pending, so concurrent 401s arrive together. */
  unauthorizedBatchSize: number;
  heldUnauthorized: ServerResponse[];
  requests: RecordedRequest[];
}

const fakeApi: FakeApiState = {
  validAccessToken: '',
  refreshMode: 'rotate',
  refreshDelayMs: 0,
  issuedTokenCount: 0,
  unauthorizedBatchSize: 1,
  heldUnauthorized: [],
  requests: [],
};

function resetFakeApi(): void {
  Object.assign(fakeApi, {
    validAccessToken: 'access-0',
    refreshMode: 'rotate',
    refreshDelayMs: 0,
    issuedTokenCount: 0,
    unauthorizedBatchSize: 1,
    heldUnauthorized: [],
    requests: [],
  } satisfies FakeApiState);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function answerRefresh(response: ServerResponse): void {
  switch (fakeApi.refreshMode) {
    case 'unauthorized':
      return sendJson(response, 401, { message: 'Refresh token expired' });
    case 'server-error':
      return sendJson(response, 500, { message: 'Internal error' });
    case 'empty-body':
      response.writeHead(200);
      return void response.end();
    case 'empty-object':
      return sendJson(response, 200, {});
    case 'rotate': {
      fakeApi.issuedTokenCount += 1;
      fakeApi.validAccessToken = `access-${fakeApi.issuedTokenCount}`;
      return sendJson(response, 200, {
        access_token: fakeApi.validAccessToken,
        refresh_token: `refresh-${fakeApi.issuedTokenCount}`,
      });
    }
  }
}

function answerProtected(request: IncomingMessage, response: ServerResponse): void {
  if (request.headers.authorization === `Bearer ${fakeApi.validAccessToken}`) {
    return sendJson(response, 200, { data: 'secret' });
  }
  fakeApi.heldUnauthorized.push(response);
  if (fakeApi.heldUnauthorized.length < fakeApi.unauthorizedBatchSize) return;
  fakeApi.unauthorizedBatchSize = 1; // only the first round is batched; retries answer at once
  for (const held of fakeApi.heldUnauthorized.splice(0)) sendJson(held, 401, { message: 'Unauthorized' });
}

function handleRequest(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  fakeApi.requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });

  switch (url.pathname) {
    case '/ping':
      return sendJson(response, 200, { ok: true });
    case '/protected':
      return answerProtected(request, response);
    case '/always-401':
      return sendJson(response, 401, { message: 'Unauthorized' });
    case '/disabled':
      return sendJson(response, 403, {
        type: PROBLEM_TYPES.accountDisabled,
        title: 'Account disabled',
        status: 403,
        detail: 'This account has been disabled. Contact CareFinder support if you think this is a mistake.',
      });
    case '/forbidden':
      return sendJson(response, 403, {
        type: PROBLEM_TYPES.wrongRole,
        status: 403,
        detail: 'Not for your account.',
      });
    case '/auth/refresh-token':
      setTimeout(() => answerRefresh(response), fakeApi.refreshDelayMs);
      return;
    case '/hang':
      return; // never answers
    default:
      return sendJson(response, 404, { message: 'Not found' });
  }
}

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer(handleRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(resetFakeApi);

const requestsTo = (path: string): RecordedRequest[] =>
  fakeApi.requests.filter((request) => request.path === path);

function setUpClient(
  tokens: { accessToken?: string; refreshToken?: string } = {},
  options: Partial<CreateApiClientOptions> = {},
) {
  const tokenStorage = createMemoryTokenStorage(tokens);
  const onTokensRefreshed = vi.fn<NonNullable<CreateApiClientOptions['onTokensRefreshed']>>();
  const onLogout = vi.fn<NonNullable<CreateApiClientOptions['onLogout']>>();
  const client = createApiClient({
    baseURL,
    apiKey: API_KEY,
    retryWaitMs: SHORT_RETRY_WAIT_MS,
    tokenStorage,
    onTokensRefreshed,
    onLogout,
    ...options,
  });
  return { client, tokenStorage, onTokensRefreshed, onLogout };
}

/** One lock for the tabs of a test, taken in turn, like Web Locks: `waited` when another turn was running. */
function queuedLock(): CrossTabLock {
  let queue: Promise<unknown> = Promise.resolve();
  let taken = false;
  return (work) => {
    const waited = taken;
    taken = true;
    const turn = queue.then(() => work(waited));
    queue = turn
      .catch(() => undefined)
      .then(() => {
        taken = false;
      });
    return turn;
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient headers', () => {
  it('sends the x-api-key header with every request', async () => {
    const { client } = setUpClient({ accessToken: 'access-0' });

    await client.get('/ping');
    await client.post('/ping', { hello: 'world' });
    await client.get('/protected');

    expect(fakeApi.requests).toHaveLength(3);
    for (const request of fakeApi.requests) expect(request.headers['x-api-key']).toBe(API_KEY);
  });

  it('adds the stored access token as a bearer token', async () => {
    const { client, tokenStorage } = setUpClient({ accessToken: 'access-0' });

    await client.get('/ping');
    tokenStorage.setTokens({ accessToken: 'access-changed', refreshToken: 'refresh-0' });
    await client.get('/ping');

    expect(fakeApi.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer access-0',
      'Bearer access-changed',
    ]);
  });

  it('sends no authorization header without a stored access token', async () => {
    const { client } = setUpClient();

    await client.get('/ping');

    expect(fakeApi.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('createApiClient session refresh', () => {
  it('refreshes on 401 with the refresh token, stores the new tokens and retries the request', async () => {
    const { client, tokenStorage, onTokensRefreshed, onLogout } = setUpClient({
      accessToken: 'expired',
      refreshToken: 'refresh-0',
    });

    const response = await client.get('/protected');

    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: 'secret' });

    const [refreshRequest, ...otherRefreshes] = requestsTo('/auth/refresh-token');
    expect(otherRefreshes).toEqual([]);
    expect(refreshRequest?.query.get('token')).toBe('refresh-0');
    expect(refreshRequest?.headers.authorization).toBe('Bearer refresh-0');
    expect(refreshRequest?.headers['x-api-key']).toBe(API_KEY);

    expect(tokenStorage.getAccessToken()).toBe('access-1');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
    expect(client.defaults.headers.common.Authorization).toBe('Bearer access-1');
    expect(onTokensRefreshed).toHaveBeenCalledExactlyOnceWith({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(onLogout).not.toHaveBeenCalled();
    expect(requestsTo('/protected').map((request) => request.headers.authorization)).toEqual([
      'Bearer expired',
      'Bearer access-1',
    ]);
  });

  it('runs one refresh for concurrent 401s; the other request waits, re-reads the token and retries', async () => {
    fakeApi.unauthorizedBatchSize = 2;
    fakeApi.refreshDelayMs = 10;
    const { client, onTokensRefreshed } = setUpClient({ accessToken: 'expired', refreshToken: 'refresh-0' });

    const startedAt = performance.now();
    const responses = await Promise.all([client.get('/protected'), client.get('/protected')]);
    const elapsedMs = performance.now() - startedAt;

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
    expect(requestsTo('/protected').map((request) => request.headers.authorization)).toEqual([
      'Bearer expired',
      'Bearer expired',
      'Bearer access-1',
      'Bearer access-1',
    ]);
    expect(elapsedMs).toBeGreaterThanOrEqual(SHORT_RETRY_WAIT_MS - 5);
  });

  it('a request that 401d during a refresh slower than the wait retries after it, with the new token', async () => {
    fakeApi.unauthorizedBatchSize = 2;
    fakeApi.refreshDelayMs = SHORT_RETRY_WAIT_MS * 4;
    const { client, onLogout } = setUpClient({ accessToken: 'expired', refreshToken: 'refresh-0' });

    const responses = await Promise.all([client.get('/protected'), client.get('/protected')]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(
      requestsTo('/protected')
        .map((request) => request.headers.authorization)
        .slice(2),
    ).toEqual(['Bearer access-1', 'Bearer access-1']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('two tabs that 401 at once refresh once between them: the tab that waited for the lock takes the new pair', async () => {
    fakeApi.unauthorizedBatchSize = 2;
    fakeApi.refreshDelayMs = 20;
    // Two tabs of one browser: one localStorage, one lock, a client each.
    const tokenStorage = createMemoryTokenStorage({ accessToken: 'expired', refreshToken: 'refresh-0' });
    const crossTabLock = queuedLock();
    const tab = () =>
      createApiClient({
        baseURL,
        apiKey: API_KEY,
        retryWaitMs: SHORT_RETRY_WAIT_MS,
        tokenStorage,
        crossTabLock,
      });

    const responses = await Promise.all([tab().get('/protected'), tab().get('/protected')]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(requestsTo('/auth/refresh-token').map((request) => request.query.get('token'))).toEqual([
      'refresh-0',
    ]);
    expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
  });

  it('a tab that waited for the lock waits for the pair the other tab stored to reach it, and never presents the used token', async () => {
    fakeApi.unauthorizedBatchSize = 2;
    // Each tab has its own copy of localStorage; a write reaches the other tab's copy 100 ms later.
    const copies = [
      createMemoryTokenStorage({ accessToken: 'expired', refreshToken: 'refresh-0' }),
      createMemoryTokenStorage({ accessToken: 'expired', refreshToken: 'refresh-0' }),
    ];
    const tabStorage = (own: TokenStorage, other: TokenStorage): TokenStorage => ({
      ...own,
      setTokens: (tokens) => {
        own.setTokens(tokens);
        setTimeout(() => other.setTokens(tokens), 100);
      },
    });
    const crossTabLock = queuedLock();
    const tab = (own: TokenStorage, other: TokenStorage) =>
      createApiClient({
        baseURL,
        apiKey: API_KEY,
        retryWaitMs: SHORT_RETRY_WAIT_MS,
        tokenStorage: tabStorage(own, other),
        crossTabLock,
      });
    const [first, second] = copies as [TokenStorage, TokenStorage];

    const responses = await Promise.all([
      tab(first, second).get('/protected'),
      tab(second, first).get('/protected'),
    ]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(requestsTo('/auth/refresh-token').map((request) => request.query.get('token'))).toEqual([
      'refresh-0',
    ]);
    expect(second.getRefreshToken()).toBe('refresh-1');
  });

  it('waits the real 2000 ms default before retrying a request that 401d during a refresh', async () => {
    fakeApi.unauthorizedBatchSize = 2;
    fakeApi.refreshDelayMs = 10;
    const { client } = setUpClient(
      { accessToken: 'expired', refreshToken: 'refresh-0' },
      { retryWaitMs: undefined },
    );

    const startedAt = performance.now();
    const elapsedSinceStart = () => performance.now() - startedAt;
    const elapsedMs = await Promise.all([
      client.get('/protected').then(elapsedSinceStart),
      client.get('/protected').then(elapsedSinceStart),
    ]);

    expect(REFRESH_RETRY_WAIT_MS).toBe(2000);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(Math.min(...elapsedMs)).toBeLessThan(1000);
    expect(Math.max(...elapsedMs)).toBeGreaterThanOrEqual(1900);
  }, 10_000);

  it.each<{ refreshMode: RefreshMode }>([
    { refreshMode: 'unauthorized' },
    { refreshMode: 'server-error' },
    { refreshMode: 'empty-body' },
    { refreshMode: 'empty-object' },
  ])(
    'logs out once and rejects the original error when the refresh is $refreshMode',
    async ({ refreshMode }) => {
      fakeApi.refreshMode = refreshMode;
      const { client, tokenStorage, onTokensRefreshed, onLogout } = setUpClient({
        accessToken: 'expired',
        refreshToken: 'refresh-0',
      });

      const error = await rejectionOf(client.get('/protected'));

      expect(isAxiosError(error) && error.response?.status).toBe(401);
      expect(isAxiosError(error) && error.config?.url).toBe('/protected');
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(onTokensRefreshed).not.toHaveBeenCalled();
      expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
      expect(requestsTo('/protected')).toHaveLength(1);
      expect(tokenStorage.getAccessToken()).toBeNull();
      expect(tokenStorage.getRefreshToken()).toBeNull();
    },
  );

  it('logs out once when a refresh shared by concurrent 401s fails', async () => {
    fakeApi.unauthorizedBatchSize = 2;
    fakeApi.refreshMode = 'unauthorized';
    const { client, onLogout } = setUpClient({ accessToken: 'expired', refreshToken: 'refresh-0' });

    const errors = await Promise.all([
      rejectionOf(client.get('/protected')),
      rejectionOf(client.get('/protected')),
    ]);

    expect(errors.map((error) => isAxiosError(error) && error.response?.status)).toEqual([401, 401]);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out without calling the server when no refresh token is stored', async () => {
    const { client, onLogout } = setUpClient({ accessToken: 'expired' });

    const error = await rejectionOf(client.get('/protected'));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(requestsTo('/auth/refresh-token')).toEqual([]);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('retries a request only once when it 401s again after a successful refresh', async () => {
    const { client, onTokensRefreshed, onLogout } = setUpClient({
      accessToken: 'access-0',
      refreshToken: 'refresh-0',
    });

    const error = await rejectionOf(client.get('/always-401'));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(requestsTo('/always-401')).toHaveLength(2);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('never refreshes because the refresh endpoint itself answered 401', async () => {
    fakeApi.refreshMode = 'unauthorized';
    const { client, onLogout } = setUpClient({ accessToken: 'access-0', refreshToken: 'refresh-0' });

    const error = await rejectionOf(client.get('/auth/refresh-token', { params: { token: 'refresh-0' } }));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(onLogout).not.toHaveBeenCalled();
  });
});

describe('createApiClient and a disabled account', () => {
  it('ends the session at the first 403 account-disabled, with the API’s words, and never refreshes', async () => {
    const onAccountDisabled = vi.fn<NonNullable<CreateApiClientOptions['onAccountDisabled']>>();
    const { client, tokenStorage, onLogout } = setUpClient(
      { accessToken: 'access-0', refreshToken: 'refresh-0' },
      { onAccountDisabled },
    );

    const errors = await Promise.all([
      rejectionOf(client.get('/disabled')),
      rejectionOf(client.get('/disabled')),
    ]);

    expect(errors.map((error) => isAxiosError(error) && error.response?.status)).toEqual([403, 403]);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(onAccountDisabled).toHaveBeenCalledTimes(1);
    expect(onAccountDisabled).toHaveBeenCalledWith(
      'This account has been disabled. Contact CareFinder support if you think this is a mistake.',
    );
    expect(onLogout).not.toHaveBeenCalled();
    expect(requestsTo('/auth/refresh-token')).toEqual([]);
  });

  it('keeps the session on any other 403', async () => {
    const onAccountDisabled = vi.fn();
    const { client, tokenStorage } = setUpClient({ accessToken: 'access-0' }, { onAccountDisabled });
    await rejectionOf(client.get('/forbidden'));
    expect(tokenStorage.getAccessToken()).toBe('access-0');
    expect(onAccountDisabled).not.toHaveBeenCalled();
  });
});

describe('createApiClient timeouts', () => {
  it('uses a 60 second timeout by default', () => {
    const { client } = setUpClient({}, { timeoutMs: undefined });

    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(client.defaults.timeout).toBe(60_000);
  });

  it('turns a request that outlives the timeout into a TimeoutError', async () => {
    const { client } = setUpClient({}, { timeoutMs: 100 });

    const error = await rejectionOf(client.get('/hang'));

    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      name: 'TimeoutError',
      message: 'We experienced a timeout, please try again.',
      status: 409,
      response: { status: 409, data: { message: 'We experienced a timeout, please try again.' } },
    });
    expect(TIMEOUT_MESSAGE).toBe('We experienced a timeout, please try again.');
  });
});

describe('refreshSessionNow', () => {
  it('renews the session at once, under the cross-tab lock, and stores the new pair', async () => {
    let locked = 0;
    const crossTabLock: CrossTabLock = (work) => {
      locked += 1;
      return work(false);
    };
    const { client, tokenStorage, onTokensRefreshed } = setUpClient(
      { accessToken: 'access-0', refreshToken: 'refresh-0' },
      { crossTabLock },
    );

    const tokens = await refreshSessionNow(client);

    expect(tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(locked).toBe(1);
    expect(requestsTo('/auth/refresh-token')).toHaveLength(1);
    expect(tokenStorage.getAccessToken()).toBe('access-1');
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('ends the session when the refresh is refused, and is a no-op for another client', async () => {
    fakeApi.refreshMode = 'unauthorized';
    const { client, tokenStorage, onLogout } = setUpClient({
      accessToken: 'access-0',
      refreshToken: 'refresh-0',
    });

    expect(await refreshSessionNow(client)).toBeNull();
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);

    const { default: axios } = await import('axios');
    expect(await refreshSessionNow(axios.create())).toBeNull();
  });
});
