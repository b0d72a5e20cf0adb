import { and, count, desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

export type NewAuditEntry = typeof schema.auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values(entry);
}

export interface AuditFilters {
  entity?: string | undefined;
  entityId?: string | undefined;
  actor?: string | undefined;
}

/** A page of the audit log, newest first, with each actor's name and e-mail. */
export async function findAuditEntries(
  db: Database,
  filters: AuditFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  const { auditLog, users } = schema;
  const where = and(
    filters.entity === undefined ? undefined : eq(auditLog.targetType, filters.entity),
    filters.entityId === undefined ? undefined : eq(auditLog.targetId, filters.entityId),
    filters.actor === undefined ? undefined : eq(auditLog.actorId, filters.actor),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.targetType,
        entityId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}
