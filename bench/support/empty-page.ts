import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The app's response headers that change how a browser loads a document (a new process, a policy). */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>CareFinder</title>' +
  // An icon in the page, as the app's: otherwise the browser asks for /favicon.ico, a request the app's
  // pages never make, which Lighthouse would charge to this page's largest paint.
  '<link rel="icon" href="data:,"></head>' +
  '<body><h1>Find a hospital, clinic or doctor near you</h1></body></html>';

export interface EmptyPage {
  url: string;
  stop(): Promise<void>;
}

/**
 * A heading and nothing else, on a loopback port, with the document headers `appResponse` carries: what a
 * page costs the browser on this machine before it holds anything of ours (a first layout, a new process
 * for the opener policy). Lighthouse charges that time 6× like any other.
 */
export async function startEmptyPage(appResponse: Response): Promise<EmptyPage> {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  for (const name of DOCUMENT_HEADERS) {
    const value = appResponse.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const server = createServer((_request, response) => {
    response.writeHead(200, headers).end(EMPTY_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
