import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';

/** Drizzle's view of `migrations/0001_hardware.sql`: the staff hardware inventory. */
export const hardwareModels = pgTable(
  'hardware_models',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: ['decoder', 'encoder'] }).notNull(),
  },
  (table) => [uniqueIndex('hardware_models_name_key').on(sql`lower(${table.name})`)],
);

export const hardwareLocations = pgTable(
  'hardware_locations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('hardware_locations_name_key').on(sql`lower(${table.name})`)],
);

/** The 14 status values of spec section 3, made by the migration. */
export const hardwareStatuses = pgTable('hardware_statuses', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Current Gen, Discontinued, End of Life, made by the migration. */
export const hardwareCycles = pgTable('hardware_cycles', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const hardwareUnits = pgTable(
  'hardware_units',
  {
    id: uuid('id').primaryKey(),
    serialNumber: text('serial_number').notNull().unique(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => hardwareModels.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => hardwareLocations.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => organisations.id),
    statusId: uuid('status_id')
      .notNull()
      .references(() => hardwareStatuses.id),
    cycleId: uuid('cycle_id').references(() => hardwareCycles.id),
    buildDate: date('build_date').notNull(),
    saleDate: date('sale_date'),
    warrantyLengthYears: integer('warranty_length_years').notNull(),
    vendorInvoice: text('vendor_invoice'),
    activationCode: text('activation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hardware_units_owner_idx').on(table.ownerId),
    index('hardware_units_status_idx').on(table.statusId),
  ],
);
