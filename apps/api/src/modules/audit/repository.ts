import { and, asc, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import { containing, type Database, schema } from '@carefinder/db';

export type NewAuditEntry = typeof schema.auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values(entry);
}

export interface AuditFilters {
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  /** Words of the actor's name or e-mail address. */
  q?: string | undefined;
  /** From this moment on, and before that one. */
  since?: Date | undefined;
  until?: Date | undefined;
}

/** Each word of `q` in the actor's first name, last name or e-mail address. */
function actorMatches(q: string) {
  const { users } = schema;
  const words = q.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const pattern = containing(word);
      return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
    }),
  );
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
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.actor === undefined ? undefined : eq(auditLog.actorId, filters.actor),
    filters.q ? actorMatches(filters.q) : undefined,
    filters.since === undefined ? undefined : gte(auditLog.at, filters.since),
    filters.until === undefined ? undefined : lt(auditLog.at, filters.until),
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
    db.select({ count: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The entity types and the actions the log holds, each once, in order. */
export async function findAuditFacets(db: Database) {
  const { auditLog } = schema;
  const rows = await db
    .selectDistinct({ entity: auditLog.targetType, action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.targetType), asc(auditLog.action));
  return {
    entities: [...new Set(rows.map((row) => row.entity))],
    actions: [...new Set(rows.map((row) => row.action))].sort(),
  };
}
