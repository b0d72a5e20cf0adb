import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const clientErrors = pgTable('client_errors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url').notNull(),
  digest: text('digest'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
