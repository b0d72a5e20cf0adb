import { count, desc, eq, ilike } from 'drizzle-orm';
import { containing, type Database, schema } from '@carefinder/db';

export type OutboxRow = typeof schema.emailOutbox.$inferSelect;
export type OutboxValues = typeof schema.emailOutbox.$inferInsert;

/** One row of the email_outbox table: a message kept whole, or the record of one the mail server took. */
export async function insertOutboxMessage(db: Database, message: OutboxValues): Promise<void> {
  await db.insert(schema.emailOutbox).values(message);
}

/** A page of the outbox, newest first; `recipient` matches part of the address. */
export async function findOutboxPage(
  db: Database,
  { recipient, limit, offset }: { recipient?: string | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = recipient ? ilike(schema.emailOutbox.recipient, containing(recipient)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(schema.emailOutbox)
      .where(where)
      .orderBy(desc(schema.emailOutbox.createdAt), desc(schema.emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(schema.emailOutbox).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Removes every message to `recipient` (its account was deleted). */
export async function deleteOutboxMessagesTo(db: Database, recipient: string): Promise<void> {
  await db.delete(schema.emailOutbox).where(eq(schema.emailOutbox.recipient, recipient));
}
