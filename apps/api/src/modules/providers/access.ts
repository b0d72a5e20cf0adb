import type { FastifyInstance } from 'fastify';

/**
 * Who may write provider profiles: the one place the rule lives, so it can grow. Today every write is
 * ADMIN's; a PROVIDER editing their own profile (DESIGN §4) is admitted here, against the database, when
 * that issue comes.
 */
export function providerWriteAccess(app: FastifyInstance) {
  const admin = app.requireRole('ADMIN');
  return { create: admin, change: admin, close: admin };
}
