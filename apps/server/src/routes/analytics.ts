import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type {
  BeaconFilter,
  PeriodFigures,
  SessionRow,
} from '../db/telemetry/player-beacons-repository';
import type { BeaconDeviceClass } from '../db/telemetry/schema';
import { badRequest, type ApiErrorItem } from '../http/errors';
import type { Services } from '../services';
import { locateViewer } from '../telemetry/viewer-locations';

type CentralV3 = DocumentOperations['central-v3'];
type Summary = CentralV3['getStatisticsSummary']['responses'][200]['content']['application/json'];
type Metric = Summary['metrics'][number];
type ExportRow =
  CentralV3['exportAnalytics']['responses'][200]['content']['application/json'][number];
type AnalyticsApi = CentralV3['getStatisticsSummary']['parameters']['path']['api'];

/** The stat order of spec section 9 (viewers 1 … live views 10). */
const METRIC_ORDER = [
  'viewers',
  'views',
  'avgTimeWatched',
  'totalTimeWatched',
  'newViewers',
  'returnViewers',
  'peakConcurrentViewers',
  'medianTimeWatched',
  'totalMinutesWatched',
  'peakConcurrentLiveViews',
] as const satisfies ReadonlyArray<Metric['metric']>;

/** A custom range may span five years at most: enough for any report, bounded for the queries. */
const RANGE_MAX_MS = 5 * 366 * 24 * 60 * 60 * 1000;
export const EXPORT_PAGE_MAX = 1000;

export const ANALYTICS_MESSAGES = {
  range: 'The end must be after the start, at most five years later.',
  offset: 'The offset is the previous page’s last timestamp and session id, joined by a comma.',
} as const;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Seconds and counts are whole; minutes keep one decimal. */
function metricValues(figures: PeriodFigures): Record<Metric['metric'], number> {
  return {
    viewers: figures.viewers,
    views: figures.views,
    newViewers: figures.newViewers,
    returnViewers: figures.returnViewers,
    peakConcurrentViewers: figures.peakConcurrentViewers,
    peakConcurrentLiveViews: figures.peakConcurrentLiveViews,
    totalMinutesWatched: round(figures.totalSeconds / 60, 1),
    avgTimeWatched: Math.round(figures.averageSessionSeconds),
    medianTimeWatched: Math.round(figures.medianSessionSeconds),
    totalTimeWatched: Math.round(figures.totalSeconds),
  };
}

/** The change against the previous period, in percent; null when that period had nothing. */
export function percentageChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return round(((current - previous) / previous) * 100, 1);
}

const trendOf = (change: number | null): Metric['trend'] =>
  change === null || change === 0 ? 'none' : change > 0 ? 'positive' : 'negative';

function rangeOf(query: { start: string; end: string }): { start: Date; end: Date } {
  const start = new Date(query.start);
  const end = new Date(query.end);
  const length = end.getTime() - start.getTime();
  if (!(length > 0 && length <= RANGE_MAX_MS)) {
    throw badRequest([
      { code: 'INVALID_REQUEST', message: ANALYTICS_MESSAGES.range, field: 'query.end' },
    ]);
  }
  return { start, end };
}

function offsetOf(offset: string | undefined): { startedAt: Date; sessionId: string } | undefined {
  if (offset === undefined) return undefined;
  const [timestamp = '', sessionId = ''] = offset.split(',');
  const startedAt = new Date(timestamp);
  if (Number.isNaN(startedAt.getTime()) || sessionId === '') {
    const problem: ApiErrorItem = {
      code: 'INVALID_REQUEST',
      message: ANALYTICS_MESSAGES.offset,
      field: 'query.offset',
    };
    throw badRequest([problem]);
  }
  return { startedAt, sessionId };
}

interface AnalyticsQuery {
  start: string;
  end: string;
  mediaId?: string;
  eventId?: string;
  deviceType?: BeaconDeviceClass;
}

/**
 * Viewer analytics (issue 19) for `{api}`: `contentLibrary` (library videos) and `webevents`
 * (web channel embeds) are computed from the stored player beacons; `facebook` counts come from
 * the social network, which this server does not read, so it answers no data (zeros, no change,
 * no rows). The router has checked viewDashboard and the organisation; every query is the
 * organisation's own.
 */
