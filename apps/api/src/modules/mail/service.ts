import type { Database } from '@carefinder/db';
import { insertOutboxMessage } from './repository.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about; in development the offline path logs it so it can be followed. */
  link?: string;
}

/** Keeps a message in the email_outbox table: the offline mailbox when SMTP is not configured. */
export async function keepInOutbox(db: Database, message: EmailMessage): Promise<void> {
  await insertOutboxMessage(db, { recipient: message.to, subject: message.subject, body: message.text });
}
