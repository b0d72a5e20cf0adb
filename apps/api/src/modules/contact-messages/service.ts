import { activeAdminAddresses } from '../users/service.ts';
import {
  CONTACT_HONEYPOT_FIELD,
  type AdminContactMessageList,
  type AdminContactMessageListQuery,
  type ContactMessage,
  type ContactMessageInput,
  type ContactMessageStatus,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import type { FastifyBaseLogger } from 'fastify';
import { etagOf } from '../../lib/etag.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { normalisePhone } from '../../lib/phone.ts';
import { isUuid } from '../../lib/uuid.ts';
import { changeAudited, recordAudited, type AuditedEntity, type AuditedWriter } from '../audit/service.ts';
import type { Mailer } from '../mail/plugin.ts';
import { acknowledgementEmail, newMessageEmail, replyEmail } from './emails.ts';
import {
  countReplies,
  findAuthorName,
  findMessage,
  findMessagePage,
  findReplies,
  insertMessage,
  insertReply,
  lockMessage,
  setStatus,
  type ContactMessageRow,
} from './repository.ts';

export const CONTACT_MESSAGE_ENTITY = 'contact-message';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

export interface ContactWriter extends ContactDeps, AuditedWriter {
  now: () => Date;
  log: FastifyBaseLogger;
}

const noSuchMessage = () => new HttpProblem(404, 'There is no such message.');

/** True when the honeypot is filled: a robot, whose message is thanked and dropped. */
export const isRobot = (input: ContactMessageInput) => Boolean(input[CONTACT_HONEYPOT_FIELD]?.trim());

/**
 * Keeps a message from the contact form and, once the answer has gone, e-mails it to every ADMIN and
 * thanks the sender. A message with the honeypot filled is neither kept nor mailed.
 */
export async function receiveMessage(deps: ContactDeps, input: ContactMessageInput): Promise<void> {
  if (isRobot(input)) return;
  const row = await insertMessage(deps.db, {
    name: input.name,
    email: input.email,
    phone: normalisePhone(input.phone),
    topic: input.topic,
    listingUrl: input.listingUrl || null,
    message: input.message,
    language: input.language ?? 'en',
  });
  const admins = await activeAdminAddresses(deps.db);
  for (const admin of admins) deps.mailer.sendLater(async () => newMessageEmail(admin, row, deps.publicUrl));
  deps.mailer.sendLater(() => acknowledgementEmail(row));
}

/** The tag a PATCH must send back: the message's one editable field. */
export const contactMessageEtag = (message: Pick<ContactMessage, 'status'>) =>
  etagOf({ status: message.status });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentRow(row: ContactMessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    listingUrl: row.listingUrl,
    message: row.message,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    closedAt: iso(row.closedAt),
  };
}

async function present(db: Database, row: ContactMessageRow): Promise<ContactMessage> {
  const replies = await findReplies(db, row.id);
  return {
    ...presentRow(row),
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      authorName:
        reply.authorFirstName === null
          ? null
          : `${reply.authorFirstName} ${reply.authorLastName ?? ''}`.trim(),
      sentTo: reply.sentTo,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

export async function listMessages(
  db: Database,
  query: AdminContactMessageListQuery,
): Promise<AdminContactMessageList> {
  const { page, pageSize, status } = query;
  const { rows, total } = await findMessagePage(db, status, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const replies = await countReplies(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...presentRow(row), repliesCount: replies.get(row.id) ?? 0 })),
    total,
    page,
    pageSize,
  };
}

export async function readMessage(db: Database, id: string): Promise<ContactMessage> {
  const row = isUuid(id) ? await findMessage(db, id) : undefined;
  if (!row) throw noSuchMessage();
  return present(db, row);
}

/** A message as its writes are checked and audited: its status is the one field an ADMIN changes. */
const contactMessages: AuditedEntity<ContactMessageRow, Pick<ContactMessage, 'status'>> = {
  name: CONTACT_MESSAGE_ENTITY,
  lock: lockMessage,
  missing: noSuchMessage,
  editable: (row) => ({ status: row.status }),
};

/** Closes or reopens a message (If-Match); audited; a change to the status it has records nothing. */
export async function changeMessageStatus(
  writer: ContactWriter,
  id: string,
  status: ContactMessageStatus,
  ifMatch: readonly string[],
): Promise<ContactMessage> {
  if (!isUuid(id)) throw noSuchMessage();
  const verb = status === 'closed' ? 'close' : 'reopen';
  await changeAudited(
    writer,
    contactMessages,
    id,
    ifMatch,
    async (tx, row) => {
      if (row.status !== status) await setStatus(tx, id, status, writer.now());
    },
    verb,
  );
  return readMessage(writer.db, id);
}

/**
 * Answers a message by e-mail to its sender and keeps the answer with it (audited). The e-mail goes out
 * before the transaction commits: when it cannot be sent nothing is kept, and the ADMIN is told to retry.
 */
export async function replyToMessage(
  writer: ContactWriter,
  id: string,
  body: string,
): Promise<ContactMessage> {
  if (!isUuid(id)) throw noSuchMessage();
  return writer.db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (!row) throw noSuchMessage();
    const reply = await insertReply(tx, { messageId: id, authorId: writer.actorId, body, sentTo: row.email });
    await recordAudited(
      writer,
      CONTACT_MESSAGE_ENTITY,
      id,
      'reply',
      { after: { replyId: reply.id, sentTo: row.email, body } },
      tx,
    );
    const authorName = await findAuthorName(tx, writer.actorId);
    try {
      // In this transaction: without SMTP the outbox row commits (or not) with the answer.
      await writer.mailer.send(await replyEmail(row, { body, authorName }), tx);
    } catch (error) {
      writer.log.error({ err: error }, 'e-mailing an answer to a contact message failed');
      throw new HttpProblem(
        503,
        'Your answer could not be e-mailed, so it was not saved. Try again in a moment.',
        undefined,
        { 'retry-after': '30' },
      );
    }
    return present(tx, row);
  });
}
