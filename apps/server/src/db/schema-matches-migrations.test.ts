import { eq, sql } from 'drizzle-orm';
import {
  boolean,
  getTableConfig,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareSchemaWithDatabase, openEmptyTestDatabase } from '../test-support';
import { normaliseType } from '../test-support/schema-diff';
import { DATABASE_AREAS } from './areas';
import type { DatabaseHandle } from './connection';
import { users } from './identity/schema';
import { applyMigrations } from './migrate';
import { organisations } from './organisations/schema';

const everyTable: PgTable[] = DATABASE_AREAS.flatMap((area) => Object.values(area.tables));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  await applyMigrations(database);
});
afterAll(() => database.close());

describe('the Drizzle schema of every area', () => {
  it('matches what the migrations build: tables, columns, keys, constraints and indexes', async () => {
    expect(await compareSchemaWithDatabase(database, everyTable)).toEqual([]);
  });

  it('names each table in one area only', () => {
    const names = everyTable.map((table) => getTableConfig(table).name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('comparing a schema with the database', () => {
  // `users` and `refresh_tokens` as a careless edit might leave them, beside the real tables.
  const driftedUsers = pgTable(
    'users',
    {
      id: uuid('id').primaryKey(),
      organisationId: uuid('organisation_id')
        .notNull()
        .references(() => organisations.id),
      userName: integer('user_name').notNull(),
      passwordHash: text('password_hash').notNull(),
      firstName: text('first_name').notNull(),
      lastName: text('last_name'),
      userType: text('user_type').notNull().default('USER'),
      roles: jsonb('roles').notNull(),
      nickname: text('nickname'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      // The columns of later migrations, as they are: the drift above is the subject.
      title: text('title'),
      phone: text('phone'),
      pointOfContact: boolean('point_of_contact').notNull().default(false),
      billingContact: boolean('billing_contact').notNull().default(false),
      primaryContact: boolean('primary_contact').notNull().default(false),
      accountStatus: text('account_status').notNull().default('verified'),
      notificationSettings: jsonb('notification_settings').notNull().default({}),
      pendingUserName: text('pending_user_name'),
    },
    (table) => [
      uniqueIndex('users_user_name_key').on(sql`upper(${table.userName})`),
      index('users_first_name_idx').on(table.firstName),
      index('users_organisation_idx').on(table.organisationId),
    ],
  );
  const driftedRefreshTokens = pgTable('refresh_tokens', {
    id: uuid('id').notNull(),
    familyId: uuid('family_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at').notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  });
  const ghosts = pgTable('ghosts', { id: uuid('id').primaryKey(), seen: boolean('seen') });

  // Expressions are compared without parentheses, so `lower(user_name)` reads `loweruser_name`.
  it('reports every kind of difference, whichever side it is on', async () => {
    const drifted = everyTable
      .filter(
        (table) =>
          !['users', 'refresh_tokens', 'server_secrets'].includes(getTableConfig(table).name),
      )
      .concat(driftedUsers, driftedRefreshTokens, ghosts);

    expect(await compareSchemaWithDatabase(database, drifted)).toEqual([
      'table ghosts: in the schema, not in the database',
      'table refresh_tokens: column expires_at is timestamp without time zone not null without default in the schema, timestamp with time zone not null without default in the database',
      'table refresh_tokens: primary key (family_id) in the schema, not in the database',
      'table refresh_tokens: primary key (id) in the database, not in the schema',
      'table refresh_tokens: foreign key (user_id) -> users(id) on delete cascade on update no action in the database, not in the schema',
      'table refresh_tokens: foreign key (user_id) -> users(id) on delete no action on update no action in the schema, not in the database',
      'table refresh_tokens: unique constraint (token_hash) in the database, not in the schema',
      'table refresh_tokens: index refresh_tokens_family_idx in the database, not in the schema',
      'table server_secrets: in the database, not in the schema',
      'table users: column capabilities in the database, not in the schema',
      'table users: column last_name is text null without default in the schema, text not null without default in the database',
      'table users: column nickname in the schema, not in the database',
      'table users: column roles is jsonb not null without default in the schema, jsonb not null with default in the database',
      'table users: column user_name is integer not null without default in the schema, text not null without default in the database',
      'table users: index users_first_name_idx in the schema, not in the database',
      'table users: index users_user_name_key is unique btree (upperuser_name) in the schema, unique btree (loweruser_name) in the database',
    ]);
  });
});

describe('comparing partial indexes', () => {
  const probes = pgTable(
    'probes',
    { id: uuid('id').primaryKey(), status: text('status').notNull() },
    (table) => [index('probes_pending_idx').on(table.status).where(eq(table.status, 'PENDING'))],
  );
  const probesWithOtherPredicate = pgTable(
    'probes',
    { id: uuid('id').primaryKey(), status: text('status').notNull() },
    (table) => [index('probes_pending_idx').on(table.status).where(eq(table.status, 'FAILED'))],
  );

  it('reads the rewritten predicate as the same condition, and tells another apart', async () => {
    await database.executeScript(
      "CREATE TABLE probes (id uuid PRIMARY KEY, status text NOT NULL); CREATE INDEX probes_pending_idx ON probes (status) WHERE status = 'PENDING';",
    );
    try {
      expect(await compareSchemaWithDatabase(database, [...everyTable, probes])).toEqual([]);
      expect(
        await compareSchemaWithDatabase(database, [...everyTable, probesWithOtherPredicate]),
      ).toEqual([
        "table probes: index probes_pending_idx is btree (status) where status='failed' in the schema, btree (status) where status='pending' in the database",
      ]);
    } finally {
      await database.executeScript('DROP TABLE probes');
    }
  });
});

describe('normaliseType', () => {
  it('spells Drizzle types the way PostgreSQL prints them', () => {
    expect(normaliseType('varchar(20)')).toBe('character varying(20)');
    expect(normaliseType('timestamp (3) with time zone')).toBe('timestamp(3) with time zone');
    expect(normaliseType('timestamp')).toBe('timestamp without time zone');
    expect(normaliseType('numeric(10, 2)')).toBe('numeric(10,2)');
    expect(normaliseType('serial')).toBe('integer');
    expect(normaliseType('text[]')).toBe('text[]');
  });
});
