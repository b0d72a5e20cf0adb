/**
 * A request's path as the router matches it: percent-escapes decoded and repeated slashes folded, so that
 * `/%61pi/search` and `//api/search` are the API's `/api/search` to every check that asks (the router would
 * route them there).
 */
export function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    return raw;
  }
}

/** Whether a request's URL is the API's (`/api` and below), however its path is spelt. */
export const isApiUrl = (url: string): boolean => isApiPath(decodedPath(url));

/** Whether a decoded path (`decodedPath`) is the API's. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
