import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { organisations } from '../organisations/schema';

/**
 * The billing area (`migrations/0005_billing.sql`): subscriptions, payment methods as an admin
 * enters them (no card numbers) and trials.
 */

export type SubscriptionFamily = 'web' | 'vod' | 'multisite' | 'user';
export type SubscriptionStatus = 'active' | 'in_trial' | 'cancelled' | 'ended';
export type TrialProduct = 'on_demand' | 'studio_ai';
export type TrialRowStatus = 'in_trial' | 'cancelled' | 'ended';

export interface SubscriptionAddOn {
  name:
    | 'rtmpStreams'
    | 'audio16Channel'
    | 'subtitleHours'
    | 'additionalBandwidthTb'
    | 'storageTb'
    | 'webEvents'
    | 'studioAiVideos'
    | 'softwareEncoders'
    | 'venues';
  quantity: number;
}

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    family: text('family').$type<SubscriptionFamily>().notNull(),
    planId: text('plan_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    renewsOn: date('renews_on', { mode: 'string' }),
    quantity: integer('quantity').notNull().default(1),
    addOns: jsonb('add_ons')
      .$type<SubscriptionAddOn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_organisation_family_key').on(table.organisationId, table.family),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    lastFour: text('last_four').notNull(),
    /** The last month the method is valid, `YYYY-MM`. */
    expiryMonth: text('expiry_month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_organisation_idx').on(table.organisationId)],
);

export const trials = pgTable(
  'trials',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    product: text('product').$type<TrialProduct>().notNull(),
    status: text('status').$type<TrialRowStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    contactUserId: uuid('contact_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.product] })],
);
