import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clips } from '../clips/schema';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';

export type SocialProviderName = 'facebook' | 'youtube';
export type SocialAccountKind = 'account' | 'page' | 'channel';
export type SocialChannelType = 'page' | 'group' | 'profile' | 'channel';
export type SocialPostDestination = 'FACEBOOK' | 'YOUTUBE';
export type SocialPostState = 'pending' | 'scheduled' | 'posted' | 'failed';
export type SocialPostPrivacyValue = 'private' | 'org' | 'public';

/** Drizzle's view of `migrations/0001_social.sql`. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProviderName>().notNull(),
    sandbox: boolean('sandbox').notNull(),
    kind: text('kind').$type<SocialAccountKind>().notNull(),
    name: text('name').notNull(),
    externalId: text('external_id').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    accessRevoked: boolean('access_revoked').notNull().default(false),
    linkedBy: uuid('linked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_accounts_external_key').on(
      table.organisationId,
      table.provider,
      table.externalId,
    ),
  ],
);

export const socialChannels = pgTable(
  'social_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<SocialChannelType>().notNull(),
    liveEnabled: boolean('live_enabled').notNull().default(true),
    crosspostTargetIds: text('crosspost_target_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    notificationsDay: date('notifications_day'),
    notificationsSent: integer('notifications_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_channels_account_external_key').on(table.accountId, table.externalId),
    index('social_channels_organisation_idx').on(table.organisationId, table.externalId),
  ],
);

export const socialLinkStates = pgTable('social_link_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  provider: text('provider').$type<SocialProviderName>().notNull(),
  renewAccountId: uuid('renew_account_id').references(() => socialAccounts.id, {
    onDelete: 'cascade',
  }),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Drizzle's view of `migrations/0002_social_posts.sql`. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    destinationType: text('destination_type').$type<SocialPostDestination>().notNull(),
    channelId: text('channel_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    mediaId: uuid('media_id').references(() => mediaItems.id, { onDelete: 'cascade' }),
    clipId: uuid('clip_id').references(() => clips.id, { onDelete: 'cascade' }),
    reel: boolean('reel').notNull().default(false),
    privacy: text('privacy').$type<SocialPostPrivacyValue>().notNull(),
    status: text('status').$type<SocialPostState>().notNull().default('scheduled'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    providerPostId: text('provider_post_id'),
    failureReason: text('failure_reason'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_posts_one_waiting_per_channel')
      .on(table.organisationId, table.destinationType, table.channelId)
      .where(sql`status = ANY (ARRAY['scheduled', 'pending'])`),
    index('social_posts_organisation_idx').on(table.organisationId, table.publishAt, table.id),
  ],
);
