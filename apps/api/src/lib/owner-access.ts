import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, type UserRole } from '@carefinder/contracts';
import { typedProblem } from './problem.ts';
import { isUuid } from './uuid.ts';

/**
 * onRequest hook of a write an ADMIN shares with the listing's own people (DESIGN §4: role and ownership read
 * from the database on every write): an ADMIN passes; `ownerRole` passes only when `isOwner` says the user
 * owns the listing `params.id` now (a facility's team, a profile's doctor); anyone else is refused.
 */
export function adminOrOwner(
  app: FastifyInstance,
  ownerRole: UserRole,
  isOwner: (userId: string, listingId: string) => Promise<boolean>,
  refusal: string,
) {
  const adminOrOwnerRole = app.requireRole('ADMIN', ownerRole);
  return async (request: FastifyRequest) => {
    await adminOrOwnerRole(request);
    if (request.user.role === 'ADMIN') return;
    const { id } = request.params as { id: string };
    if (!(isUuid(id) && (await isOwner(request.user.id, id))))
      throw typedProblem(PROBLEM_TYPES.notAMember, refusal);
  };
}
