import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { mediaItems } from '../media/schema';
import { webChannels } from '../settings/schema';
import {
  playerBeacons,
  type BeaconDeviceClass,
  type BeaconPlaybackType,
  type BeaconSource,
  type PlayerBeaconRow,
} from './schema';

/** The player's interval between heartbeats (the contract: every 30 seconds while playing). */
export const HEARTBEAT_INTERVAL_SECONDS = 30;
/**
 * A heartbeat counts the time since the session's previous beacon, at most two intervals: a
 * player that was paused, asleep or offline did not play through the gap.
 */
export const MAX_WATCHED_PER_BEACON_SECONDS = 2 * HEARTBEAT_INTERVAL_SECONDS;
/** Beacons of one session closer than this are refused (429): no player sends them that fast. */
export const MIN_BEACON_GAP_SECONDS = 5;

/** What a beacon plays, as the server found it: the organisation is never the viewer's word. */
export interface BeaconTarget {
  organisationId: string;
  source: BeaconSource;
  mediaId: string | null;
  webChannelId: string | null;
}

export interface BeaconInput {
  target: BeaconTarget;
  sessionId: string;
  clientId: string;
  playbackType: BeaconPlaybackType;
  positionSeconds: number;
  deviceClass: BeaconDeviceClass;
  deviceBrand: string | null;
  osClass: string | null;
  osNameVersion: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  occurredAt: Date;
}

export type RecordOutcome = 'recorded' | 'tooSoon';

/** The analytics filters of the `{api}` operations, over `[start, end)`. */
export interface BeaconFilter {
  organisationId: string;
  source: BeaconSource;
  start: Date;
  end: Date;
  mediaId?: string;
  /** For web events: the web channel the viewers watched. */
  webChannelId?: string;
  deviceClass?: BeaconDeviceClass;
}

export interface PeriodFigures {
  viewers: number;
  views: number;
  newViewers: number;
  returnViewers: number;
  peakConcurrentViewers: number;
  peakConcurrentLiveViews: number;
  totalSeconds: number;
  averageSessionSeconds: number;
  medianSessionSeconds: number;
}

/** One viewing session as the export lists it (keyed by its start and its session id). */
export interface SessionRow {
  sessionId: string;
  clientId: string;
  startedAt: Date;
  mediaId: string | null;
  webChannelId: string | null;
  live: boolean;
  watchedSeconds: number;
  ipAddress: string | null;
  userAgent: string | null;
  deviceClass: BeaconDeviceClass;
  deviceBrand: string | null;
  osClass: string | null;
  osNameVersion: string | null;
}

/** Viewers' beacons: stored here, and every analytics figure is read from them here. */
export class PlayerBeaconsRepository {
  constructor(private readonly db: Database) {}

  /** The library item or web channel embed a beacon names, with its organisation; undefined if none. */
  async findTarget(ids: {
    mediaId?: string | null;
    embedId?: string | null;
  }): Promise<BeaconTarget | undefined> {
    if (ids.mediaId) {
      const [media] = await this.db
        .select({ id: mediaItems.id, organisationId: mediaItems.organisationId })
        .from(mediaItems)
        .where(eq(mediaItems.id, ids.mediaId));
      if (!media) return undefined;
      return {
        organisationId: media.organisationId,
        source: 'contentLibrary',
        mediaId: media.id,
        webChannelId: null,
      };
    }
    if (ids.embedId) {
      const [channel] = await this.db
        .select({ id: webChannels.id, organisationId: webChannels.organisationId })
        .from(webChannels)
        .where(eq(webChannels.embedId, ids.embedId));
      if (!channel) return undefined;
      return {
        organisationId: channel.organisationId,
        source: 'webevents',
        mediaId: null,
        webChannelId: channel.id,
      };
    }
    return undefined;
  }

  /**
   * Stores a beacon: the session's start when it is its first, otherwise a heartbeat counting the
   * time since the previous one (at most MAX_WATCHED_PER_BEACON_SECONDS). A beacon too close to
   * the previous one is not stored.
   */
  async record(input: BeaconInput): Promise<RecordOutcome> {
    const { target } = input;
    const [previous] = await this.db
      .select({ occurredAt: playerBeacons.occurredAt })
      .from(playerBeacons)
      .where(
        and(
          eq(playerBeacons.organisationId, target.organisationId),
          eq(playerBeacons.sessionId, input.sessionId),
        ),
      )
      .orderBy(desc(playerBeacons.occurredAt))
      .limit(1);
    const row = beaconRow(input, previous?.occurredAt ?? null);
    if (row === 'tooSoon') return 'tooSoon';
    await this.db.insert(playerBeacons).values(row);
    return 'recorded';
  }

