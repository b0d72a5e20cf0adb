import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { plainPage } from './plain-page.ts';
import { PROBLEM_CONTENT_TYPE, problem, sendProblem } from './problem.ts';
import { isApiUrl } from './request-path.ts';

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive.' },
};

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers too large, a request that never
 * finishes, bytes that are not HTTP): answered as problem+json on the raw socket, then the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    detail: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify(problem(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const BAD_URL_DETAIL = 'This address is not valid: a % in it must start an escape such as %20.';

/** The site's words for a page request the router refused (a malformed page URL is taken literally). */
const BAD_REQUEST_PAGE = plainPage('Ooops!', [
  'This request cannot be read. Check the address, or start again from the home page.',
  '<a href="/">Dashboard</a>',
]);

/**
 * Errors Fastify raises before routing (a malformed URL such as /api/facilities/%E0%A4%A): problem+json for
 * /api paths, a short page for pages, never Fastify's own JSON. A malformed page URL does not come here: the
 * router takes it literally (`literalPageUrl`) and the site answers it with its own page.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  if (isApiUrl(request.url)) {
    void sendProblem(
      reply,
      problem(status, error.code === 'FST_ERR_BAD_URL' ? BAD_URL_DETAIL : error.message),
    );
    return;
  }
  void reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(BAD_REQUEST_PAGE);
}
