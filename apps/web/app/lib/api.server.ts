import { isAxiosError, type AxiosInstance } from 'axios';
import { data } from 'react-router';
import { inProcessApi } from '@carefinder/contracts';
import { createApiClient } from './api-client/create-api-client';
import { inProcessAdapter } from './api-client/in-process-adapter';
import { createMemoryTokenStorage } from './api-client/token-storage';
import { webServerConfig } from './config.server';
import { apiErrorStatus } from './forms/form-errors';

let serverApiClient: AxiosInstance | undefined;

/** What a page tells visitors to wait when the API gave no Retry-After (the API's own 503s say 5 s). */
const OUTAGE_RETRY_AFTER_SECONDS = '5';

/** The API's Retry-After (whole seconds) on a refusal, when it sent a well-formed one. */
export function apiRetryAfter(error: unknown): string | undefined {
  const retryAfter: unknown = isAxiosError(error) ? error.response?.headers['retry-after'] : undefined;
  return typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter) ? retryAfter : undefined;
}

/**
 * The page's answer when the API is out of service: it answered 503 (its database is unreachable) or
 * refused the connection. The root error boundary shows the site's error page with this 503, the API's
 * Retry-After, and no-store so no cache keeps the outage. Undefined for any other failure.
 */
export function pageOutageResponse(error: unknown) {
  if (!isAxiosError(error)) return undefined;
  const status = error.response?.status;
  if (status !== 503 && !(status === undefined && error.code === 'ECONNREFUSED')) return undefined;
  return data(null, {
    status: 503,
    headers: {
      'Retry-After': apiRetryAfter(error) ?? OUTAGE_RETRY_AFTER_SECONDS,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The API as server loaders call it: anonymous (public pages render the same HTML for everyone), with the
 * web app's key. One instance serves every request; it holds no user state. Every call made with it that
 * meets an outage throws the 503 page (pageOutageResponse) instead of its error, whoever catches it.
 */
export function getServerApiClient(): AxiosInstance {
  if (serverApiClient) return serverApiClient;
  serverApiClient = createApiClient({
    baseURL: webServerConfig.apiUrl,
    apiKey: webServerConfig.apiKey,
    tokenStorage: createMemoryTokenStorage(),
  });
  const api = inProcessApi();
  if (api) {
    // The API is this same process (npm start): asked without a socket, its answers uncompressed.
    serverApiClient.defaults.adapter = inProcessAdapter(api);
    serverApiClient.defaults.headers.common['accept-encoding'] = 'identity';
  }
  if (webServerConfig.renderPass)
    serverApiClient.defaults.headers.common['x-render-pass'] = webServerConfig.renderPass;
  serverApiClient.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(pageOutageResponse(error) ?? error),
  );
  return serverApiClient;
}

/**
 * The visitor's address, for the API's per-address limits (contact messages, search). In `npm start` the
 * web host sets X-Forwarded-For to the address it decided (the API's TRUST_PROXY rules), so its last entry
 * is the visitor; the API believes it only from this machine (`requestSource` in client-address.ts).
 */
export function visitorAddressHeaders(request: Request): Record<string, string> {
  const address = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return address ? { 'x-forwarded-for': address } : {};
}

/** Anything with zod's `parse`; typed structurally so this module stays free of zod's types. */
interface Parser<Output> {
  parse: (input: unknown) => Output;
}

/** An API answer for a page: its checked data, and how long the API says it holds (its Cache-Control). */
export interface PageAnswer<Output> {
  data: Output;
  cacheControl: string | undefined;
}

/**
 * GET an API resource for a page and check it against its contract; the API's 404 becomes the page's 404
 * (the root error boundary shows "Page not found"), its 400 (a malformed id or parameter in the page's URL,
 * such as a control character) the page's 400, an outage the page's 503, any other failure the error page
 * (500).
 */
export async function fetchAnswerForPage<Output>(
  path: string,
  schema: Parser<Output>,
  params?: Record<string, string | number>,
): Promise<PageAnswer<Output>> {
  try {
    const response = await getServerApiClient().get<unknown>(path, params ? { params } : undefined);
    const cacheControl: unknown = response.headers['cache-control'];
    return {
      data: schema.parse(response.data),
      cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
    };
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) throw data(null, { status });
    throw error;
  }
}

/** fetchAnswerForPage's data alone, for a page whose caching does not follow the answer's. */
export async function fetchForPage<Output>(
  path: string,
  schema: Parser<Output>,
  params?: Record<string, string | number>,
): Promise<Output> {
  return (await fetchAnswerForPage(path, schema, params)).data;
}
