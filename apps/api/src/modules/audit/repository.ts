import { schema, type Database } from '@carefinder/db';

export type NewAuditEntry = typeof schema.auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values(entry);
}
