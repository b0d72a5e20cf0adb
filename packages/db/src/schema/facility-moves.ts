import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { listingClaimStatus } from './listing-claims.ts';
import { users } from './users.ts';

/** A facility's place as a write names it: the state by alias, the LGA by slug. */
export interface StoredPlace {
  state: string | null;
  lga: string | null;
  ward: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A move a facility's team asked for that waits for an ADMIN: a pin moved further than the contracts'
 * MOVE_REVIEW_DISTANCE_KM, or into another state. Approval writes `to_place` to the facility. One pending
 * move per facility: a newer request replaces it.
 */
export const facilityMoves = pgTable(
  'facility_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fromPlace: jsonb('from_place').$type<StoredPlace>().notNull(),
    toPlace: jsonb('to_place').$type<StoredPlace>().notNull(),
    distanceKm: doublePrecision('distance_km'),
    status: listingClaimStatus('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('facility_moves_pending_idx')
      .on(table.facilityId)
      .where(sql`${table.status} = 'pending'`),
    index('facility_moves_status_created_idx').on(table.status, table.createdAt),
  ],
);
