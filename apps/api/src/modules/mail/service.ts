import type { OutboxList, OutboxListQuery } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { otherAdminAddresses } from '../users/service.ts';
import { deleteOutboxMessagesTo, findOutboxPage, insertOutboxMessage } from './repository.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (to verify, to reset…): the outbox shows it to follow. */
  link?: string;
}

/** Keeps a message whole in the outbox: the offline mailbox when no mail server is set. */
export async function keepInOutbox(db: Database, message: EmailMessage): Promise<void> {
  await insertOutboxMessage(db, {
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    link: message.link ?? null,
    delivery: 'kept',
  });
}

/** Records that the mail server took a message: to whom, what about and when, never its body or link. */
export async function recordSent(db: Database, message: EmailMessage): Promise<void> {
  await insertOutboxMessage(db, { recipient: message.to, subject: message.subject, delivery: 'sent' });
}

/** A deleted account's mail leaves the Outbox with it: the address and what was sent to it. */
export const forgetMailTo = (db: Database, address: string): Promise<void> =>
  deleteOutboxMessagesTo(db, address);

/** The back office's Outbox: a page of messages, newest first, as the ADMIN `viewerId` may read it. */
export async function listOutbox(
  db: Database,
  query: OutboxListQuery,
  { mailServer, viewerId }: { mailServer: boolean; viewerId: string },
): Promise<OutboxList> {
  const { rows, total } = await findOutboxPage(db, {
    recipient: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  // What is kept for another administrator (a reset link) is theirs: else one could act as another.
  const withheld = new Set(await otherAdminAddresses(db, viewerId));
  return {
    mailServer,
    items: rows.map((row) => {
      const readable = row.delivery === 'kept' && !withheld.has(row.recipient.toLowerCase());
      return {
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        delivery: row.delivery,
        withheld: row.delivery === 'kept' && !readable,
        text: readable ? row.body : null,
        link: readable ? row.link : null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
