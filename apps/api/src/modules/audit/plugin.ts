import fp from 'fastify-plugin';
import type { Database } from '@carefinder/db';
import { insertAuditEntry } from './repository.ts';

export interface AuditEntry {
  actorId: string;
  /** What was done, as `<target type>.<verb>`, e.g. `user.update`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

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
        await insertAuditEntry(db, {
          actorId: entry.actorId,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          before: entry.before ?? null,
          after: entry.after ?? null,
        });
      },
    });
  },
  { name: 'audit', dependencies: ['database'] },
);
