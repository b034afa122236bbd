import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StreamAssignment } from '../../live/encoder-control';
import { users } from '../identity/schema';
import { organisations } from '../organisations/schema';
import { encoderChannels } from '../settings/schema';

/**
 * The encoders area (`migrations/0001_encoders.sql`): encoders, the software encoder licences they
 * consume, registration requests of software encoders waiting at /uploader, encoder logs and
 * uploader installs.
 */

export type EncoderKind = 'software' | 'hardware';
export type EncoderState =
  'IDLE' | 'SET_UP' | 'STARTING' | 'STARTED' | 'STOPPING' | 'STOPPED' | 'ABORTED' | 'ERROR';
export type EncoderUiState = 'restarting' | 'updating' | 'uploadingLogs';
export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface TemperatureSensor {
  name: string;
  celsius: number;
}

export interface EncoderNetworkSettings {
  dhcp: boolean;
  ipAddress: string | null;
  netmask: string | null;
  gateway: string | null;
  dnsServers: string[];
}

export const encoders = pgTable(
  'encoders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<EncoderKind>().notNull(),
    serialNumber: text('serial_number').notNull(),
    model: text('model').notNull(),
    operatingSystem: text('operating_system'),
    version: text('version'),
    availableVersion: text('available_version'),
    updateRequired: boolean('update_required').notNull().default(false),
    state: text('state').$type<EncoderState>().notNull().default('IDLE'),
    uiState: text('ui_state').$type<EncoderUiState>(),
    reportedState: text('reported_state'),
    hasInput: boolean('has_input').notNull().default(false),
    eventId: uuid('event_id'),
    lastAssignment: jsonb('last_assignment').$type<StreamAssignment>(),
    lastError: text('last_error'),
    /** When the agent first reported ERROR, while it still does (`0002_encoder_error_since.sql`). */
    errorSince: timestamp('error_since', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    videoInputSource: text('video_input_source'),
    videoInputSources: jsonb('video_input_sources')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    temperatureSensors: jsonb('temperature_sensors')
      .$type<TemperatureSensor[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    peakUploadMbps: doublePrecision('peak_upload_mbps'),
    proPresenterVersion: text('pro_presenter_version'),
    assignedChannelId: uuid('assigned_channel_id').references(() => encoderChannels.id, {
      onDelete: 'set null',
    }),
    network: jsonb('network').$type<EncoderNetworkSettings>(),
    networkApplied: boolean('network_applied').notNull().default(true),
    teamViewerEnabled: boolean('team_viewer_enabled').notNull().default(false),
    teamViewerId: text('team_viewer_id'),
    teamViewerPassword: text('team_viewer_password'),
    agentSecretHash: text('agent_secret_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('encoders_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
    uniqueIndex('encoders_serial_number_key').on(table.serialNumber),
    uniqueIndex('encoders_agent_secret_hash_key').on(table.agentSecretHash),
    index('encoders_in_error_idx')
      .on(table.errorSince)
      .where(sql`${table.state} = 'ERROR'`),
  ],
);

export const softwareEncoderLicences = pgTable(
  'software_encoder_licences',
  {
    encoderId: uuid('encoder_id')
      .primaryKey()
      .references(() => encoders.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('software_encoder_licences_organisation_idx').on(table.organisationId)],
);

export const encoderRegistrationRequests = pgTable('encoder_registration_requests', {
  deviceId: text('device_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  operatingSystem: text('operating_system'),
  version: text('version'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const encoderLogs = pgTable(
  'encoder_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    encoderId: uuid('encoder_id')
      .notNull()
      .references(() => encoders.id, { onDelete: 'cascade' }),
    level: text('level').$type<LogLevel>().notNull(),
    severity: smallint('severity').notNull(),
    entry: text('entry').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('encoder_logs_encoder_time_idx').on(table.encoderId, table.loggedAt)],
);

export const uploaders = pgTable(
  'uploaders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploaders_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
  ],
);
