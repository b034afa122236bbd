import * as billing from './billing/schema';
import * as encoders from './encoders/schema';
import * as broadcast from './broadcast/schema';
import * as events from './events/schema';
import * as identity from './identity/schema';
import * as jobs from './jobs/schema';
import * as media from './media/schema';
import * as organisations from './organisations/schema';
import * as regions from './regions/schema';
import * as settings from './settings/schema';
import * as storage from './storage/schema';
import * as telemetry from './telemetry/schema';
import * as hardware from './hardware/schema';
import * as admin from './admin/schema';
import * as schedule from './schedule/schema';
import * as playlists from './playlists/schema';
import * as sites from './sites/schema';
import * as mediaExtras from './media-extras/schema';
import * as status from './status/schema';
import * as clips from './clips/schema';
import * as cues from './cues/schema';
import * as webVideos from './web-videos/schema';
import * as social from './social/schema';
import * as ai from './ai/schema';
import * as feeds from './feeds/schema';
import * as transcription from './transcription/schema';

/**
 * The database, area by area, in migration order. Each area is a folder beside this file with
 * `schema.ts` (its Drizzle tables; only tables and relations are exported as values),
 * `migrations/NNNN_name.sql` and its repositories. The migration runner, the Drizzle schema
 * object and the build (which copies the migrations into dist) all read this list.
 *
 * A migration may use the tables of its own area and of the areas listed before it: that is the
 * order a fresh database applies them in. Adding an area is an import and an entry here.
 */
export const DATABASE_AREAS = [
  { name: 'regions', tables: regions },
  { name: 'organisations', tables: organisations },
  { name: 'identity', tables: identity },
  { name: 'telemetry', tables: telemetry },
  { name: 'jobs', tables: jobs },
  { name: 'events', tables: events },
  { name: 'storage', tables: storage },
  { name: 'settings', tables: settings },
  { name: 'encoders', tables: encoders },
  { name: 'media', tables: media },
  { name: 'broadcast', tables: broadcast },
  { name: 'billing', tables: billing },
  { name: 'hardware', tables: hardware },
  { name: 'admin', tables: admin },
  { name: 'schedule', tables: schedule },
  { name: 'playlists', tables: playlists },
  { name: 'sites', tables: sites },
  { name: 'media-extras', tables: mediaExtras },
  { name: 'status', tables: status },
  { name: 'clips', tables: clips },
  { name: 'cues', tables: cues },
  { name: 'web-videos', tables: webVideos },
  { name: 'social', tables: social },
  { name: 'ai', tables: ai },
  { name: 'feeds', tables: feeds },
  { name: 'transcription', tables: transcription },
] as const;

export type DatabaseArea = (typeof DATABASE_AREAS)[number];

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/** Every area's tables in one object, for Drizzle's relational queries and typing. */
export type Schema = UnionToIntersection<DatabaseArea['tables']>;

export const schema = Object.fromEntries(
  DATABASE_AREAS.flatMap((area) => Object.entries(area.tables)),
) as Schema;
