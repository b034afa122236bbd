import { jobs } from './jobs';
import { storageServedDaily, storageUsage } from './storage';
import { systemEvents, systemEventSequences } from './system-events';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Drizzle's view of the tables that `migrations/*.sql` create. The SQL files are the source of
 * truth for the database; this file only has to agree with them (the tests run every query).
 */
export const regions = pgTable('regions', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  zone: text('zone').notNull(),
  defaultRegion: boolean('default_region').notNull().default(false),
  restricted: boolean('restricted').notNull().default(false),
  latencyCheckUrl: text('latency_check_url'),
  hotspotsServiceUrl: text('hotspots_service_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

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

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id),
  userName: text('user_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userType: text('user_type', { enum: ['USER', 'SITE'] })
    .notNull()
    .default('USER'),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  regions,
  organisations,
  users,
  refreshTokens,
  serverSecrets,
  jobs,
  systemEventSequences,
  systemEvents,
  storageUsage,
  storageServedDaily,
};
