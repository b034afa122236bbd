import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';
import {
  ACCOUNT_STATUSES,
  DEFAULT_NOTIFICATION_SETTINGS,
  STORED_INVITE_STATUSES,
  USER_TOKEN_PURPOSES,
  type NotificationSettings,
} from './people';

/** Users and venue logins; each belongs to one organisation. */
export const users = pgTable(
  'users',
  {
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
    title: text('title'),
    phone: text('phone'),
    pointOfContact: boolean('point_of_contact').notNull().default(false),
    billingContact: boolean('billing_contact').notNull().default(false),
    primaryContact: boolean('primary_contact').notNull().default(false),
    accountStatus: text('account_status', { enum: ACCOUNT_STATUSES }).notNull().default('verified'),
    notificationSettings: jsonb('notification_settings')
      .$type<NotificationSettings>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_SETTINGS),
    /** A new e-mail address waiting for its verification link; the user name changes once opened. */
    pendingUserName: text('pending_user_name'),
  },
  (table) => [
    // Sign-in is case-insensitive on the user name.
    uniqueIndex('users_user_name_key').on(sql`lower(${table.userName})`),
    index('users_organisation_idx').on(table.organisationId),
  ],
);

/** Refresh tokens, stored as hashes, in families that rotate on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
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
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Secrets the server generates on first start (the access-token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invitations: one open invitation per organisation and address; the link token is hashed. */
export const userInvites = pgTable(
  'user_invites',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    studio: boolean('studio').notNull().default(true),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    status: text('status', { enum: STORED_INVITE_STATUSES }).notNull().default('pending'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_invites_open_email_key')
      .on(table.organisationId, sql`lower(${table.email})`)
      .where(sql`status = ANY (ARRAY['pending', 'resent'])`),
    index('user_invites_organisation_idx').on(table.organisationId),
  ],
);

/** Single-use links mailed to a person (password reset, e-mail verification), hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address a verification link confirms. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('user_tokens_user_idx').on(table.userId)],
);

/** API clients: OAuth 2 client credentials; `secretId` changes with every new secret. */
export const apiClients = pgTable(
  'api_clients',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    secretId: uuid('secret_id').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_clients_organisation_idx').on(table.organisationId)],
);
