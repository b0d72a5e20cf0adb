import type { AuditLogPage, AuditLogQuery } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { findAuditEntries, insertAuditEntry } from './repository.ts';

export interface AuditEntry {
  actorId: string;
  /** What was done, as `<target type>.<verb>`, e.g. `user.update`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Keeps one entry of the audit log; `db` is the transaction of the write it records. */
export async function recordAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A page of the audit log, newest first, filtered by entity, entity id and actor. */
export async function readAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await findAuditEntries(db, filters, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
              email: row.actorEmail ?? '',
            },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    total,
    page,
    pageSize,
  };
}
