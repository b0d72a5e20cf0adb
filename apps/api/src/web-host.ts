import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The few unhashed public files (the favicon): a returning visitor reuses them for a week without asking
// (decision 0011), then revalidates in the background.
const SHORT = 'public, max-age=604800, stale-while-revalidate=86400';

export function webBuildExists(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server', 'index.js'));
}

/**
 * Serves the built web app from this process: hashed assets with a year-long cache, and every other
 * non-API path rendered by React Router on the server.
 */
export async function registerWebHost(
  app: FastifyInstance,
  buildDir: string,
  publicUrl: string,
): Promise<void> {
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    decorateReply: false,
    // The web build ships .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.header('cache-control', path.includes('/assets/') ? IMMUTABLE : SHORT);
    },
  });

  await app.register(async (web) => {
    // React Router reads request bodies itself (form posts), so hand it the raw stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // A missing hashed file is a plain 404, never an HTML page a script loader would choke on.
    web.get('/assets/*', (_request, reply) => reply.code(404).type('text/plain').send('Not found'));

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: (request, reply) => renderPage(request, reply, handleRequest, publicUrl),
    });
  });
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handleRequest: ReturnType<typeof createRequestHandler>,
  publicUrl: string,
) {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const response = await handleRequest(toWebRequest(request, controller.signal, publicUrl), {
    cspNonce: reply.scriptNonce,
  });
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** Page URLs (canonical links, redirects) use the configured origin, never a client-sent Host header. */
function toWebRequest(request: FastifyRequest, signal: AbortSignal, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  // The visitor as this server decided (TRUST_PROXY rules), never a header the visitor sent: the contact
  // form's server action forwards it to the API for its per-address limit.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
