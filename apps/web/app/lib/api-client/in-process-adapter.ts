import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { InProcessApi } from '@carefinder/contracts';

/** Redirects followed at most unless the request says (the API redirects a merged listing once). */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The method and body after a redirect, as follow-redirects (axios's HTTP adapter) does it. */
function redirected(status: number, method: string, body: string | undefined) {
  const becomesGet = status === 303 || ((status === 301 || status === 302) && method === 'POST');
  return becomesGet ? { method: 'GET', body: undefined } : { method, body };
}

/** The request's headers as strings, the ones axios left unset dropped. */
function plainHeaders(headers: AxiosHeaders): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers.toJSON(true))) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = String(value);
  }
  return plain;
}

function timeLimit(timeoutMs: number, onTimeout: () => Error): { expired: Promise<never>; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    if (timeoutMs > 0) timer = setTimeout(() => reject(onTimeout()), timeoutMs);
  });
  return { expired, stop: () => clearTimeout(timer) };
}

/**
 * An axios adapter that asks the in-process API (contracts' in-process-api.ts) instead of opening a socket.
 * It keeps what the loaders rely on of axios's HTTP adapter: JSON bodies (any other body is refused, loudly),
 * a status outside `validateStatus` rejects with an AxiosError carrying the answer, redirects within the API
 * are followed (up to `maxRedirects`, with follow-redirects' method rules; one elsewhere is the answer), and
 * the timeout rejects with `ECONNABORTED`. Cancel signals, `responseType` and proxies are not supported.
 */
export function inProcessAdapter(api: InProcessApi): AxiosAdapter {
  return async (config) => {
    if (config.data !== undefined && typeof config.data !== 'string')
      throw new AxiosError('The in-process API takes JSON bodies only', AxiosError.ERR_BAD_REQUEST, config);
    const timeoutMs = config.timeout ?? 0;
    const limit = timeLimit(
      timeoutMs,
      () => new AxiosError(`timeout of ${timeoutMs}ms exceeded`, AxiosError.ECONNABORTED, config),
    );
    try {
      const apiBase = new URL(axios.getUri({ ...config, url: '' }));
      let url = new URL(axios.getUri(config));
      let method = (config.method ?? 'get').toUpperCase();
      let body: string | undefined = config.data;
      const maxRedirects = config.maxRedirects ?? MAX_REDIRECTS;
      for (let redirects = 0; ; redirects += 1) {
        const answer = await Promise.race([
          api({ method, url: url.pathname + url.search, headers: plainHeaders(config.headers), body }),
          limit.expired,
        ]);
        const location = answer.headers.location;
        const next = typeof location === 'string' ? new URL(location, url) : undefined;
        const withinApi =
          next?.origin === apiBase.origin &&
          (next.pathname === apiBase.pathname || next.pathname.startsWith(`${apiBase.pathname}/`));
        if (REDIRECTS.has(answer.status) && next && withinApi && redirects < maxRedirects) {
          url = next;
          ({ method, body } = redirected(answer.status, method, body));
          continue;
        }
        const response: AxiosResponse = {
          data: answer.body,
          status: answer.status,
          statusText: '',
          headers: new AxiosHeaders(answer.headers as Record<string, string>),
          config,
          request: {},
        };
        if (!config.validateStatus || config.validateStatus(answer.status)) return response;
        throw new AxiosError(
          `Request failed with status code ${answer.status}`,
          answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
          config,
          response.request,
          response,
        );
      }
    } finally {
      limit.stop();
    }
  };
}
