import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { isProfileOwnedBy } from './service.ts';

/**
 * Who may write provider profiles, in one place (DESIGN §4: role and ownership checked in the database on
 * every write). An ADMIN writes any; a PROVIDER changes (PATCH) only the profile linked to their account, and
 * only the fields they keep (the service checks those: `byTheProvider`). Creating and closing stay ADMIN's.
 */
export function providerWriteAccess(app: FastifyInstance) {
  const isOwner = (userId: string, providerId: string) => isProfileOwnedBy(app.db, providerId, userId);
  const admin = app.requireRole('ADMIN');
  const change = adminOrOwner(app, 'PROVIDER', isOwner, 'You can change only your own profile.');
  return { create: admin, change, close: admin };
}

/** Whether the write is the profile's own provider's (not an ADMIN's): they change only what they keep. */
export const writesForTheProvider = (request: FastifyRequest) => request.user.role === 'PROVIDER';
