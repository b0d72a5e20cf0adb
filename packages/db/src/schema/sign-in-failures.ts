import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins, counted per e-mail address whether or not an account uses it (decision 0009). A row
 * per (address, source) paces that source; the row with an empty `source_key` is the address's total from
 * every source. Keys are SHA-256 hashes: no address, e-mail or IP, is stored in clear.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** SHA-256 of the lower-cased e-mail address. */
    accountKey: text('account_key').notNull(),
    /** SHA-256 of the source (an IPv4 address or an IPv6 /64); '' for the address's total. */
    sourceKey: text('source_key').notNull(),
    failures: integer('failures').notNull().default(0),
    /** A source row: no attempt from this source is evaluated before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** The row counts as absent from then on; null keeps it until a password reset (an address at its ceiling). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountKey, table.sourceKey] }),
    index('sign_in_failures_expires_idx').on(table.expiresAt),
  ],
);
