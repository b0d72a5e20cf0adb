import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GRID3_ATTRIBUTION } from '@carefinder/db';
import { openDataSummarySchema, slugSchema, stateAliasSchema } from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { limitedSource } from '../../lib/client-address.ts';
import { csvHeader, csvRow, geoJsonFeature } from './formats.ts';
import { publishedFacilities, publishedSummary, type PublishedFacility } from './service.ts';

const filtersSchema = z
  .object({
    state: stateAliasSchema.optional(),
    lga: slugSchema.optional(),
    facilityType: slugSchema.optional(),
    type: slugSchema.optional().meta({
      deprecated: true,
      description: 'Deprecated: the old name of facilityType, read only when facilityType is absent.',
    }),
  })
  .transform(({ type, ...filters }) => ({ ...filters, facilityType: filters.facilityType ?? type }));

const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';
const ATTRIBUTION = `${GRID3_ATTRIBUTION}; compiled and kept current by CareFinder`;

async function* csvLines(facilities: AsyncIterable<PublishedFacility>) {
  yield csvHeader();
  let index = 0;
  for await (const facility of facilities) yield csvRow(facility, index++);
}

async function* geoJsonChunks(facilities: AsyncIterable<PublishedFacility>, publicUrl: string) {
  yield `{"type":"FeatureCollection","license":${JSON.stringify(LICENCE_URL)},"attribution":${JSON.stringify(ATTRIBUTION)},"features":[`;
  let first = true;
  for await (const facility of facilities) {
    const feature = geoJsonFeature(facility, publicUrl);
    if (!feature) continue;
    yield first ? feature : `,${feature}`;
    first = false;
  }
  yield ']}\n';
}

/**
 * Open data (issue 6): every published facility as the registry's CSV columns or as GeoJSON, streamed.
 * Demo rows are never published. CC BY 4.0, with the registry's attribution in the headers.
 *
 * The first page is read before the answer starts, so an unreachable database is a 503 problem+json. A page
 * failing later cannot change the 200 already sent: the stream errors, Fastify destroys the connection
 * before the chunked body's last chunk, and the client sees an aborted download (no closing `]}`), never a
 * shorter file that looks complete.
 *
 * Ten downloads a minute per visitor: the site's /open-data/* links are streamed by the web host, which asks
 * from this machine and names the visitor (`limitedSource`), so every visitor has an allowance of their own.
 */
export default (async (app, { publicUrl }) => {
  const common = {
    config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: limitedSource } },
    schema: { tags: ['open data'], querystring: filtersSchema },
  };

  app.get(
    '/export/facilities.csv',
    { ...common, schema: { ...common.schema, summary: 'All published facilities as CSV (GRID3 columns)' } },
    async (request, reply) => {
      const facilities = await publishedFacilities(request.readDb, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="carefinder-facilities.csv"')
        .header('link', `<${LICENCE_URL}>; rel="license"`)
        .header('x-attribution', ATTRIBUTION)
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(csvLines(facilities)));
    },
  );

  app.get(
    '/export/facilities/summary',
    {
      schema: {
        tags: ['open data'],
        summary: 'How many facilities the exports hold, when the latest changed, their licence and credit',
        description:
          'published counts the rows of facilities.csv without filters (facilities.geojson holds those of ' +
          'them with coordinates); demo listings are never published, so a deployment with demo data only ' +
          'answers 0.',
        response: { 200: openDataSummarySchema },
      },
    },
    async (request, reply) => {
      const { published, lastUpdated } = await publishedSummary(request.readDb);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return {
        published,
        lastUpdated: lastUpdated?.toISOString() ?? null,
        license: LICENCE_URL,
        attribution: ATTRIBUTION,
      };
    },
  );

  app.get(
    '/export/facilities.geojson',
    { ...common, schema: { ...common.schema, summary: 'All published facilities as GeoJSON' } },
    async (request, reply) => {
      const facilities = await publishedFacilities(request.readDb, request.query);
      return reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="carefinder-facilities.geojson"')
        .header('link', `<${LICENCE_URL}>; rel="license"`)
        .header('x-attribution', ATTRIBUTION)
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(geoJsonChunks(facilities, publicUrl)));
    },
  );
}) satisfies FastifyPluginAsyncZod<{ publicUrl: string }>;
