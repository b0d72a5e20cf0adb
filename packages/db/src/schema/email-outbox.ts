import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Where e-mail goes when no SMTP_URL is set (development and offline use). */
export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
