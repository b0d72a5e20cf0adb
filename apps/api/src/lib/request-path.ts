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

/** Whether the request is for the API (`/api` and below), however its path is spelt. */
export function isApiPath(url: string): boolean {
  const path = decodedPath(url);
  return path === '/api' || path.startsWith('/api/');
}
