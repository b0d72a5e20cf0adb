import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far each recipient of the batched e-mails (the API's notifications module) has been told: `admins`,
 * `facility:<id>` for a facility's team, and `origin`, the time of the first sweep, from which every
 * recipient without a row of its own starts (nothing older is ever mailed).
 */
export const notificationCursors = pgTable('notification_cursors', {
  recipient: text('recipient').primaryKey(),
  /** What was created up to this time has been mailed, or had nobody to tell. */
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
  /** The last mail to this recipient: the next one waits an hour after it. */
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
});