  /**
   * Stores a whole played session at once (the demo history): each beacon counted exactly as
   * `record` counts it, in one statement. Beacons too close to the previous one are dropped.
   */
  async recordSession(beacons: readonly BeaconInput[]): Promise<number> {
    const rows: Array<typeof playerBeacons.$inferInsert> = [];
    let previousAt: Date | null = null;
    for (const beacon of beacons) {
      const row = beaconRow(beacon, previousAt);
      if (row === 'tooSoon') continue;
      rows.push(row);
      previousAt = beacon.occurredAt;
    }
    if (rows.length > 0) await this.db.insert(playerBeacons).values(rows);
    return rows.length;
  }

  /** Every figure of one period, from the beacons in it. */
  async figures(filter: BeaconFilter): Promise<PeriodFigures> {
    const where = conditionsOf(filter);
    const [totals] = await this.db
      .select({
        viewers: sql<number>`count(distinct ${playerBeacons.clientId})::int`,
        views: sql<number>`(count(*) filter (where ${playerBeacons.kind} = 'start'))::int`,
        totalSeconds: sql<number>`coalesce(sum(${playerBeacons.watchedSeconds}), 0)::float8`,
      })
      .from(playerBeacons)
      .where(where);
    // A new viewer's client sent nothing to this source before the period.
    const [fresh] = await this.db
      .select({ newViewers: sql<number>`count(distinct ${playerBeacons.clientId})::int` })
      .from(playerBeacons)
      .where(
        and(
          where,
          sql`not exists (select 1 from player_beacons earlier
            where earlier.organisation_id = ${playerBeacons.organisationId}
              and earlier.source = ${playerBeacons.source}
              and earlier.client_id = ${playerBeacons.clientId}
              and earlier.occurred_at < ${filter.start})`,
        ),
      );
    const peakOf = async (extra?: SQL) => {
      const perMinute = this.db
        .select({
          sessions: sql<number>`count(distinct ${playerBeacons.sessionId})`.as('sessions'),
        })
        .from(playerBeacons)
        .where(and(where, extra))
        .groupBy(sql`date_trunc('minute', ${playerBeacons.occurredAt})`)
        .as('per_minute');
      const [peak] = await this.db
        .select({ value: sql<number>`coalesce(max(${perMinute.sessions}), 0)::int` })
        .from(perMinute);
      return peak?.value ?? 0;
    };
    const perSession = this.db
      .select({
        watched: sql<number>`sum(${playerBeacons.watchedSeconds})`.as('watched'),
      })
      .from(playerBeacons)
      .where(where)
      .groupBy(playerBeacons.sessionId)
      .as('per_session');
    const [sessions] = await this.db
      .select({
        average: sql<number>`coalesce(avg(${perSession.watched}), 0)::float8`,
        median: sql<number>`coalesce(percentile_cont(0.5) within group (order by ${perSession.watched}), 0)::float8`,
      })
      .from(perSession);
    const viewers = totals?.viewers ?? 0;
    const newViewers = fresh?.newViewers ?? 0;
    return {
      viewers,
      views: totals?.views ?? 0,
      newViewers,
      returnViewers: viewers - newViewers,
      peakConcurrentViewers: await peakOf(),
      peakConcurrentLiveViews: await peakOf(eq(playerBeacons.playbackType, 'REAL_TIME')),
      totalSeconds: totals?.totalSeconds ?? 0,
      averageSessionSeconds: sessions?.average ?? 0,
      medianSessionSeconds: sessions?.median ?? 0,
    };
  }

  /** Distinct viewer addresses with their sessions, for the locations map. */
  async addresses(
    filter: BeaconFilter,
  ): Promise<Array<{ ipAddress: string | null; sessions: number }>> {
    return this.db
      .select({
        ipAddress: playerBeacons.ipAddress,
        sessions: sql<number>`count(distinct ${playerBeacons.sessionId})::int`,
      })
      .from(playerBeacons)
      .where(conditionsOf(filter))
      .groupBy(playerBeacons.ipAddress);
  }

