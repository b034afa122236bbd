import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { organisations } from '../organisations/schema';
import { regions } from '../regions/schema';

/**
 * The settings area: what an organisation's admins set up once and the live, schedule and
 * library areas use. Each settings resource adds its table here and its migration beside it.
 */

/** Web presets (web encoder profiles, spec section 3): names unique per organisation, any case. */
export const webPresets = pgTable(
  'web_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    videoChannel: smallint('video_channel').notNull(),
    leftAudioChannel: smallint('left_audio_channel').notNull(),
    rightAudioChannel: smallint('right_audio_channel').notNull(),
    deinterlace: boolean('deinterlace').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('web_presets_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
  ],
);

/** Encoder channels (event profiles, spec section 3): names unique per organisation, any case. */
export const encoderChannels = pgTable(
  'encoder_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    provisioned: boolean('provisioned').notNull().default(true),
    bucket: text('bucket'),
    deleteAfter: integer('delete_after'),
    lanOnly: boolean('lan_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('encoder_channels_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
  ],
);

/** Which users may use an encoder channel. */
export const encoderChannelUsers = pgTable(
  'encoder_channel_users',
  {
    encoderChannelId: uuid('encoder_channel_id')
      .notNull()
      .references(() => encoderChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.encoderChannelId, table.userId] }),
    index('encoder_channel_users_user_idx').on(table.userId),
  ],
);

/** Spec section 3; the migration's CHECKs hold the same lists. */
type EmbedType = 'iframe' | 'alternative_iframe' | 'script_tag' | 'standalone_player' | 'web_link';
type OfflineContentType =
  'replay_event' | 'uploaded_image' | 'uploaded_playlist' | 'uploaded_video';

/** Web channels (web event profiles): a load balancer name is unique across organisations. */
export const webChannels = pgTable(
  'web_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    loadBalancerName: text('load_balancer_name').notNull(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    embedId: text('embed_id').notNull().unique(),
    embedType: text('embed_type').$type<EmbedType>().notNull().default('iframe'),
    streamUrlsEnabled: boolean('stream_urls_enabled').notNull().default(false),
    streamDelaySeconds: integer('stream_delay_seconds'),
    deleteAfter: integer('delete_after'),
    showLogo: boolean('show_logo').notNull().default(true),
    automatedSubtitles: boolean('automated_subtitles').notNull().default(false),
    qrClickOverlayEnabled: boolean('qr_click_overlay_enabled').notNull().default(false),
    detectQrCodes: boolean('detect_qr_codes').notNull().default(false),
    offlineContentType: text('offline_content_type')
      .$type<OfflineContentType>()
      .notNull()
      .default('replay_event'),
    offlineImageKey: text('offline_image_key'),
    offlineMediaId: uuid('offline_media_id'),
    offlinePlaylistId: uuid('offline_playlist_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('web_channels_load_balancer_name_key').on(sql`lower(${table.loadBalancerName})`),
    index('web_channels_organisation_idx').on(table.organisationId),
  ],
);

/** Library settings (`migrations/0005_library_settings.sql`): one row per organisation. */
export const librarySettings = pgTable('library_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  deleteAfterDays: integer('delete_after_days').notNull(),
  autosaveDefault: boolean('autosave_default').notNull().default(true),
  defaultPlayerProfileId: uuid('default_player_profile_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
/** Encoder presets (encoder profiles, spec section 3): names unique per organisation, any case. */
export const encoderPresets = pgTable(
  'encoder_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    customName: text('custom_name'),
    version: smallint('version').$type<1 | 2>().notNull().default(1),
    videoFormat: text('video_format').$type<'auto' | 'NTSC' | 'PAL'>().notNull().default('auto'),
    resolution: text('resolution').$type<'720p' | '1080p' | '2160p'>().notNull(),
    frameRate: smallint('frame_rate').$type<24 | 25 | 30 | 60>().notNull(),
    bitrateKbps: integer('bitrate_kbps').notNull(),
    audioChannels: jsonb('audio_channels').$type<number[]>().notNull().default([1, 2]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('encoder_presets_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
  ],
);

export type VenueLicenceType = 'cloud' | 'enterprise' | 'non-prod' | 'pro';

/**
 * Venues: what makes a login (a `users` row of type SITE, same id) a venue. The username is the
 * login's, unique across every login; deleting the login deletes the venue and its sessions.
 */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    licenceType: text('licence_type').$type<VenueLicenceType>().notNull(),
    decoderMode: text('decoder_mode').$type<'Cloud' | 'Lan'>().notNull().default('Cloud'),
    status: text('status').$type<'online' | 'offline' | 'playing'>().notNull().default('offline'),
    averageBandwidthKbps: doublePrecision('average_bandwidth_kbps'),
    bufferSeconds: doublePrecision('buffer_seconds'),
    freeMemoryBytes: bigint('free_memory_bytes', { mode: 'number' }),
    totalMemoryBytes: bigint('total_memory_bytes', { mode: 'number' }),
    playerVersion: text('player_version'),
    serialNumber: text('serial_number'),
    streamUrl: text('stream_url'),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    playheadPosition: text('playhead_position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venues_organisation_idx').on(table.organisationId)],
);

/** Which encoder channels a venue's decoders may play. */
export const venueEncoderChannels = pgTable(
  'venue_encoder_channels',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    encoderChannelId: uuid('encoder_channel_id')
      .notNull()
      .references(() => encoderChannels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.venueId, table.encoderChannelId] }),
    index('venue_encoder_channels_channel_idx').on(table.encoderChannelId),
  ],
);

