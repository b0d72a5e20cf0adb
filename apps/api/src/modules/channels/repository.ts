import { count, desc, eq, lt } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

export type SmsOutboxRow = typeof schema.smsOutbox.$inferSelect;
export type SmsOutboxValues = typeof schema.smsOutbox.$inferInsert;

export async function insertSmsOutboxMessage(db: Database, message: SmsOutboxValues): Promise<void> {
  await db.insert(schema.smsOutbox).values(message);
}

/** Removes the outbox's messages from before `before`. */
export async function deleteSmsOutboxBefore(db: Database, before: Date): Promise<void> {
  await db.delete(schema.smsOutbox).where(lt(schema.smsOutbox.createdAt, before));
}

/** A page of the SMS outbox, newest first. */
export async function findSmsOutboxPage(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: SmsOutboxRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(schema.smsOutbox)
      .orderBy(desc(schema.smsOutbox.createdAt), desc(schema.smsOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(schema.smsOutbox),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertOptOut(db: Database, phoneHash: string): Promise<void> {
  await db.insert(schema.smsOptOuts).values({ phoneHash }).onConflictDoNothing();
}

export async function deleteOptOut(db: Database, phoneHash: string): Promise<void> {
  await db.delete(schema.smsOptOuts).where(eq(schema.smsOptOuts.phoneHash, phoneHash));
}

export async function optOutExists(db: Database, phoneHash: string): Promise<boolean> {
  const [row] = await db
    .select({ phoneHash: schema.smsOptOuts.phoneHash })
    .from(schema.smsOptOuts)
    .where(eq(schema.smsOptOuts.phoneHash, phoneHash));
  return row !== undefined;
}
