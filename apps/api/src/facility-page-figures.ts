import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { facilityTapKindSchema } from '@carefinder/contracts';
import { isUuid } from './lib/uuid.ts';

/** A facility's page, as a document or as its data for a client-side visit (React Router's `.data`). */
const FACILITY_PAGE = /^\/facilities\/([0-9a-f-]{36})(?:\.data)?$/i;
/** Taps one address may report a minute; beyond it 429 (a person taps a few links, not hundreds). */
const TAPS_PER_MINUTE = 30;
/** Crawlers, link previews and monitors: not visitors. */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview|monitor|lighthouse|curl|wget/i;

/** Whether a person asked for this (not a crawler, nor the browser fetching ahead of a possible visit). */
function isVisitor(request: FastifyRequest): boolean {
  const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '');
  return !purpose.includes('prefetch') && !NOT_A_VISITOR.test(request.headers['user-agent'] ?? '');
}

/** Who, for telling a repeat from a new visit only: the counter hashes it and never stores it. */
const visitorOf = (request: FastifyRequest) => `${request.ip} ${request.headers['user-agent'] ?? ''}`;

/** Counts a visitor's successful GET of a facility's page (the figures of its dashboard). */
export function countFacilityPageView(app: FastifyInstance, request: FastifyRequest, status: number): void {
  if (request.method !== 'GET' || status !== 200) return;
  const facilityId = FACILITY_PAGE.exec(request.url.split('?', 1)[0] ?? '')?.[1];
  if (facilityId && isVisitor(request)) app.facilityFigures.count(facilityId, 'view', visitorOf(request));
}

/**
 * Where a facility page's call, directions and website links report a tap: the browser POSTs there itself
 * when the link is followed (the `ping` attribute, no script needed), and nothing is answered back.
 */
export function registerFacilityTaps(web: FastifyInstance): void {
  const limit = { max: TAPS_PER_MINUTE, timeWindow: '1 minute' };
  web.post('/facilities/:id/taps/:kind', { config: { rateLimit: limit } }, async (request, reply) => {
    // The ping's body says only "PING"; it is read and dropped.
    (request.body as Readable | undefined)?.resume();
    const { id, kind } = request.params as { id: string; kind: string };
    const tap = facilityTapKindSchema.safeParse(kind);
    if (!isUuid(id) || !tap.success) return reply.code(404).type('text/plain').send('Not found');
    if (isVisitor(request)) web.facilityFigures.count(id, tap.data, visitorOf(request));
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
