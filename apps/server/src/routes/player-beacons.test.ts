import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_IDS } from '../seed/demo-data';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';
import type { DatabaseHandle } from '../db/connection';
import { PlayerBeaconsRepository } from '../db/telemetry/player-beacons-repository';
import { BEACON_MESSAGES } from './player-beacons';
import { ANALYTICS_MESSAGES } from './analytics';

const DAY = 24 * 60 * 60 * 1000;
/** Far from the demo viewing history (the weeks before the seed), so only these beacons count. */
const START = new Date(Date.now() + 400 * DAY);
START.setUTCHours(12, 0, 0, 0);

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let clock: Date;
let admin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  clock = new Date(START);
  database = await openTestDatabase();
  app = await buildTestApp({ database, now: () => clock });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0';

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

interface Beat {
  sessionId: string;
  clientId: string;
  mediaId?: string | null;
  embedId?: string;
  playbackType?: string;
  positionSeconds?: number;
  timestamp?: string;
  userAgent?: string;
}

const beat = async ({ userAgent = iphone, ...beat }: Beat) =>
  checked(
    'sendPlayerHeartbeat',
    await app.inject({
      method: 'POST',
      url: '/api/telemetry/heartbeats',
      headers: { 'user-agent': userAgent },
      payload: {
        playbackType: 'ON_DEMAND',
        positionSeconds: 0,
        timestamp: clock.toISOString(),
        ...beat,
      },
    }),
  );

/** A session that plays `heartbeats` intervals of 30 seconds, starting now. */
async function watch(session: Beat, heartbeats: number) {
  expect((await beat(session)).statusCode).toBe(204);
  for (let index = 1; index <= heartbeats; index += 1) {
    clock = new Date(clock.getTime() + 30_000);
    expect((await beat({ ...session, positionSeconds: index * 30 })).statusCode).toBe(204);
  }
}

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

const analyticsUrl = (
  path: string,
  query: Record<string, string>,
  organisationId: string = ORGANISATION_IDS.riverside,
) => `/api/v3/customers/${organisationId}/${path}?${new URLSearchParams(query).toString()}`;

