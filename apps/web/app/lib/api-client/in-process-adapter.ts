import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { InProcessApi } from '@carefinder/contracts';

/** Redirects followed at most, as axios's own adapter would (the API redirects a merged listing once). */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

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
 * It keeps the contract of axios's HTTP adapter that the loaders rely on: a status outside `validateStatus`
 * rejects with an AxiosError carrying the response, redirects are followed, and the timeout rejects with
 * `ECONNABORTED`.
 */
export function inProcessAdapter(api: InProcessApi): AxiosAdapter {
  return async (config) => {
    const timeoutMs = config.timeout ?? 0;
    const limit = timeLimit(
      timeoutMs,
      () => new AxiosError(`timeout of ${timeoutMs}ms exceeded`, AxiosError.ECONNABORTED, config),
    );
    try {
      let url = new URL(axios.getUri(config));
      let method = (config.method ?? 'get').toUpperCase();
      let body = typeof config.data === 'string' ? config.data : undefined;
      for (let redirects = 0; ; redirects += 1) {
        const answer = await Promise.race([
          api({ method, url: url.pathname + url.search, headers: plainHeaders(config.headers), body }),
          limit.expired,
        ]);
        const location = answer.headers.location;
        if (REDIRECTS.has(answer.status) && typeof location === 'string' && redirects < MAX_REDIRECTS) {
          url = new URL(location, url);
          if (answer.status === 303 || method !== 'GET') [method, body] = ['GET', undefined];
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
