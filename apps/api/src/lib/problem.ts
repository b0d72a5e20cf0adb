import type { FastifyReply } from 'fastify';
import {
  describeProblemTypes,
  GENERIC_PROBLEM_TYPE,
  PROBLEM_TYPE_DEFINITIONS,
  PROBLEM_TYPES,
  problemSchema,
  type Problem,
  type ProblemFieldError,
  type ProblemType,
} from '@carefinder/contracts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A problem+json body. A typed problem (PROBLEM_TYPES) carries its type's title; a generic one is
 * `about:blank` with the status's reason phrase (RFC 9457 §4.2.1), but a 400, which is always
 * `invalid-request`.
 */
export function problem(
  status: number,
  detail?: string,
  errors?: ProblemFieldError[],
  given: ProblemType | typeof GENERIC_PROBLEM_TYPE = GENERIC_PROBLEM_TYPE,
): Problem {
  const type = given === GENERIC_PROBLEM_TYPE && status === 400 ? PROBLEM_TYPES.invalidRequest : given;
  return {
    type,
    title: type === GENERIC_PROBLEM_TYPE ? (titles[status] ?? 'Error') : PROBLEM_TYPE_DEFINITIONS[type].title,
    status,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/**
 * An error a service throws to answer with a given status and message (and headers, e.g. Retry-After).
 * Its type is `about:blank` (`invalid-request` for a 400) unless it is made by `typedProblem`.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: ProblemFieldError[],
    readonly headers?: Record<string, string>,
    readonly type: ProblemType | typeof GENERIC_PROBLEM_TYPE = GENERIC_PROBLEM_TYPE,
  ) {
    super(detail);
  }
}

/**
 * A failure a client reacts to, e.g. `typedProblem(PROBLEM_TYPES.emailNotVerified, 'Verify…')`: the status
 * and title are the type's (PROBLEM_TYPE_DEFINITIONS), the detail says what happened this time.
 */
export function typedProblem(
  type: ProblemType,
  detail: string,
  { errors, headers }: { errors?: ProblemFieldError[]; headers?: Record<string, string> } = {},
): HttpProblem {
  return new HttpProblem(PROBLEM_TYPE_DEFINITIONS[type].status, detail, errors, headers, type);
}

/** 429 with Retry-After in whole seconds (at least 1); generic unless a 429 type is given. */
export function tooManyRequests(detail: string, retryAfterSeconds: number, type?: ProblemType): HttpProblem {
  const headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return type ? typedProblem(type, detail, { headers }) : new HttpProblem(429, detail, undefined, headers);
}

/** A 400 or 409 that names one field, e.g. `fieldProblem(409, 'email', 'This e-mail is taken.')`. */
export function fieldProblem(status: 400 | 409, path: string, message: string): HttpProblem {
  return new HttpProblem(status, message, [{ path, message }]);
}

// One schema per status, whose `type` lists the problem types of that status (OpenAPI).
const problemSchemas = new Map<number, typeof problemSchema>();
function problemSchemaFor(status: number): typeof problemSchema {
  let schema = problemSchemas.get(status);
  if (!schema) {
    schema = problemSchema.extend({
      type: problemSchema.shape.type.describe(describeProblemTypes([status])),
    });
    problemSchemas.set(status, schema);
  }
  return schema;
}

/**
 * Route response schemas for error statuses: `response: { 200: okSchema, ...problemResponses(400, 401) }`.
 * Each documents the problem types its status may carry.
 */
export function problemResponses<const Statuses extends readonly number[]>(...statuses: Statuses) {
  return Object.fromEntries(statuses.map((status) => [status, problemSchemaFor(status)])) as {
    [Status in Statuses[number]]: typeof problemSchema;
  };
}
