import type { Database } from '@carefinder/db';
import type { EmailMessage } from './plugin.ts';
import { insertOutboxMessage } from './repository.ts';

/** Keeps a message in the email_outbox table: the offline mailbox when SMTP is not configured. */
export async function keepInOutbox(db: Database, message: EmailMessage): Promise<void> {
  await insertOutboxMessage(db, { recipient: message.to, subject: message.subject, body: message.text });
}
