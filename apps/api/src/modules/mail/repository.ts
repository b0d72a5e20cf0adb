import { schema, type Database } from '@carefinder/db';

/** One row of the email_outbox table (the offline mailbox when SMTP is not configured). */
export async function insertOutboxMessage(
  db: Database,
  message: { recipient: string; subject: string; body: string },
): Promise<void> {
  await db.insert(schema.emailOutbox).values(message);
}
