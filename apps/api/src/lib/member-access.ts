import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, type UserRole } from '@carefinder/contracts';
import { typedProblem } from './problem.ts';
import { isUuid } from './uuid.ts';

/**
 * onRequest hook of a write an ADMIN shares with the listing's own people (DESIGN §4: role and ownership read
 * from the database on every write): an ADMIN passes; `memberRole` passes only when `isMember` says the user
 * owns or belongs to the listing `params.id` now; anyone else is refused.
 */
export function adminOrMember(
  app: FastifyInstance,
  memberRole: UserRole,
  isMember: (userId: string, listingId: string) => Promise<boolean>,
  refusal: string,
) {
  const adminOrMemberRole = app.requireRole('ADMIN', memberRole);
  return async (request: FastifyRequest) => {
    await adminOrMemberRole(request);
    if (request.user.role === 'ADMIN') return;
    const { id } = request.params as { id: string };
    if (!(isUuid(id) && (await isMember(request.user.id, id))))
      throw typedProblem(PROBLEM_TYPES.notAMember, refusal);
  };
}
