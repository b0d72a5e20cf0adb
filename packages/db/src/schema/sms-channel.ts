import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every SMS the app sends, for the back office. Without a gateway the message is kept here (`delivery`
 * 'kept'); with one, what became of it ('sent', 'failed'). The number is kept masked (+234803****567),
 * never whole; the rows are removed after a week.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    maskedRecipient: text('masked_recipient').notNull(),
    body: text('body').notNull(),
    delivery: text('delivery', { enum: ['kept', 'sent', 'failed'] })
      .notNull()
      .default('kept'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_created_at_idx').on(table.createdAt)],
);

/**
 * The numbers that sent STOP: no message goes to them until they send START. Each is kept as a keyed hash
 * (HMAC-SHA-256), so the list answers "is this number on it?" without holding a number.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneHash: text('phone_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
