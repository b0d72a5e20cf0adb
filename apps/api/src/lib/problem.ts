import type { FastifyReply } from 'fastify';
import { problemSchema, type Problem, type ProblemFieldError } from '@carefinder/contracts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(status: number, detail?: string, errors?: ProblemFieldError[]): Problem {
  return {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/** An error a service throws to answer with a given status and message (and headers, e.g. Retry-After). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: ProblemFieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(detail: string, retryAfterSeconds: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpProblem(429, detail, undefined, { 'retry-after': String(seconds) });
}

/** A 400 or 409 that names one field, e.g. `fieldProblem(409, 'email', 'This e-mail is taken.')`. */
export function fieldProblem(status: 400 | 409, path: string, message: string): HttpProblem {
  return new HttpProblem(status, message, [{ path, message }]);
}

/** Route response schemas for error statuses: `response: { 200: okSchema, ...problemResponses(400, 401) }`. */
export function problemResponses<const Statuses extends readonly number[]>(...statuses: Statuses) {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as {
    [Status in Statuses[number]]: typeof problemSchema;
  };
}
