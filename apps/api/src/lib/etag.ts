import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PROBLEM_TYPES } from '@carefinder/contracts';
import { typedProblem } from './problem.ts';

/**
 * A strong ETag of a resource's editable fields (not of its counts or timestamps, which change without an
 * edit): the same fields always give the same tag, so a client's GET-change-PATCH round trip is exact.
 */
export function etagOf(editable: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(editable)).digest('base64url').slice(0, 27)}"`;
}

/**
 * The tags of a write's If-Match header. A change or deletion must say which version it applies to, so a
 * write without one is refused with 428 (RFC 6585) rather than allowed to overwrite blindly.
 */
export function requiredIfMatch(request: FastifyRequest): string[] {
  const header = request.headers['if-match'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (!tags.length)
    throw typedProblem(
      PROBLEM_TYPES.preconditionRequired,
      'Send the ETag of your last read of this resource in the If-Match header.',
    );
  return tags;
}

/** 412 unless one of the If-Match tags is the resource's current one (`*`: any current version). */
export function assertCurrent(ifMatch: readonly string[], currentEtag: string): void {
  // A weak tag (W/"…") never matches for a write (RFC 9110 §13.1.1: If-Match uses the strong comparison).
  if (ifMatch.includes('*') || ifMatch.includes(currentEtag)) return;
  throw typedProblem(
    PROBLEM_TYPES.staleWrite,
    'Someone changed this since you read it. Read it again, re-apply your change and save.',
  );
}
