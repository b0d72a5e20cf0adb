import { LISTING_CLAIM_STATUSES, type ProposedProfile } from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { providers } from './providers.ts';
import { users } from './users.ts';

export const listingClaimStatus = pgEnum('listing_claim_status', LISTING_CLAIM_STATUSES);

/**
 * A user's request to manage a facility (becoming a member, FACILITY_ADMIN) or a provider profile (linked to
 * it, PROVIDER), or a doctor's request to be listed: the profile they propose, created and linked to them on
 * approval (provider_id then names it). A claim is about a facility or a profile, never both; one pending
 * claim per user and listing, and one proposed profile per user at a time.
 */
export const listingClaims = pgTable(
  'listing_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    /** The claimant's role at the listing, in their words. */
    role: text('role').notNull(),
    /** How CareFinder can check it (a work e-mail, a phone at the facility…). */
    message: text('message').notNull(),
    status: listingClaimStatus('status').notNull().default('pending'),
    /** The ADMIN's reason, told to the claimant; required for a rejection. */
    reason: text('reason'),
    /** A doctor's own profile, proposed by a user whom no listing names yet. */
    proposedProfile: jsonb('proposed_profile').$type<ProposedProfile>(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'listing_claims_one_listing',
      sql`(${table.facilityId} is null) <> (${table.providerId} is null and ${table.proposedProfile} is null)`,
    ),
    uniqueIndex('listing_claims_pending_proposal_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending' and ${table.proposedProfile} is not null`),
    uniqueIndex('listing_claims_pending_facility_idx')
      .on(table.userId, table.facilityId)
      .where(sql`${table.status} = 'pending' and ${table.facilityId} is not null`),
    uniqueIndex('listing_claims_pending_provider_idx')
      .on(table.userId, table.providerId)
      .where(sql`${table.status} = 'pending' and ${table.providerId} is not null`),
    index('listing_claims_status_created_idx').on(table.status, table.createdAt),
    index('listing_claims_user_created_idx').on(table.userId, table.createdAt),
    index('listing_claims_facility_idx').on(table.facilityId),
    index('listing_claims_provider_idx').on(table.providerId),
  ],
);
