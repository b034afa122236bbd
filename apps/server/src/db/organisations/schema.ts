import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OnboardingStep } from '@studio/domain';
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

/** Additional licences of the staff organisation admin form (`migrations/0006`). */
export interface AdditionalLicensesColumn {
  enterprise: number;
  professional: number;
  lanCloud: number;
  nonProduction: number;
  softwareEncoders: number;
  venues: number;
}

/** The customers (and the staff organisation): plans, licences and their region. */
export const organisations = pgTable(
  'organisations',
  {
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
    contentLibraryTrialCancelled: boolean('content_library_trial_cancelled')
      .notNull()
      .default(false),
    usageSummary: jsonb('usage_summary').$type<UsageSummaryColumn>().notNull(),
    masterEcg: text('master_ecg'),
    ftsStatus: text('fts_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The staff organisation admin form (migrations/0006_organisation_admin.sql).
    managedBy: uuid('managed_by').references((): AnyPgColumn => organisations.id, {
      onDelete: 'set null',
    }),
    accountStatus: text('account_status', { enum: ['active', 'suspended', 'cancelled'] })
      .notNull()
      .default('active'),
    licenses: jsonb('licenses').$type<AdditionalLicensesColumn>().notNull().default({
      enterprise: 0,
      professional: 0,
      lanCloud: 0,
      nonProduction: 0,
      softwareEncoders: 0,
      venues: 0,
    }),
    rtmpStreams: integer('rtmp_streams').notNull().default(0),
    audio16Channel: boolean('audio_16_channel').notNull().default(false),
    additionalBandwidthTb: doublePrecision('additional_bandwidth_tb').notNull().default(0),
    storageTb: doublePrecision('storage_tb').notNull().default(0),
    webEvents: integer('web_events').notNull().default(0),
    studioAiVideoCount: integer('studio_ai_video_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('organisations_master_ecg_key')
      .on(table.masterEcg)
      .where(sql`master_ecg IS NOT NULL`),
  ],
);

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

/** Onboarding steps someone marked done (`0007_onboarding.sql`); the data shows the others. */
export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // The CHECK of the migration keeps the values to the steps; schema files import types only
    // (the build reads them with tsx, outside the bundler).
    step: text('step').$type<OnboardingStep>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.step] })],
);