type PlayerProfileContentType = 'live' | 'on_demand' | 'playlist';

/** Player profiles (configs, spec section 3): names unique per organisation, any case. */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').$type<PlayerProfileContentType>().notNull(),
    autoplay: boolean('autoplay').notNull().default(false),
    loop: boolean('loop').notNull().default(false),
    mute: boolean('mute').notNull().default(false),
    backgroundMode: boolean('background_mode').notNull().default(false),
    callToActionText: text('call_to_action_text'),
    callToActionUrl: text('call_to_action_url'),
    controlColor: text('control_color').notNull().default('#FFFFFF'),
    qrClickLabel: text('qr_click_label'),
    restrictPlaybackWhenLive: boolean('restrict_playback_when_live').notNull().default(false),
    hidePlaylistOnLoad: boolean('hide_playlist_on_load').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_profiles_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
  ],
);

/** Custom RTMP destinations (spec section 3). The stream key is never answered by the API. */
export const rtmpDestinations = pgTable(
  'rtmp_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streamUrl: text('stream_url').notNull(),
    streamKey: text('stream_key').notNull(),
    viewUrl: text('view_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rtmp_destinations_organisation_idx').on(table.organisationId)],
);

/** Spec section 3; the migration's CHECKs hold the same lists. */
type QrClickOpeningBehaviour = 'auto_open' | 'click_to_open';
type QrClickOverlayType = 'in_player_overlay' | 'external_link';

/** QRclick overlays: a URL is unique in its organisation ("Duplicate QRclick URL"). */
export const qrClickOverlays = pgTable(
  'qr_click_overlays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    customLabel: text('custom_label'),
    openingBehaviour: text('opening_behaviour').$type<QrClickOpeningBehaviour>().notNull(),
    type: text('type').$type<QrClickOverlayType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('qr_click_overlays_organisation_url_key').on(table.organisationId, table.url),
  ],
);

/** Destination groups: names unique per organisation, any case; channels cleared on removal. */
export const destinationGroups = pgTable(
  'destination_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    softwareEncoderEnabled: boolean('software_encoder_enabled').notNull().default(false),
    webChannelId: uuid('web_channel_id').references(() => webChannels.id, {
      onDelete: 'set null',
    }),
    encoderChannelId: uuid('encoder_channel_id').references(() => encoderChannels.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('destination_groups_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
    index('destination_groups_web_channel_idx').on(table.webChannelId),
    index('destination_groups_encoder_channel_idx').on(table.encoderChannelId),
  ],
);

/** Where a group crossposts: an RTMP destination now, social channels (FACEBOOK, YOUTUBE) too. */
export type CrosspostDestinationType = 'RTMP' | 'FACEBOOK' | 'YOUTUBE';

export const destinationGroupCrossposts = pgTable(
  'destination_group_crossposts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destinationGroupId: uuid('destination_group_id')
      .notNull()
      .references(() => destinationGroups.id, { onDelete: 'cascade' }),
    destinationType: text('destination_type').$type<CrosspostDestinationType>().notNull(),
    rtmpDestinationId: uuid('rtmp_destination_id').references(() => rtmpDestinations.id, {
      onDelete: 'cascade',
    }),
    socialChannelId: text('social_channel_id'),
    /** The order the person listed them in. */
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('destination_group_crossposts_rtmp_key')
      .on(table.destinationGroupId, table.rtmpDestinationId)
      .where(sql`${table.rtmpDestinationId} IS NOT NULL`),
    uniqueIndex('destination_group_crossposts_social_key')
      .on(table.destinationGroupId, table.destinationType, table.socialChannelId)
      .where(sql`${table.socialChannelId} IS NOT NULL`),
    index('destination_group_crossposts_rtmp_idx').on(table.rtmpDestinationId),
  ],
);
