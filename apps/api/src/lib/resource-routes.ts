import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { requiredIfMatch } from './etag.ts';
import { problemResponses } from './problem.ts';

/** OpenAPI `security` of routes that need a signed-in user. */
export const bearerSecurity = [{ apiKey: [], bearer: [] }];

/** An entry is read fresh before an edit: browsers may keep it but must ask again (ETag) each time. */
export const REVALIDATE = 'no-cache';

type Guard = (request: FastifyRequest) => Promise<void>;

type Request<Params, Query, Body> = FastifyRequest<{
  Params: Params;
  Querystring: Query;
  Body: Body;
}>;

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

interface RouteText {
  summary: string;
  description?: string;
  /** Statuses beyond the ones every route of its kind may answer (409 for a clash, 503…). */
  errors?: readonly number[];
  /** Who may call it, checked before the body is read; none for a public route. */
  guard?: Guard;
  /** Its OpenAPI tags, if not the resource's (an ADMIN's write: ['directory', 'admin']). */
  tags?: string[];
}

export interface ResourceRouteSpec<
  Entry,
  Params extends z.ZodType,
  ListQuery extends z.ZodType | undefined,
  ListAnswer extends z.ZodType,
  CreateBody extends z.ZodType,
  PatchBody extends z.ZodType,
  RemoveQuery extends z.ZodType | undefined,
> {
  /** The collection, e.g. '/emergency-contacts'; one entry is at `${path}/:id` (the params' names). */
  path: string;
  tags: string[];
  /** Where an entry lives for its readers (Location of a created one): `/api/…/{id}`. */
  locationOf?: (entry: Entry) => string;
  /** One entry's params, its schema as answered and the ETag of its editable fields (sent with every answer
   * of one entry, required back in If-Match): needed by every route but the list. */
  params?: Params;
  entry?: z.ZodType;
  etag?: (entry: Entry) => string;
  /** Every route needs a signed-in user (a prefix's hook checks the role), not only the guarded ones. */
  signedIn?: boolean;
  list?: RouteText & {
    query?: ListQuery;
    answer: ListAnswer;
    /** Default: none (a signed-in resource is no-store by its prefix). */
    cacheControl?: (query: Output<ListQuery>) => string;
    run: (request: Request<unknown, Output<ListQuery>, unknown>) => Promise<z.input<ListAnswer>>;
  };
  read?: RouteText & {
    /** Default REVALIDATE. */
    cacheControl?: string;
    /** Other answers than the entry (a 301 to a merged listing), as their schemas. */
    answers?: Record<number, z.ZodType>;
    /** The entry; or the reply, when the route answered otherwise (a redirect). */
    run: (
      request: Request<z.output<Params>, unknown, unknown>,
      reply: FastifyReply,
    ) => Promise<Entry | FastifyReply>;
  };
  create?: RouteText & {
    body: CreateBody;
    run: (request: Request<unknown, unknown, z.output<CreateBody>>) => Promise<Entry>;
  };
  change?: RouteText & {
    body: PatchBody;
    run: (
      request: Request<z.output<Params>, unknown, z.output<PatchBody>>,
      ifMatch: string[],
    ) => Promise<Entry>;
  };
  remove?: RouteText & {
    query?: RemoveQuery;
    run: (
      request: Request<z.output<Params>, Output<RemoveQuery>, unknown>,
      ifMatch: string[],
    ) => Promise<void>;
  };
}

/**
 * A resource's HTTP routes, the same for every resource: a list, one entry with its ETag, a create answering
 * 201 with its ETag and Location, a PATCH and a DELETE that need the ETag read in If-Match (428 without,
 * 412 when stale), each with its guard, OpenAPI description and problem answers. A module gives its paths,
 * schemas and rules (its service functions); the audit entry is written by the service in the write's
 * transaction (modules/audit `changeAudited` and its siblings).
 */
export function resourceRoutes<
  Entry,
  Params extends z.ZodType,
  ListQuery extends z.ZodType | undefined,
  ListAnswer extends z.ZodType,
  CreateBody extends z.ZodType,
  PatchBody extends z.ZodType,
  RemoveQuery extends z.ZodType | undefined,
