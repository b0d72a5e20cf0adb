import fp from 'fastify-plugin';
import type { Database } from '@carefinder/db';
import { recordAuditEntry, type AuditEntry } from './service.ts';

export type { AuditEntry } from './service.ts';

export interface AuditLog {
  /** Records an admin write; pass the transaction that makes the change so both commit or neither. */
  record(entry: AuditEntry, db?: Database): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

/** The audit log of admin writes (DESIGN §8): actor, action, target, before/after, time. */
export default fp(
  async (app) => {
    app.decorate('audit', {
      async record(entry: AuditEntry, db: Database = app.db) {
        await recordAuditEntry(db, entry);
      },
    });
  },
  { name: 'audit', dependencies: ['database'] },
);
