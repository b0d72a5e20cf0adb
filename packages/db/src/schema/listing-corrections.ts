import type { CorrectionKind, CorrectionProposal } from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { listingClaimStatus } from './listing-claims.ts';
import { providers } from './providers.ts';
import { users } from './users.ts';

/**
 * A visitor's correction of a listing (contracts' listing-corrections.ts): about a facility or a doctor's
 * profile, never both. It changes nothing until a reviewer (the listing's team, or an ADMIN) accepts it;
 * acceptance writes the listing as that reviewer's own audited change.
 */
export const listingCorrections = pgTable(
  'listing_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CorrectionKind>().notNull(),
    proposal: jsonb('proposal').$type<CorrectionProposal>().notNull(),
    reason: text('reason').notNull(),
    status: listingClaimStatus('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('listing_corrections_one_listing', sql`num_nonnulls(${table.facilityId}, ${table.providerId}) = 1`),
    index('listing_corrections_facility_idx').on(table.facilityId, table.status),
    index('listing_corrections_provider_idx').on(table.providerId, table.status),
    index('listing_corrections_status_created_idx').on(table.status, table.createdAt),
  ],
);
