import { API_KEY_HEADER } from '~/lib/api-client/constants';
import { visitorAddressHeaders } from '~/lib/api.server';
import { webServerConfig } from '~/lib/config.server';

/** The open-data files (issue 6) and the API export behind each. */
const OPEN_DATA_FILES = new Set(['facilities.csv', 'facilities.geojson']);

/** What the browser needs of the API's answer: the file's type and name, its licence and attribution. */
const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'link',
  'x-attribution',
  'cache-control',
  'retry-after',
] as const;

/**
 * Streams an API export to the browser. The API wants the x-api-key header, which a plain link cannot send,
 * so this server adds its own, and names the visitor, whose downloads the API counts (not this server's);
 * the query (?state=, &lga=, &facilityType=) passes through.
 */
export async function openDataResponse(file: string, request: Request): Promise<Response> {
  if (!OPEN_DATA_FILES.has(file)) {
    return new Response('No such file.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const base = webServerConfig.apiUrl.endsWith('/') ? webServerConfig.apiUrl : `${webServerConfig.apiUrl}/`;
  const url = new URL(`export/${file}`, base);
  url.search = new URL(request.url).search;
  const upstream = await fetch(url, {
    headers: { [API_KEY_HEADER]: webServerConfig.apiKey, ...visitorAddressHeaders(request) },
    signal: request.signal,
  });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