  /**
   * One page of sessions ordered by start and session id, after the given key (the previous
   * page's last row): keyset paging, so rows stored meanwhile never shift a page.
   */
  async sessions(
    filter: BeaconFilter,
    page: { max: number; after?: { startedAt: Date; sessionId: string } },
  ): Promise<SessionRow[]> {
    const startedAt = sql<Date>`min(${playerBeacons.occurredAt})`;
    const after = page.after
      ? sql`(min(${playerBeacons.occurredAt}), ${playerBeacons.sessionId}) > (${page.after.startedAt}, ${page.after.sessionId})`
      : undefined;
    const rows = await this.db
      .select({
        sessionId: playerBeacons.sessionId,
        clientId: sql<string>`min(${playerBeacons.clientId})`,
        startedAt: sql<string>`min(${playerBeacons.occurredAt})`,
        mediaId: playerBeacons.mediaId,
        webChannelId: playerBeacons.webChannelId,
        live: sql<boolean>`bool_or(${playerBeacons.playbackType} = 'REAL_TIME')`,
        watchedSeconds: sql<number>`sum(${playerBeacons.watchedSeconds})::float8`,
        ipAddress: sql<string | null>`min(${playerBeacons.ipAddress})`,
        userAgent: sql<string | null>`min(${playerBeacons.userAgent})`,
        deviceClass: sql<BeaconDeviceClass>`min(${playerBeacons.deviceClass})`,
        deviceBrand: sql<string | null>`min(${playerBeacons.deviceBrand})`,
        osClass: sql<string | null>`min(${playerBeacons.osClass})`,
        osNameVersion: sql<string | null>`min(${playerBeacons.osNameVersion})`,
      })
      .from(playerBeacons)
      .where(conditionsOf(filter))
      .groupBy(playerBeacons.sessionId, playerBeacons.mediaId, playerBeacons.webChannelId)
      .having(after)
      .orderBy(asc(startedAt), asc(playerBeacons.sessionId))
      .limit(page.max);
    return rows.map((row) => ({ ...row, startedAt: new Date(row.startedAt) }));
  }

  /** A session's beacons in order (tests and the demo data read them). */
  async sessionBeacons(organisationId: string, sessionId: string): Promise<PlayerBeaconRow[]> {
    return this.db
      .select()
      .from(playerBeacons)
      .where(
        and(
          eq(playerBeacons.organisationId, organisationId),
          eq(playerBeacons.sessionId, sessionId),
        ),
      )
      .orderBy(asc(playerBeacons.occurredAt));
  }
}

/**
 * The row a beacon becomes, given when its session's previous beacon came (null: none, so this
 * is the session's start), or 'tooSoon' when it came faster than any player sends.
 */
function beaconRow(
  input: BeaconInput,
  previousAt: Date | null,
): typeof playerBeacons.$inferInsert | 'tooSoon' {
  const gapSeconds =
    previousAt === null ? null : (input.occurredAt.getTime() - previousAt.getTime()) / 1000;
  if (gapSeconds !== null && gapSeconds < MIN_BEACON_GAP_SECONDS) return 'tooSoon';
  const { target } = input;
  return {
    organisationId: target.organisationId,
    source: target.source,
    mediaId: target.mediaId,
    webChannelId: target.webChannelId,
    sessionId: input.sessionId,
    clientId: input.clientId,
    kind: gapSeconds === null ? 'start' : 'heartbeat',
    playbackType: input.playbackType,
    positionSeconds: input.positionSeconds,
    watchedSeconds: gapSeconds === null ? 0 : Math.min(gapSeconds, MAX_WATCHED_PER_BEACON_SECONDS),
    deviceClass: input.deviceClass,
    deviceBrand: input.deviceBrand,
    osClass: input.osClass,
    osNameVersion: input.osNameVersion,
    userAgent: input.userAgent,
    ipAddress: input.ipAddress,
    occurredAt: input.occurredAt,
  };
}

function conditionsOf(filter: BeaconFilter): SQL {
  const organisation = eq(playerBeacons.organisationId, filter.organisationId);
  const conditions = and(
    organisation,
    eq(playerBeacons.source, filter.source),
    gte(playerBeacons.occurredAt, filter.start),
    lt(playerBeacons.occurredAt, filter.end),
    filter.mediaId ? eq(playerBeacons.mediaId, filter.mediaId) : undefined,
    filter.webChannelId ? eq(playerBeacons.webChannelId, filter.webChannelId) : undefined,
    filter.deviceClass ? eq(playerBeacons.deviceClass, filter.deviceClass) : undefined,
  );
  return conditions ?? organisation;
}
