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

/** Whether a request's URL is the FHIR directory's (`/fhir` and below). */
export const isFhirUrl = (url: string): boolean => {
  const path = decodedPath(url);
  return path === '/fhir' || path.startsWith('/fhir/');
};

/** Whether a decoded path (`decodedPath`) is the API's. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * A page address whose escapes do not decode (`/facilities/%E0%A4%A`) taken literally, each % escaped, so
 * that the router takes it and the site answers with its own styled page (not found); any other address,
 * an API one among them (frameworkErrors answers it 400), unchanged. Fastify's `rewriteUrl`.
 */
export function literalPageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    if (isApiPath(path.replace(/\/{2,}/g, '/'))) return url;
    return `${path.replaceAll('%', '%25')}${queryAt === -1 ? '' : url.slice(queryAt)}`;
  }
}