describe('sendPlayerHeartbeat', () => {
  it('stores a session’s start and heartbeats under the video’s organisation, without a token', async () => {
    await watch({ sessionId: 's-1', clientId: 'c-1', mediaId: MEDIA_IDS.hopeInHardTimes }, 2);
    const beacons = await new PlayerBeaconsRepository(database.db).sessionBeacons(
      ORGANISATION_IDS.riverside,
      's-1',
    );
    expect(beacons.map((row) => [row.kind, row.watchedSeconds, row.positionSeconds])).toEqual([
      ['start', 0, 0],
      ['heartbeat', 30, 30],
      ['heartbeat', 30, 60],
    ]);
    expect(beacons[0]).toMatchObject({
      source: 'contentLibrary',
      mediaId: MEDIA_IDS.hopeInHardTimes,
      deviceClass: 'mobile',
      deviceBrand: 'Apple',
      osNameVersion: 'iOS 17.4',
      userAgent: iphone,
    });
  });

  it('finds a web channel by its embed id and caps a long gap at two intervals', async () => {
    await beat({
      sessionId: 's-2',
      clientId: 'c-2',
      embedId: 'rvs-main-7k2q',
      playbackType: 'REAL_TIME',
    });
    clock = new Date(clock.getTime() + 10 * 60_000);
    await beat({
      sessionId: 's-2',
      clientId: 'c-2',
      embedId: 'rvs-main-7k2q',
      playbackType: 'REAL_TIME',
    });
    const beacons = await new PlayerBeaconsRepository(database.db).sessionBeacons(
      ORGANISATION_IDS.riverside,
      's-2',
    );
    expect(beacons.map((row) => row.watchedSeconds)).toEqual([0, 60]);
    expect(beacons[0]).toMatchObject({ source: 'webevents', webChannelId: WEB_CHANNEL_IDS.main });
  });

  it('refuses what it cannot place or trust', async () => {
    const none = await beat({ sessionId: 's-3', clientId: 'c 3' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual({
      'body.clientId': BEACON_MESSAGES.playerId,
      'body.mediaId': BEACON_MESSAGES.target,
    });
    const unknown = await beat({
      sessionId: 's-3',
      clientId: 'c-3',
      mediaId: '00000000-0000-4000-8000-000000000000',
    });
    expect(fieldsOf(unknown)).toEqual({ 'body.mediaId': BEACON_MESSAGES.unknownTarget });
    const extra = await app.inject({
      method: 'POST',
      url: '/api/telemetry/heartbeats',
      payload: {
        sessionId: 's-3',
        clientId: 'c-3',
        embedId: 'rvs-main-7k2q',
        playbackType: 'REAL_TIME',
        positionSeconds: 0,
        timestamp: clock.toISOString(),
        organisationId: ORGANISATION_IDS.harbor,
      },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 429 to beacons of one session sent faster than any player does', async () => {
    const session = { sessionId: 's-4', clientId: 'c-4', embedId: 'rvs-main-7k2q' };
    expect((await beat(session)).statusCode).toBe(204);
    clock = new Date(clock.getTime() + 1000);
    expect((await beat(session)).statusCode).toBe(429);
  });
});

describe('getStatisticsSummary', () => {
  it('computes every metric in the spec’s order, with the change against the previous period', async () => {
    const media = MEDIA_IDS.hopeInHardTimes;
    // Previous day: one viewer, one session of 60 seconds.
    await watch({ sessionId: 'old-1', clientId: 'returning', mediaId: media }, 2);
    clock = new Date(START.getTime() + DAY);
    // This day: the returning viewer (90 s) and a new one, watching at the same time (30 s).
    await beat({ sessionId: 'new-1', clientId: 'returning', mediaId: media });
    await beat({ sessionId: 'new-2', clientId: 'fresh', mediaId: media, userAgent: windows });
    for (let index = 1; index <= 3; index += 1) {
      clock = new Date(clock.getTime() + 30_000);
      await beat({ sessionId: 'new-1', clientId: 'returning', mediaId: media });
      if (index === 1)
        await beat({ sessionId: 'new-2', clientId: 'fresh', mediaId: media, userAgent: windows });
    }

    // Access tokens live minutes: sign in again on the later day.
    admin = await signIn(app, 'admin@riverside.example');
    const dayStart = new Date(START);
    dayStart.setUTCHours(0, 0, 0, 0);
    const range = {
      start: new Date(dayStart.getTime() + DAY).toISOString(),
      end: new Date(dayStart.getTime() + 2 * DAY).toISOString(),
    };
    const response = checked(
      'getStatisticsSummary',
      await app.inject({
        method: 'GET',
        url: analyticsUrl('contentLibrary/statistics/summary', range),
        headers: admin.headers,
      }),
    );
    expect(response.statusCode).toBe(200);
    const metrics = response.json().metrics as Array<{
      metric: string;
      value: number;
      percentageIncrease: number | null;
      trend: string;
    }>;
    expect(metrics.map((m) => m.metric)).toEqual([
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
    ]);
    const byName = Object.fromEntries(metrics.map((m) => [m.metric, m]));
    expect(byName.viewers).toMatchObject({ value: 2, percentageIncrease: 100, trend: 'positive' });
    expect(byName.views).toMatchObject({ value: 2, percentageIncrease: 100 });
    expect(byName.totalTimeWatched).toMatchObject({ value: 120, percentageIncrease: 100 });
    expect(byName.totalMinutesWatched).toMatchObject({ value: 2 });
    expect(byName.avgTimeWatched).toMatchObject({
      value: 60,
      percentageIncrease: 0,
      trend: 'none',
    });
    expect(byName.medianTimeWatched).toMatchObject({ value: 60 });
    expect(byName.newViewers).toMatchObject({ value: 1, percentageIncrease: 0 });
    expect(byName.returnViewers).toMatchObject({
      value: 1,
      percentageIncrease: null,
      trend: 'none',
    });
    expect(byName.peakConcurrentViewers).toMatchObject({ value: 2, percentageIncrease: 100 });
    expect(byName.peakConcurrentLiveViews).toMatchObject({ value: 0, percentageIncrease: null });

    const desktopOnly = await app.inject({
      method: 'GET',
      url: analyticsUrl('contentLibrary/statistics/summary', { ...range, deviceType: 'desktop' }),
      headers: admin.headers,
    });
    expect(desktopOnly.json().metrics[0]).toMatchObject({ metric: 'viewers', value: 1 });

    // Another organisation's analytics do not see Riverside's viewers.
    const harbor = await signIn(app, 'admin@harbor.example');
    const elsewhere = await app.inject({
      method: 'GET',
      url: analyticsUrl('contentLibrary/statistics/summary', range, ORGANISATION_IDS.harbor),
      headers: harbor.headers,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().metrics.every((m: { value: number }) => m.value === 0)).toBe(true);
  });

  it('has the demo viewing history of the last weeks, played through the beacon storage', async () => {
    const end = new Date();
    const range = {
      start: new Date(end.getTime() - 28 * DAY).toISOString(),
      end: end.toISOString(),
    };
    for (const api of ['contentLibrary', 'webevents']) {
      const response = checked(
        'getStatisticsSummary',
        await app.inject({
          method: 'GET',
          url: analyticsUrl(`${api}/statistics/summary`, range),
          headers: admin.headers,
        }),
      );
      const byName = Object.fromEntries(
        response.json().metrics.map((m: { metric: string }) => [m.metric, m]),
      );
      expect(byName.viewers.value).toBeGreaterThan(0);
      expect(byName.views.value).toBeGreaterThan(byName.viewers.value / 2);
      expect(byName.totalMinutesWatched.value).toBeGreaterThan(0);
      expect(byName.views.percentageIncrease).not.toBeNull();
      expect(byName.returnViewers.value).toBeGreaterThan(0);
    }
  });

  it('refuses a range that ends before it starts', async () => {
    const response = checked(
      'getStatisticsSummary',
      await app.inject({
        method: 'GET',
        url: analyticsUrl('webevents/statistics/summary', {
          start: START.toISOString(),
          end: new Date(START.getTime() - DAY).toISOString(),
        }),
        headers: admin.headers,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'query.end': ANALYTICS_MESSAGES.range });
  });

  it('is refused to the Video Review user', async () => {
    const review = await signIn(app, 'review@riverside.example');
    const response = await app.inject({
      method: 'GET',
      url: analyticsUrl('webevents/statistics/summary', {
        start: START.toISOString(),
        end: new Date(START.getTime() + DAY).toISOString(),
      }),
      headers: review.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('exportAnalytics and listViewerLocations', () => {
  it('pages sessions by start and session id, and places loopback viewers nowhere', async () => {
    await watch(
      {
        sessionId: 'b-session',
        clientId: 'c-1',
        embedId: 'rvs-main-7k2q',
        playbackType: 'REAL_TIME',
      },
      1,
    );
    await watch(
      {
        sessionId: 'a-session',
        clientId: 'c-2',
        embedId: 'rvs-main-7k2q',
        playbackType: 'REAL_TIME',
        userAgent: windows,
      },
      2,
    );
    const range = {
      start: new Date(START.getTime() - 60_000).toISOString(),
      end: new Date(START.getTime() + DAY).toISOString(),
    };
    const page = async (query: Record<string, string>) =>
      checked(
        'exportAnalytics',
        await app.inject({
          method: 'GET',
          url: analyticsUrl('webevents/export', { ...range, ...query }),
          headers: admin.headers,
        }),
      );
    const first = await page({ max: '1' });
    expect(first.statusCode).toBe(200);
    const [row] = first.json();
    expect(row).toMatchObject({
      eventId: WEB_CHANNEL_IDS.main,
      eventType: 'live',
      sessionId: 'b-session',
      clientId: 'c-1',
      totalTimeWatchedSeconds: 30,
      deviceClass: 'mobile',
      deviceBrand: 'Apple',
      city: null,
      country: null,
    });
    const second = await page({ max: '1', offset: `${row.timestamp},${row.sessionId}` });
    expect(second.json()).toEqual([
      expect.objectContaining({
        sessionId: 'a-session',
        totalTimeWatchedSeconds: 60,
        osNameVersion: 'Windows 10',
      }),
    ]);
    const last = second.json()[0];
    const after = await page({ max: '1', offset: `${last.timestamp},${last.sessionId}` });
    expect(after.json()).toEqual([]);
    const badOffset = await page({ offset: 'yesterday,s' });
    expect(badOffset.statusCode).toBe(400);

    const locations = checked(
      'listViewerLocations',
      await app.inject({
        method: 'GET',
        url: analyticsUrl('webevents/statistics/viewers/locations', range),
        headers: admin.headers,
      }),
    );
    expect(locations.statusCode).toBe(200);
    expect(locations.json()).toEqual([]);
  });
});
