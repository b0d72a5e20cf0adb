import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from '@carefinder/contracts';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { siteLanguage } from './reference.ts';
import { users } from './users.ts';

export const contactTopic = pgEnum('contact_topic', CONTACT_TOPICS);
export const contactMessageStatus = pgEnum('contact_message_status', CONTACT_MESSAGE_STATUSES);

/** Messages sent with the /contactUs form; ADMINs read, answer and close them. No address is stored. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164 (spec §5); null when none was given. */
    phone: text('phone'),
    topic: contactTopic('topic').notNull(),
    /** The listing a correction is about, as the sender gave it. */
    listingUrl: text('listing_url'),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the acknowledgement and the answers go in it. */
    language: siteLanguage('language').notNull().default('en'),
    status: contactMessageStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_status_created_idx').on(table.status, table.createdAt)],
);

/** An ADMIN's answer, e-mailed to the sender and kept with the message. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentTo: text('sent_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_message_replies_message_idx').on(table.messageId, table.createdAt)],
);
