import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { regions } from '../regions/schema';

export interface UsageSummaryColumn {
  nonProductionSiteLicenses: number;
  nonProductionSiteLicensesInUse: number;
  enterpriseLicenses: number;
  enterpriseLicensesInUse: number;
  lanCloudSiteLicenses: number;
  lanCloudSiteLicensesInUse: number;
  professionalLicenses: number;
  professionalLicensesInUse: number;
}

/** The customers (and the staff organisation): plans, licences and their region. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['customer', 'staff'] })
    .notNull()
    .default('customer'),
  location: text('location'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  regionId: uuid('region_id').references(() => regions.id),
  timezone: text('timezone'),
  webPlanId: text('web_plan_id'),
  webPlanName: text('web_plan_name'),
  webStartDate: date('web_start_date'),
  vodPlanId: text('vod_plan_id'),
  vodPlanName: text('vod_plan_name'),
  vodStartDate: date('vod_start_date'),
  multisitePlanId: text('multisite_plan_id'),
  multisitePlanName: text('multisite_plan_name'),
  multisiteStartDate: date('multisite_start_date'),
  webMaxDeleteAfter: integer('web_max_delete_after').notNull().default(30),
  subtitlesHoursPerMonth: integer('subtitles_hours_per_month').notNull().default(0),
  contentLibraryTrialCancelled: boolean('content_library_trial_cancelled').notNull().default(false),
  usageSummary: jsonb('usage_summary').$type<UsageSummaryColumn>().notNull(),
  masterEcg: text('master_ecg'),
  ftsStatus: text('fts_status'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Drizzle's view of `migrations/0005_feature_toggles.sql`: registered toggles and their defaults. */
export const toggleRegistrations = pgTable('toggle_registrations', {
  toggleId: text('toggle_id').primaryKey(),
  description: text('description').notNull(),
  defaultEnabled: boolean('default_enabled').notNull(),
});

/** A toggle an organisation has away from its default (staff switch them). */
export const organisationToggles = pgTable(
  'organisation_toggles',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    toggleId: text('toggle_id')
      .notNull()
      .references(() => toggleRegistrations.toggleId, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.toggleId] })],
);
