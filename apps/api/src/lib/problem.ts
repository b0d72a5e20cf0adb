import type { FastifyReply } from 'fastify';
import type { Problem, ProblemFieldError } from '@carefinder/contracts';

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

/** An error a service throws to answer with a given status and message. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: ProblemFieldError[],
  ) {
    super(detail);
  }
}
