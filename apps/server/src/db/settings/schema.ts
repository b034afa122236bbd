import { sql } from 'drizzle-orm';
import {
  boolean,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';

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
