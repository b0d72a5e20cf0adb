import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ContactMessageStatus, ContactTopic, Language } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';

const { contactMessages, contactMessageReplies, users } = schema;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  listingUrl: string | null;
  message: string;
  language: Language;
}

export async function insertMessage(db: Database, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('insertMessage: no row');
  return row;
}

/** A page of messages of one status: open ones oldest first (who waited longest), closed ones latest first. */
export async function findMessagePage(
  db: Database,
  status: ContactMessageStatus,
  { limit, offset }: { limit: number; offset: number },
) {
  const order =
    status === 'open'
      ? [asc(contactMessages.createdAt), asc(contactMessages.id)]
      : [desc(contactMessages.closedAt), desc(contactMessages.id)];
  const where = eq(contactMessages.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** How many replies each message has. */
export async function countReplies(
  db: Database,
  messageIds: readonly string[],
): Promise<Map<string, number>> {
  if (!messageIds.length) return new Map();
  const rows = await db
    .select({ messageId: contactMessageReplies.messageId, count: count() })
    .from(contactMessageReplies)
    .where(inArray(contactMessageReplies.messageId, [...messageIds]))
    .groupBy(contactMessageReplies.messageId);
  return new Map(rows.map((row) => [row.messageId, row.count]));
}

export async function findMessage(db: Database, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** The message, locked until the transaction ends, so two ADMINs' writes to it take turns. */
export async function lockMessage(db: Database, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setStatus(db: Database, id: string, status: ContactMessageStatus, at: Date) {
  await db
    .update(contactMessages)
    .set({ status, closedAt: status === 'closed' ? at : null })
    .where(eq(contactMessages.id, id));
}

/** The message's replies, oldest first, each with its author's name (null once the account is gone). */
export async function findReplies(db: Database, messageId: string) {
  return db
    .select({
      id: contactMessageReplies.id,
      body: contactMessageReplies.body,
      sentTo: contactMessageReplies.sentTo,
      createdAt: contactMessageReplies.createdAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(contactMessageReplies)
    .leftJoin(users, eq(users.id, contactMessageReplies.authorId))
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
}

export async function insertReply(
  db: Database,
  reply: { messageId: string; authorId: string; body: string; sentTo: string },
) {
  const [row] = await db.insert(contactMessageReplies).values(reply).returning();
  if (!row) throw new Error('insertReply: no row');
  return row;
}

/** The name an ADMIN signs an answer with. */
export async function findAuthorName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : undefined;
}
