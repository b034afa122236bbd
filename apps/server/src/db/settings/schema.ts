import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
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
