import type {
  FastifyContextConfig,
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { textProblems } from '@carefinder/contracts';
import { isDatabaseUnavailable } from '@carefinder/db';
import { AdmissionRefused, type Admission } from '../../lib/admission.ts';
import { TIME_SENSITIVE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { limitedSource } from '../../lib/client-address.ts';
import { answerBusy, RETRY_AFTER_SECONDS } from '../../plugins/external/load-shedding.ts';
import { capabilityStatement } from './capability-statement.ts';
import { FHIR_CONTENT_TYPE, operationOutcome } from '../../lib/operation-outcome.ts';
import { FhirError, issueCodeOf } from './outcome.ts';
import {
  isDirectoryType,
  OWN_CODE_SYSTEM_NAMES,
  parseSearch,
  readCodeSystem,
  readDirectoryResource,
  readHistory,
  searchDirectory,
  type DirectoryType,
} from './service.ts';
import { systemsOf, type OwnCodeSystem } from './systems.ts';

const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

type Query = Record<string, string | string[] | undefined>;

/** Whether the client asked for unknown parameters to be left out rather than refused (FHIR's Prefer). */
const isLenient = (request: FastifyRequest) =>
  /handling\s*=\s*lenient/i.test(String(request.headers.prefer ?? ''));

/** The text rule every API input follows (contracts' text.ts): no control characters, only Unicode. */
function assertPlainText(request: FastifyRequest) {
  const [problem] = textProblems({ ...(request.params as object), ...(request.query as object) });
  if (problem)
    throw new FhirError(
      400,
      'invalid',
      `${problem.path.join('.')}: ${problem.message}`,
      String(problem.path[0]),
    );
}

/** `_format` and Accept: this server speaks JSON only (406 for anything else asked alone). */
function assertJsonWanted(request: FastifyRequest) {
  const format = (request.query as Query)._format;
  const formats = format === undefined ? [] : Array.isArray(format) ? format : [format];
  for (const value of formats)
    if (!JSON_FORMATS.has(value.split(';')[0]?.trim() ?? ''))
      throw new FhirError(
        406,
        'not-supported',
        `_format=${value}: this server answers JSON only (application/fhir+json).`,
        '_format',
      );
  const accept = request.headers.accept;
  if (accept && formats.length === 0) {
    const types = accept.split(',').map((part) => part.split(';')[0]?.trim() ?? '');
    if (!types.some((type) => type === '*/*' || type === 'application/*' || type.endsWith('json')))
      throw new FhirError(406, 'not-supported', 'This server answers JSON only (application/fhir+json).');
  }
}

/** A FHIR answer; a successful one may be kept a minute (failures: error-caching.ts decides). */
function send(request: FastifyRequest, reply: FastifyReply, body: unknown, status = 200) {
  const pretty = (request.query as Query | undefined)?._pretty === 'true';
  if (status < 300) reply.header('cache-control', TIME_SENSITIVE_CACHE_CONTROL);
  return reply
    .code(status)
    .type(FHIR_CONTENT_TYPE)
    .send(pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body));
}

/** A resource read: its version as a weak ETag, 304 when the client holds it already. */
function sendResource(request: FastifyRequest, reply: FastifyReply, resource: Resource) {
  const etag = `W/"${resource.meta?.versionId ?? ''}"`;
  reply.header('etag', etag).header('cache-control', TIME_SENSITIVE_CACHE_CONTROL); // the 304's too
  if (resource.meta?.lastUpdated)
    reply.header('last-modified', new Date(resource.meta.lastUpdated).toUTCString());
  const held = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.includes(etag.slice(2)) || held.includes('*')) return reply.code(304).send();
  return send(request, reply, resource);
}

function directoryType(type: string): DirectoryType {
  if (!isDirectoryType(type))
    throw new FhirError(
      404,
      'not-supported',
      `This server has no resource type '${type}'. It serves Organization, Location, HealthcareService, Practitioner, PractitionerRole and CodeSystem.`,
    );
  return type;
}

/**
 * The FHIR R4 directory (IHE mCSD, issue 37; docs/fhir.md): public reads under /fhir, without an API key,
 * counted per address like search and admitted with search's bound on work under way. Every failure is an
 * OperationOutcome.
 */
