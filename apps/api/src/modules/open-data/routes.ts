import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GRID3_ATTRIBUTION, type Database } from '@carefinder/db';
import { slugSchema, stateAliasSchema } from '@carefinder/contracts';
import { HttpProblem } from '../../lib/problem.ts';
import { csvHeader, csvRow, geoJsonFeature } from './formats.ts';
import { stateAliasExists, streamOpenDataFacilities, type OpenDataFilters } from './repository.ts';

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

async function* csvLines(db: Database, filters: OpenDataFilters) {
  yield csvHeader();
  let index = 0;
  for await (const facility of streamOpenDataFacilities(db, filters)) yield csvRow(facility, index++);
}

async function* geoJsonChunks(db: Database, filters: OpenDataFilters, publicUrl: string) {
  yield `{"type":"FeatureCollection","license":${JSON.stringify(LICENCE_URL)},"attribution":${JSON.stringify(ATTRIBUTION)},"features":[`;
  let first = true;
  for await (const facility of streamOpenDataFacilities(db, filters)) {
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
 */
export default (async (app, { publicUrl }) => {
  async function checkedFilters(filters: OpenDataFilters): Promise<OpenDataFilters> {
    // LGA slugs repeat across states (Obi, Irepodun…), so an LGA is only meaningful within its state.
    if (filters.lga && !filters.state) {
      throw new HttpProblem(400, 'Filter by state as well as LGA: LGA names repeat across states.', [
        { path: 'lga', message: 'Needs state' },
      ]);
    }
    if (filters.state && !(await stateAliasExists(app.db, filters.state))) {
      throw new HttpProblem(400, `No state has the alias '${filters.state}'.`, [
        { path: 'state', message: 'Unknown state alias' },
      ]);
    }
    return filters;
  }

  const common = {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['open data'], querystring: filtersSchema },
  };

  app.get(
    '/export/facilities.csv',
    { ...common, schema: { ...common.schema, summary: 'All published facilities as CSV (GRID3 columns)' } },
    async (request, reply) => {
      const filters = await checkedFilters(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="carefinder-facilities.csv"')
        .header('link', `<${LICENCE_URL}>; rel="license"`)
        .header('x-attribution', ATTRIBUTION)
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(csvLines(app.db, filters)));
    },
  );

  app.get(
    '/export/facilities.geojson',
    { ...common, schema: { ...common.schema, summary: 'All published facilities as GeoJSON' } },
    async (request, reply) => {
      const filters = await checkedFilters(request.query);
      return reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="carefinder-facilities.geojson"')
        .header('link', `<${LICENCE_URL}>; rel="license"`)
        .header('x-attribution', ATTRIBUTION)
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(geoJsonChunks(app.db, filters, publicUrl)));
    },
  );
}) satisfies FastifyPluginAsyncZod<{ publicUrl: string }>;
