import { AFFILIATION_REQUEST_STATUSES } from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { providers } from './providers.ts';
import { users } from './users.ts';

export const affiliationRequestStatus = pgEnum('affiliation_request_status', AFFILIATION_REQUEST_STATUSES);

/**
 * A doctor's request to be listed at a facility; its team (or an ADMIN) decides. One pending request per
 * provider and facility.
 */
export const affiliationRequests = pgTable(
  'affiliation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: affiliationRequestStatus('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('affiliation_requests_pending_idx')
      .on(table.providerId, table.facilityId)
      .where(sql`${table.status} = 'pending'`),
    index('affiliation_requests_facility_idx').on(table.facilityId, table.status),
    index('affiliation_requests_provider_idx').on(table.providerId, table.createdAt),
  ],
);