export function analyticsHandlers(services: Services) {
  const filterOf = (
    organisation: CheckedOrganisation,
    api: Exclude<AnalyticsApi, 'facebook'>,
    query: AnalyticsQuery,
    range: { start: Date; end: Date },
  ): BeaconFilter => ({
    organisationId: organisation.id,
    source: api,
    ...range,
    ...(query.mediaId ? { mediaId: query.mediaId } : {}),
    // A web event's viewers are its web channel's: the event id names the channel they watched.
    ...(query.eventId ? { webChannelId: query.eventId } : {}),
    ...(query.deviceType ? { deviceClass: query.deviceType } : {}),
  });

  const noFigures: PeriodFigures = {
    viewers: 0,
    views: 0,
    newViewers: 0,
    returnViewers: 0,
    peakConcurrentViewers: 0,
    peakConcurrentLiveViews: 0,
    totalSeconds: 0,
    averageSessionSeconds: 0,
    medianSessionSeconds: 0,
  };

  return {
    getStatisticsSummary: async ({ organisation, params, query }) => {
      const range = rangeOf(query);
      const length = range.end.getTime() - range.start.getTime();
      const previousRange = { start: new Date(range.start.getTime() - length), end: range.start };
      const [current, previous] =
        params.api === 'facebook'
          ? [noFigures, noFigures]
          : [
              await services.playerBeacons.figures(
                filterOf(organisation, params.api, query, range),
              ),
              await services.playerBeacons.figures(
                filterOf(organisation, params.api, query, previousRange),
              ),
            ];
      const now = metricValues(current);
      const before = metricValues(previous);
      const metrics = METRIC_ORDER.map((metric) => {
        const change = percentageChange(now[metric], before[metric]);
        return { metric, value: now[metric], percentageIncrease: change, trend: trendOf(change) };
      });
      return {
        status: 200,
        body: { start: range.start.toISOString(), end: range.end.toISOString(), metrics },
      };
    },

    listViewerLocations: async ({ organisation, params, query }) => {
      const range = rangeOf(query);
      if (params.api === 'facebook') return { status: 200, body: [] };
      const addresses = await services.playerBeacons.addresses(
        filterOf(organisation, params.api, query, range),
      );
      // Unknown places (private addresses, or none in the database) have no point on the map.
      const points = new Map<
        string,
        { city: string; country: string; latitude: number; longitude: number; weight: number }
      >();
      for (const { ipAddress, sessions } of addresses) {
        const place = locateViewer(services.viewerLocator, ipAddress);
        if (!place) continue;
        const key = `${place.country}|${place.city}`;
        const point = points.get(key) ?? {
          city: place.city,
          country: place.country,
          latitude: place.latitude,
          longitude: place.longitude,
          weight: 0,
        };
        point.weight += sessions;
        points.set(key, point);
      }
      return { status: 200, body: [...points.values()].sort((a, b) => b.weight - a.weight) };
    },

    exportAnalytics: async ({ organisation, params, query }) => {
      const range = rangeOf(query);
      const after = offsetOf(query.offset);
      if (params.api === 'facebook') return { status: 200, body: [] };
      const sessions = await services.playerBeacons.sessions(
        filterOf(organisation, params.api, query, range),
        {
          max: Math.min(query.max ?? EXPORT_PAGE_MAX, EXPORT_PAGE_MAX),
          ...(after ? { after } : {}),
        },
      );
      return {
        status: 200,
        body: sessions.map((session) => exportRowOf(session, services)),
      };
    },
  } satisfies HandlerMap<CentralV3>;
}

/** A session as the section 3 export columns; the place is unknown (null) when not located. */
function exportRowOf(session: SessionRow, services: Services): ExportRow {
  const place = locateViewer(services.viewerLocator, session.ipAddress);
  const shared = {
    clientId: session.clientId,
    sessionId: session.sessionId,
    timestamp: session.startedAt.toISOString(),
    ipAddress: session.ipAddress,
    city: place?.city ?? null,
    region: place?.region ?? null,
    country: place?.country ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    totalTimeWatchedSeconds: Math.round(session.watchedSeconds),
    userAgent: session.userAgent,
    // The player's beacon carries no rendition yet (the contract's PlayerHeartbeat has none).
    resolution: null,
    deviceClass: session.deviceClass,
    deviceBrand: session.deviceBrand,
    osClass: session.osClass,
    osNameVersion: session.osNameVersion,
  };
  if (session.mediaId) return { savedVideoId: session.mediaId, ...shared };
  return {
    eventId: session.webChannelId ?? '',
    eventType: session.live ? 'live' : 'onDemand',
    state: session.live ? 'live' : 'completed',
    ...shared,
  };
}