>(
  app: FastifyInstance,
  spec: ResourceRouteSpec<Entry, Params, ListQuery, ListAnswer, CreateBody, PatchBody, RemoveQuery>,
): void {
  const { path, tags } = spec;
  const route = (options: RouteOptions) => app.route(options);
  const oneEntry = () => {
    const { params, entry, etag } = spec;
    if (!params || !entry || !etag)
      throw new Error(`${path}: a route of one entry needs params, entry and etag.`);
    return { params, entry, etag, one: `${path}/${paramsPath(params)}` };
  };
  const common = (route: RouteText, statuses: readonly number[]) => {
    const signedIn = Boolean(spec.signedIn || route.guard);
    return {
      onRequest: route.guard,
      schema: {
        tags: route.tags ?? tags,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        ...(signedIn ? { security: bearerSecurity } : {}),
      },
      problems: problemResponses(...statuses, ...(signedIn ? [401, 403] : []), ...(route.errors ?? [])),
    };
  };

  if (spec.list) {
    const list = spec.list;
    const { onRequest, schema, problems } = common(list, [400]);
    route({
      method: 'GET',
      url: path,
      onRequest,
      schema: {
        ...schema,
        ...(list.query ? { querystring: list.query } : {}),
        response: { 200: list.answer, ...problems },
      },
      handler: async (request, reply) => {
        const typed = request as unknown as Request<unknown, Output<ListQuery>, unknown>;
        if (list.cacheControl)
          reply.header('cache-control', list.cacheControl(typed.query as Output<ListQuery>));
        return list.run(typed);
      },
    });
  }

  if (spec.read) {
    const read = spec.read;
    const { params, entry, etag, one } = oneEntry();
    const { onRequest, schema, problems } = common(read, [400, 404]);
    route({
      method: 'GET',
      url: one,
      onRequest,
      schema: { ...schema, params, response: { 200: entry, ...read.answers, ...problems } },
      handler: async (request, reply) => {
        const answer = await read.run(request as Request<z.output<Params>, unknown, unknown>, reply);
        if (answer === reply) return reply;
        reply.header('etag', etag(answer as Entry)).header('cache-control', read.cacheControl ?? REVALIDATE);
        return answer;
      },
    });
  }

  if (spec.create) {
    const create = spec.create;
    const { entry, etag } = oneEntry();
    const { onRequest, schema, problems } = common(create, [400]);
    route({
      method: 'POST',
      url: path,
      onRequest,
      schema: { ...schema, body: create.body, response: { 201: entry, ...problems } },
      handler: async (request, reply) => {
        const created = await create.run(request as Request<unknown, unknown, z.output<CreateBody>>);
        if (spec.locationOf) reply.header('location', spec.locationOf(created));
        return reply.code(201).header('etag', etag(created)).send(created);
      },
    });
  }

  if (spec.change) {
    const change = spec.change;
    const { params, entry, etag, one } = oneEntry();
    const { onRequest, schema, problems } = common(change, [400, 404, 412, 428]);
    route({
      method: 'PATCH',
      url: one,
      onRequest,
      schema: { ...schema, params, body: change.body, response: { 200: entry, ...problems } },
      handler: async (request, reply) => {
        const typed = request as Request<z.output<Params>, unknown, z.output<PatchBody>>;
        const changed = await change.run(typed, requiredIfMatch(request));
        reply.header('etag', etag(changed));
        return changed;
      },
    });
  }

  if (spec.remove) {
    const remove = spec.remove;
    const { params, one } = oneEntry();
    const { onRequest, schema, problems } = common(remove, [400, 404, 412, 428]);
    route({
      method: 'DELETE',
      url: one,
      onRequest,
      schema: {
        ...schema,
        params,
        ...(remove.query ? { querystring: remove.query } : {}),
        response: { 204: z.null(), ...problems },
      },
      handler: async (request, reply) => {
        const typed = request as Request<z.output<Params>, Output<RemoveQuery>, unknown>;
        await remove.run(typed, requiredIfMatch(request));
        return reply.code(204).send(null);
      },
    });
  }
}

/** `:id` (or `:key`…) from the params schema's one key. */
function paramsPath(params: z.ZodType): string {
  const keys = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
  if (keys.length !== 1)
    throw new Error(`A resource's params name one key, not ${keys.join(', ') || 'none'}.`);
  return `:${keys[0]}`;
}
