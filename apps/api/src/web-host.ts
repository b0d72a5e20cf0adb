import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { createRequestHandler, ServerBuild } from 'react-router';
import { IN_PROCESS_API, type InProcessApi } from '@carefinder/contracts';
import { countFacilityPageView, registerFacilityTaps } from './facility-page-figures.ts';
import { type Admission, AdmissionRefused, createAdmission } from './lib/admission.ts';
import { createKeptPages, type KeptPages } from './lib/kept-pages.ts';
import { createPageMethods } from './lib/page-methods.ts';
import { plainPage } from './lib/plain-page.ts';
import { problem, PROBLEM_CONTENT_TYPE } from './lib/problem.ts';
import { decodedPath, isApiPath } from './lib/request-path.ts';
import { answerBusy, RESTARTING_DETAIL, RETRY_AFTER_SECONDS } from './plugins/external/load-shedding.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The few unhashed public files (the favicon): a returning visitor reuses them for a week without asking
// (decision 0011), then revalidates in the background.
const SHORT = 'public, max-age=604800, stale-while-revalidate=86400';
/** Kept pages at most (each 20–120 KB): the popular listings, directories and searches of the minute. */
const MAX_KEPT_PAGES = 1_000;
/** And their HTML at most, whatever URLs visitors choose. */
const MAX_KEPT_PAGE_BYTES = 64 * 1024 * 1024;
/**
 * API writes after which kept pages are forgotten, so a listing's page shows a change on the next request:
 * every successful write but those that change no page (signing in and out, the browser's error reports, a
 * user's saved listings and active facility), which anyone signed in could repeat to keep the cache empty.
 */
const WRITES_THAT_CHANGE_NO_PAGE = [
  '/api/auth/',
  '/api/client-errors',
  '/api/me/saved/',
  '/api/me/active-facility',
];
/**
 * Pages rendered at once, at most, and waiting their turn (DESIGN §6: 50 visitors asking for pages nobody
 * asked for this minute are answered, not refused), each at most 2 s: a render takes about 15 ms of this
 * process on PostgreSQL (bench:pages: 50 a second), so 50 at once keep the last of them about a second; a
 * page that is neither kept nor admitted is a fast 503 with Retry-After (decisions 0021, 0022).
 */
const RENDER_LIMITS = { maxInFlight: 16, maxWaiting: 48, maxWaitMs: 2_000 };

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
  { loadersInProcess }: { loadersInProcess: boolean },
): Promise<void> {
  // React reads NODE_ENV once, when first loaded: loaded here, after server.ts has set it, React renders with
  // its production build (its development build renders pages several times slower).
  const { createRequestHandler, matchRoutes } = await import('react-router');
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  if (loadersInProcess) answerLoadersInProcess(app);
  const pageMethods = createPageMethods(build.routes, matchRoutes);
  const pages = createKeptPages({ maxPages: MAX_KEPT_PAGES, maxBytes: MAX_KEPT_PAGE_BYTES });
  const renders = createAdmission(RENDER_LIMITS);
  app.addHook('onSend', async (request, reply) => {
    const { method, url } = request;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400) return;
    const path = decodedPath(url);
    if (isApiPath(path) && !WRITES_THAT_CHANGE_NO_PAGE.some((prefix) => path.startsWith(prefix))) {
      pages.clear();
    }
  });

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
    registerFacilityTaps(web);

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: (request, reply) => {
        // Every page takes GET and HEAD; only a write needs the route matched to know whether it may.
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          const allowed = pageMethods(request.url.split('?', 1)[0] ?? '/');
          if (!allowed.includes(request.method)) {
            reply.header('allow', allowed.join(', '));
            return refusePage(reply, 405, `This page cannot take a ${request.method} request.`);
          }
          // A form post (or other write) without a body: nothing for the page's action to read.
          if (request.body === undefined)
            return refusePage(reply, 400, 'The form arrived empty. Go back and send it again.');
        }
        return renderPage(request, reply, { handleRequest, pages, renders, publicUrl });
      },
    });
  });
}

