import type { FastifyInstance } from 'fastify';

/**
 * Who may write facilities: the one place the rule lives, so it can grow. Today every write is ADMIN's. The
 * owners' issue lets a FACILITY_ADMIN change (PATCH) a facility they are a member of: `change` then admits
 * that role too and checks the membership of `request.params.id` in the database (findFacilityMembership),
 * as DESIGN §4 asks of every write; create and close stay ADMIN's.
 */
export function facilityWriteAccess(app: FastifyInstance) {
  const admin = app.requireRole('ADMIN');
  return { create: admin, change: admin, close: admin };
}
