import { schema, type Database } from '@carefinder/db';

/** Keeps a message in the email_outbox table (the offline mailbox when SMTP is not configured). */
export async function keepInOutbox(
  db: Database,
  message: { recipient: string; subject: string; body: string },
): Promise<void> {
  await db.insert(schema.emailOutbox).values(message);
}
