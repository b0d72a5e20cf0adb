import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import {
  describeProblemTypes,
  GENERIC_PROBLEM_TYPE,
  PROBLEM_TYPES,
  UNKNOWN_FIELD_MESSAGE,
} from '@carefinder/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@carefinder/db';
import { HttpProblem, problem, sendProblem } from '../../lib/problem.ts';

const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as RFC 9457 problem+json; no stack trace ever reaches a client. A failure a client
 * reacts to carries its own `type` (PROBLEM_TYPES); any other is `about:blank`.
 */
export default fp(
  async (app) => {
    // Every problem type in one place of the OpenAPI document (components.schemas, title ProblemType),
    // including those no route answers yet; each route's error answers list the types of their status.
    app.addSchema({
      $id: 'ProblemType',
      type: 'string',
      enum: [GENERIC_PROBLEM_TYPE, ...Object.values(PROBLEM_TYPES)],
      description: describeProblemTypes(),
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.flatMap((issue) => {
          const path =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            String(issue.params?.missingProperty ?? '');
          // A strict object names the keys it does not take together: each is a field of its own here.
          const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
          if (Array.isArray(keys))
            return keys.map((key) => ({
              path: path ? `${path}.${String(key)}` : String(key),
              message: UNKNOWN_FIELD_MESSAGE,
            }));
          return [{ path, message: issue.message ?? 'Invalid value' }];
        });
        const fields = errors.map((item) => item.path).filter(Boolean);
        const where = fields.length ? `: ${fields.join(', ')}` : '';
        return sendProblem(
          reply,
          problem(400, `Invalid ${error.validationContext ?? 'request'}${where}`, errors),
        );
      }
      if (error instanceof HttpProblem) {
        if (error.headers) reply.headers(error.headers);
        return sendProblem(reply, problem(error.status, error.message, error.errors, error.type));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        // Unreachable, or every pooled connection busy past its wait: either passes in seconds.
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendProblem(
          reply,
          problem(503, 'The service is temporarily unavailable. Please try again shortly.'),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendProblem(reply, problem(status, error.message));
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, problem(500, 'An unexpected error occurred.'));
    });
  },
  { name: 'problem-errors' },
);