const fhirRoutes: FastifyPluginAsync<{
  publicUrl: string;
  rateLimitPerMinute: number;
  admission?: Admission | undefined;
}> = async (app, { publicUrl, rateLimitPerMinute, admission }) => {
  const systems = systemsOf(publicUrl);
  const config: FastifyContextConfig =
    rateLimitPerMinute > 0
      ? { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: limitedSource } }
      : {};
  const admitted = <T>(run: () => Promise<T>) => (admission ? admission.run(run) : run());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FhirError) {
      if (error.headers) reply.headers(error.headers);
      return send(
        request,
        reply,
        operationOutcome(error.code, error.message, error.expression),
        error.status,
      );
    }
    // Too much under way: search's fast 503, told as FHIR (load-shedding.ts).
    if (error instanceof AdmissionRefused) return answerBusy(request, reply);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      return send(
        request,
        reply,
        operationOutcome('transient', 'The directory is unavailable. Try again in a few seconds.'),
        503,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return send(request, reply, operationOutcome(issueCodeOf(status), error.message), status);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, operationOutcome('exception', 'An unexpected error occurred.'), 500);
  });
  // FHIR describes itself (the CapabilityStatement, which the OpenAPI page links): no OpenAPI entries here.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('preHandler', async (request) => {
    assertPlainText(request);
    assertJsonWanted(request);
  });

  app.get('/metadata', { config }, async (request, reply) => {
    return send(request, reply, capabilityStatement(systems));
  });

  app.get('/CodeSystem', { config }, async (request, reply) => {
    const resources = await admitted(() =>
      Promise.all(OWN_CODE_SYSTEM_NAMES.map((name) => readCodeSystem(request.readDb, name, systems))),
    );
    const bundle: Bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      total: resources.length,
      link: [{ relation: 'self', url: `${systems.base}/CodeSystem` }],
      entry: resources.map((resource) => ({
        fullUrl: `${systems.base}/CodeSystem/${resource.id}`,
        resource,
        search: { mode: 'match' },
      })),
    };
    return send(request, reply, bundle);
  });

  app.get<{ Params: { id: string } }>('/CodeSystem/:id', { config }, async (request, reply) => {
    const name = request.params.id as OwnCodeSystem;
    if (!OWN_CODE_SYSTEM_NAMES.includes(name))
      throw new FhirError(404, 'not-found', `No CodeSystem has the id '${request.params.id}'.`);
    return sendResource(request, reply, await admitted(() => readCodeSystem(request.readDb, name, systems)));
  });

  app.get<{ Params: { type: string } }>('/:type', { config }, async (request, reply) => {
    const type = directoryType(request.params.type);
    const search = parseSearch(type, request.query as Query, { lenient: isLenient(request), systems });
    const bundle = await admitted(() =>
      searchDirectory(request.readDb, type, search, { systems, now: app.now() }),
    );
    return send(request, reply, bundle);
  });

  app.get<{ Params: { type: string } }>('/:type/_history', { config }, async (request, reply) => {
    const type = directoryType(request.params.type);
    const bundle = await admitted(() =>
      readHistory(request.readDb, type, request.query as Query, {
        systems,
        now: app.now(),
        lenient: isLenient(request),
      }),
    );
    return send(request, reply, bundle);
  });

  const readOne = async (type: DirectoryType, id: string, request: FastifyRequest) => {
    const found = await admitted(() => readDirectoryResource(request.readDb, type, id, systems));
    if (!found) throw new FhirError(404, 'not-found', `No ${type} has the id '${id}'.`);
    if ('removedAt' in found)
      throw new FhirError(410, 'deleted', `${type}/${id} was deleted on ${found.removedAt}.`);
    return found.resource;
  };

  app.get<{ Params: { type: string; id: string } }>('/:type/:id', { config }, async (request, reply) => {
    const type = directoryType(request.params.type);
    return sendResource(request, reply, await readOne(type, request.params.id, request));
  });

  app.get<{ Params: { type: string; id: string } }>(
    '/:type/:id/_history',
    { config },
    async (request, reply) => {
      const type = directoryType(request.params.type);
      const bundle = await admitted(() =>
        readHistory(
          request.readDb,
          type,
          { ...(request.query as Query), _id: request.params.id },
          { systems, now: app.now(), lenient: isLenient(request) },
        ),
      );
      return send(request, reply, bundle);
    },
  );

  app.get<{ Params: { type: string; id: string; version: string } }>(
    '/:type/:id/_history/:version',
    { config },
    async (request, reply) => {
      const type = directoryType(request.params.type);
      const resource = await readOne(type, request.params.id, request);
      if (resource.meta?.versionId !== request.params.version)
        throw new FhirError(
          404,
          'not-found',
          `${type}/${request.params.id} has no version '${request.params.version}' kept: only its current one, ${resource.meta?.versionId ?? ''}.`,
        );
      return sendResource(request, reply, resource);
    },
  );

  // Everything else under /fhir: a path this server does not serve, or a write to this read-only directory.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD')
        throw new FhirError(404, 'not-found', `Nothing is served at ${request.url.split('?')[0] ?? ''}.`);
      throw new FhirError(405, 'not-supported', 'This directory is read-only: it answers GET only.');
    },
  });
};

export default fhirRoutes;
