import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the app sends, for the back office's Outbox. Without SMTP_URL the message is kept here whole
 * (`delivery` 'kept', with its body and link: the offline mailbox); with SMTP only that the mail server took
 * it (`delivery` 'sent'), never its body or link.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    link: text('link'),
    delivery: text('delivery', { enum: ['kept', 'sent'] })
      .notNull()
      .default('kept'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_created_at_idx').on(table.createdAt)],
);
