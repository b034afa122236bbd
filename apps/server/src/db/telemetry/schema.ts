import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { organisations } from '../organisations/schema';

export type TelemetryPropertyValue = string | number | boolean | null;

/** The studio's product analytics events (telemetry service, spec section 7). */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    orgName: text('org_name').notNull(),
    properties: jsonb('properties')
      .$type<Record<string, TelemetryPropertyValue>>()
      .notNull()
      .default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('telemetry_events_organisation_time').on(table.organisationId, table.occurredAt),
  ],
);

export type TelemetryEventRow = typeof telemetryEvents.$inferSelect;
export type NewTelemetryEvent = Omit<typeof telemetryEvents.$inferInsert, 'id' | 'receivedAt'>;

/** Where viewing comes from: a library video or a web channel's embed (the `{api}` values). */
export type BeaconSource = 'contentLibrary' | 'webevents';
export type BeaconKind = 'start' | 'heartbeat';
export type BeaconPlaybackType = 'ON_DEMAND' | 'ON_DEMAND_UNPUBLISHED' | 'REAL_TIME';
export type BeaconDeviceClass =
  'desktop' | 'mobile' | 'tablet' | 'gameConsole' | 'tv' | 'setTopBox' | 'other';

/** Drizzle's view of `migrations/0002_player_beacons.sql`: viewers' player beacons. */
export const playerBeacons = pgTable(
  'player_beacons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    source: text('source').$type<BeaconSource>().notNull(),
    mediaId: uuid('media_id'),
    webChannelId: uuid('web_channel_id'),
    sessionId: text('session_id').notNull(),
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<BeaconKind>().notNull(),
    playbackType: text('playback_type').$type<BeaconPlaybackType>().notNull(),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    watchedSeconds: doublePrecision('watched_seconds').notNull(),
    deviceClass: text('device_class').$type<BeaconDeviceClass>().notNull(),
    deviceBrand: text('device_brand'),
    osClass: text('os_class'),
    osNameVersion: text('os_name_version'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('player_beacons_organisation_time').on(
      table.organisationId,
      table.source,
      table.occurredAt,
    ),
    index('player_beacons_session').on(table.organisationId, table.sessionId, table.occurredAt),
  ],
);

export type PlayerBeaconRow = typeof playerBeacons.$inferSelect;
