import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { isFacilityMember } from './service.ts';

/**
 * Who may write facilities, in one place (DESIGN §4: role and ownership checked in the database on every
 * write). An ADMIN writes any; a FACILITY_ADMIN changes (PATCH) only a facility they are a member of, and
 * only the fields the facility keeps (the service checks those: `byTheFacility`). Creating and closing stay
 * ADMIN's.
 */
export function facilityWriteAccess(app: FastifyInstance) {
  const isMember = (userId: string, facilityId: string) => isFacilityMember(app.db, userId, facilityId);
  const admin = app.requireRole('ADMIN');
  const change = adminOrOwner(app, 'FACILITY_ADMIN', isMember, 'You can change only a facility you manage.');
  return { create: admin, change, close: admin };
}

/** Whether the write is the facility's own team's (not an ADMIN's): it may change only what the facility keeps. */
export const writesForTheFacility = (request: FastifyRequest) => request.user.role === 'FACILITY_ADMIN';
