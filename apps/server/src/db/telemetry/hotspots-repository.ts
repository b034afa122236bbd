import { sql } from 'drizzle-orm';
import type { Database } from '../connection';
import type { OrganisationId } from '../organisation-scoped-repository';
import { playerBeacons } from './schema';

/** Viewing is grouped into moments of this many seconds of the video. */
export const HOTSPOT_BUCKET_SECONDS = 30;
/** A jump back of more than this many seconds is a rewatch (a heartbeat comes every 30 s). */
const REWIND_SECONDS = 5;
/** At most this many moments of each kind: the strongest. */
export const HOTSPOTS_PER_KIND = 5;

export type HotspotKind = 'peak' | 'rewatch' | 'dropoff';

interface MomentRow {
  kind: HotspotKind;
  position_seconds: number;
  sessions: number;
  total: number;
}

export interface HotspotMoment {
  kind: HotspotKind;
  /** The start of the moment, in seconds of the video. */
  positionSeconds: number;
  /** The share of the video's viewing sessions that did it there, 0 to 1. */
  weight: number;
}

/**
 * The moments of a library video where viewers gather, go back or leave, from the player beacons
 * viewers' players send (telemetry `sendPlayerHeartbeat` / player beacons): per 30-second moment,
 * the sessions that watched it (peaks), that jumped back to it (rewatches), and whose last beacon
 * fell in it before the end (drop-offs), each as a share of all the video's sessions.
 */
export class HotspotsRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  async ofMedia(mediaId: string, durationSeconds: number | null): Promise<HotspotMoment[]> {
    const bucket = HOTSPOT_BUCKET_SECONDS;
    // Leaving in the last moment of the video is finishing it, not dropping off.
    const endsAt = durationSeconds === null ? null : Math.max(0, durationSeconds - bucket);
    const result = await this.db.execute(sql`
      with beacons as (
        select session_id, position_seconds, occurred_at,
          lag(position_seconds) over (partition by session_id order by occurred_at, id) as previous,
          row_number() over (partition by session_id order by occurred_at desc, id desc) as from_last
        from ${playerBeacons}
        where organisation_id = ${this.organisationId} and media_id = ${mediaId}
          and source = 'contentLibrary'
      ),
      total as (select count(distinct session_id)::int as total from beacons),
      moments as (
        select 'peak' as kind, floor(position_seconds / ${bucket}) * ${bucket} as position_seconds,
          count(distinct session_id)::int as sessions
        from beacons group by 2
        union all
        select 'rewatch', floor(position_seconds / ${bucket}) * ${bucket},
          count(distinct session_id)::int
        from beacons where previous is not null and position_seconds < previous - ${REWIND_SECONDS}
        group by 2
        union all
        select 'dropoff', floor(position_seconds / ${bucket}) * ${bucket},
          count(distinct session_id)::int
        from beacons
        where from_last = 1 and (${endsAt}::float8 is null or position_seconds < ${endsAt}::float8)
        group by 2
      ),
      ranked as (
        select moments.*, row_number() over (
          partition by kind order by sessions desc, position_seconds
        ) as strength
        from moments
      )
      select kind, position_seconds::float8 as position_seconds, sessions, total.total
      from ranked, total
      where strength <= ${HOTSPOTS_PER_KIND} and total.total > 0
      order by position_seconds, kind
    `);
    // PGlite and node-postgres both answer an object with `rows`.
    const { rows } = result as unknown as { rows: MomentRow[] };
    return rows.map((row) => ({
      kind: row.kind,
      positionSeconds: Number(row.position_seconds),
      weight: Math.min(1, Math.round((Number(row.sessions) / Number(row.total)) * 100) / 100),
    }));
  }
}
