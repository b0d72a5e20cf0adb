import { USER_ROLES } from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { siteLanguage } from './reference.ts';

export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164, e.g. +2348031234567. */
    phone: text('phone'),
    role: userRole('role').notNull().default('USER'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the last verification link was sent: the resend cooldown counts from here. */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language CareFinder writes to the account in: first the page's where they signed up. */
    language: siteLanguage('language').notNull().default('en'),
    activeFacilityId: uuid('active_facility_id').references(() => facilities.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail is unique without regard to case.
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);