/** What a closing server answers (load-shedding.ts), for an API call it can no longer take in. */
const RESTARTING = {
  status: 503,
  headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'retry-after': String(RETRY_AFTER_SECONDS) },
  body: JSON.stringify(problem(503, RESTARTING_DETAIL)),
};

/**
 * The loaders' API calls are answered by `app.inject`, without a socket (contracts' in-process-api.ts): they
 * skip HTTP's cost, and never wait behind the visitors' requests at the door for the renders they belong to.
 */
function answerLoadersInProcess(app: FastifyInstance) {
  const api: InProcessApi = async ({ method, url, headers, body }) => {
    try {
      const answer = await app.inject({
        method: method as InjectOptions['method'],
        url,
        headers,
        payload: body,
      });
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    } catch (error) {
      // A closing server (SIGTERM) takes no new request, injected ones included: the render still under way
      // gets the answer a closing server gives, and shows the outage page with Retry-After.
      if ((error as { code?: string }).code === 'FST_ERR_REOPENED_CLOSE_SERVER') return RESTARTING;
      throw error;
    }
  };
  (globalThis as { [IN_PROCESS_API]?: InProcessApi })[IN_PROCESS_API] = api;
}

/** A request no page can answer, refused with the site's short page: the sentence says why. */
function refusePage(reply: FastifyReply, status: 400 | 405, sentence: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(plainPage('Ooops!', [sentence, '<a href="/">Start again from the home page</a>']));
}

interface PageRendering {
  handleRequest: ReturnType<typeof createRequestHandler>;
  pages: KeptPages;
  /** Renders under way now, in this process. */
  renders: Admission;
  publicUrl: string;
}

/**
 * Anonymous page views (every visitor's, since tokens live in the browser) may be answered from the kept
 * pages; the key is what the HTML depends on: the URL and the Save-Data preference.
 */
function keptPageKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization) return undefined;
  const savesData =
    String(request.headers['save-data'] ?? '')
      .trim()
      .toLowerCase() === 'on';
  return `${savesData ? 'save-data' : 'full'} ${request.url}`;
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { handleRequest, pages, renders, publicUrl }: PageRendering,
) {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const nonce = reply.scriptNonce;
  const render = () =>
    renders.run(
      () => handleRequest(toWebRequest(request, controller.signal, publicUrl), { cspNonce: nonce }),
      controller.signal,
    );
  const key = keptPageKey(request);
  const nowMs = request.server.now().getTime();
  const acceptEncoding = request.headers['accept-encoding'];
  let served;
  try {
    served = key
      ? await pages.serve({ key, nowMs, nonce, acceptEncoding }, render)
      : { response: await render(), nonce };
  } catch (error) {
    // Refused, or the visitor left while waiting (nobody reads what is sent then).
    const left = controller.signal.aborted && error === controller.signal.reason;
    if (error instanceof AdmissionRefused || left) return answerBusy(request, reply);
    throw error;
  }
  if (served.nonce !== nonce) allowScriptsOf(reply, served.nonce, nonce);
  const { response } = served;
  countFacilityPageView(request.server, request, response.status);
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** A kept page's scripts carry its render's nonce: the policy sent with it names that nonce instead. */
function allowScriptsOf(reply: FastifyReply, pageNonce: string, requestNonce: string) {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.raw.setHeader(
      'content-security-policy',
      policy.replace(`'nonce-${requestNonce}'`, `'nonce-${pageNonce}'`),
    );
  }
}

/**
 * The page's URL on the configured origin. Appended, not resolved: a request target such as
 * `//elsewhere.example/x` is a path here, never another origin for the page's canonical link and JSON-LD.
 */
export const pageUrl = (publicUrl: string, requestUrl: string) => new URL(`${publicUrl}${requestUrl}`);

/** Page URLs (canonical links, redirects) use the configured origin, never a client-sent Host header. */
function toWebRequest(request: FastifyRequest, signal: AbortSignal, publicUrl: string): Request {
  const url = pageUrl(publicUrl, request.url);
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
