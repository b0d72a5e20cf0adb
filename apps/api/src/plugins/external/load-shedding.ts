import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FHIR_CONTENT_TYPE, operationOutcome } from '../../lib/operation-outcome.ts';
import { plainPage } from '../../lib/plain-page.ts';
import { isApiUrl, isFhirUrl } from '../../lib/request-path.ts';
import { problem, sendProblem } from '../../lib/problem.ts';

/** What a refused client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
/** What a request arriving while the server closes is told. */
export const RESTARTING_DETAIL = 'CareFinder is restarting. Try again in a few seconds.';
/** How often the event loop's delay is measured; shedding starts and stops on these samples. */
const SAMPLE_INTERVAL_MS = 250;

/** The site's words for a page refused while busy. */
const BUSY_PAGE = plainPage(
  'CareFinder is very busy',
  ['Please try again in a few seconds.', 'In an emergency, call <a href="tel:112">112</a>.'],
  'Busy',
);

/** The busy answer (503 with Retry-After): problem+json for the API, a short page with 112 for pages. */
export function answerBusy(request: FastifyRequest, reply: FastifyReply) {
  return refuse(request, reply, 'CareFinder is very busy. Try again in a few seconds.', false);
}

/** The API and the FHIR directory: machine reads, shed alike. */
const isApi = (request: FastifyRequest) => isApiUrl(request.url) || isFhirUrl(request.url);

function refuse(request: FastifyRequest, reply: FastifyReply, detail: string, closeConnection: boolean) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (closeConnection) reply.header('connection', 'close');
  if (isFhirUrl(request.url)) {
    return reply
      .code(503)
      .type(FHIR_CONTENT_TYPE)
      .send(JSON.stringify(operationOutcome('transient', detail)));
  }
  if (isApiUrl(request.url)) {
    return sendProblem(reply, problem(503, detail));
  }
  return reply.code(503).type('text/html; charset=utf-8').send(BUSY_PAGE);
}

/**
 * Liveness and readiness are answered even while busy: they cost next to nothing, and a busy process that
 * fails them is restarted or taken out of service by whatever watches it, which makes the overload worse.
 * (A probe answered with the busy problem would not even match its own schema.)
 */
const isProbe = (request: FastifyRequest) => request.url === '/api/health' || request.url === '/api/ready';

/**
 * Pages are spared too: a kept page costs next to nothing, and renders wait their turn in the web host's own
 * admission, which refuses fast past it (decision 0022). Refused here, a burst of searches that lags the event
 * loop would refuse the pages of visitors who are not searching at all.
 */
const isPage = (request: FastifyRequest) => !isApi(request);

/** The header by which the pages' own API calls show the render pass. */
export const RENDER_PASS_HEADER = 'x-render-pass';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A secret of this process that the web app it hosts sends with its loaders' API calls
     * (RENDER_PASS_HEADER). Those calls belong to a render already admitted (the web host bounds renders), so
     * shedding spares them: refused, they would fail the render too, and the page it was for.
     */
    readonly renderPass: string;
  }
}

function showsPass(request: FastifyRequest, pass: Buffer): boolean {
  const shown = request.headers[RENDER_PASS_HEADER];
  if (typeof shown !== 'string') return false;
  const shownBytes = Buffer.from(shown);
  return shownBytes.length === pass.length && timingSafeEqual(shownBytes, pass);
}

/**
 * Fast 503s with Retry-After instead of answers that queue for seconds (DESIGN §6, overload): while the event
 * loop's mean delay over the last sample is above `maxEventLoopDelayMs`, every new API request but the health
 * probes and the API calls of renders under way (`renderPass`) is refused at once (pages have their own
 * bound, `isPage`); once the server is closing (SIGTERM), every new request on a kept-alive connection is
 * refused and the connection closed, while those in flight finish. API answers are problem+json, pages a
 * short page with 112 on it, the FHIR directory's an OperationOutcome.
 */
export default fp<{ maxEventLoopDelayMs: number }>(
  async (app, { maxEventLoopDelayMs }) => {
    const renderPass = randomBytes(16).toString('base64url');
    const pass = Buffer.from(renderPass);
    app.decorate('renderPass', renderPass);
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (closing) return refuse(request, reply, RESTARTING_DETAIL, true);
    });
    if (maxEventLoopDelayMs > 0) {
      // The first samples after start-up measure the start-up itself (loading the web build blocks the event
      // loop): they say nothing about load, so the server serves whatever they say until two have passed.
      let readyAt = Number.POSITIVE_INFINITY;
      app.addHook('onReady', async () => {
        readyAt = performance.now();
      });
      await app.register(underPressure, {
        maxEventLoopDelay: maxEventLoopDelayMs,
        sampleInterval: SAMPLE_INTERVAL_MS,
        // Answers itself; returning the reply would make under-pressure send it as a body. Returning nothing
        // without answering serves the request as usual.
        pressureHandler: (request, reply) => {
          if (isProbe(request) || isPage(request) || showsPass(request, pass)) return;
          if (performance.now() - readyAt > 2 * SAMPLE_INTERVAL_MS) answerBusy(request, reply);
        },
      });
    }
  },
  { name: 'load-shedding' },
);
