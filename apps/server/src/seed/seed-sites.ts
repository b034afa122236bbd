import type { Database } from '../db/connection';
import { sitePlaylists, sites } from '../db/sites/schema';
import {
  HEARTBEAT_INTERVAL_SECONDS,
  PlayerBeaconsRepository,
  type BeaconInput,
  type BeaconTarget,
} from '../db/telemetry/player-beacons-repository';
import { parseUserAgent } from '../telemetry/user-agent';
import { MEDIA_IDS, ORGANISATION_IDS, WEB_CHANNEL_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SITE_IDS = {
  riverside: '0f2b4d65-8a9c-4ebf-9b5d-7c9e1a3c5e01',
} as const;

/**
 * The playlist the Riverside site shows. The playlists area seeds its own demo playlists; this id
 * is the contract's example, and the lead aligns it with that seed when both are merged.
 */
export const DEMO_SITE_PLAYLIST_IDS = {
  riversideSeries: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01',
} as const;

/** Riverside's public site (`riverside`), playing its main web channel when live. */
export const DEMO_SITES = [
  {
    id: SITE_IDS.riverside,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Riverside Watch',
    slug: 'riverside',
    description: 'Every service and series in one place.',
    themeMode: 'dark' as const,
    analyticsMeasurementId: 'G-AB12CD34EF',
    liveWebChannelId: WEB_CHANNEL_IDS.main,
  },
];

export async function seedSites(tx: SeedTransaction): Promise<void> {
  await tx.insert(sites).values(DEMO_SITES);
  await tx.insert(sitePlaylists).values([
    {
      siteId: SITE_IDS.riverside,
      playlistId: DEMO_SITE_PLAYLIST_IDS.riversideSeries,
      position: 0,
    },
  ]);
}

/**
 * The viewing history's length: the 7 and 28 day ranges and part of their previous periods. Kept
 * small (about 2,500 beacons) because every server test process seeds it once.
 */
export const DEMO_VIEWING_DAYS = 35;

const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (SMART-TV; LINUX; Tizen 7.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36',
];

/** The same numbers on every first start: a small linear congruential generator. */
function demoRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface DemoViewing {
  target: BeaconTarget;
  live: boolean;
  sessionsPerDay: number;
}

const riversideLibrary = (mediaId: string, sessionsPerDay: number): DemoViewing => ({
  target: {
    organisationId: ORGANISATION_IDS.riverside,
    source: 'contentLibrary',
    mediaId,
    webChannelId: null,
  },
  live: false,
  sessionsPerDay,
});

const DEMO_VIEWING: DemoViewing[] = [
  riversideLibrary(MEDIA_IDS.hopeInHardTimes, 2),
  riversideLibrary(MEDIA_IDS.christmasEve, 1),
  riversideLibrary(MEDIA_IDS.youthNight, 1),
  {
    target: {
      organisationId: ORGANISATION_IDS.riverside,
      source: 'webevents',
      mediaId: null,
      webChannelId: WEB_CHANNEL_IDS.main,
    },
    live: true,
    sessionsPerDay: 3,
  },
];

/**
 * Weeks of viewing of Riverside's library videos and main web channel, played through the same
 * beacon storage as real players (`PlayerBeaconsRepository.recordSession`), so every statistic,
 * the export and the charts have data on first start. Viewers come back (a pool of clients), the
 * later weeks a little busier than the earlier ones, so the change figures have a sign.
 */
export async function seedDemoViewing(tx: SeedTransaction, now: Date): Promise<number> {
  const beacons = new PlayerBeaconsRepository(tx);
  const random = demoRandom(19);
  const dayMs = 24 * 60 * 60 * 1000;
  let stored = 0;
  let sessionNumber = 0;
  for (let daysAgo = DEMO_VIEWING_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = new Date(now.getTime() - daysAgo * dayMs);
    day.setUTCHours(0, 0, 0, 0);
    const growth = 1 + (DEMO_VIEWING_DAYS - daysAgo) / DEMO_VIEWING_DAYS;
    for (const viewing of DEMO_VIEWING) {
      const sessions = Math.round(viewing.sessionsPerDay * growth * (0.6 + random() * 0.8));
      // Live viewers gather around the service; library viewers come through the day.
      const startHour = viewing.live ? 15 : 8 + Math.floor(random() * 12);
      for (let index = 0; index < sessions; index += 1) {
        sessionNumber += 1;
        const client = Math.floor(random() * 40);
        const userAgent = DEMO_USER_AGENTS[client % DEMO_USER_AGENTS.length] ?? null;
        const device = parseUserAgent(userAgent);
        const startedAt =
          day.getTime() +
          startHour * 3_600_000 +
          Math.floor(random() * (viewing.live ? 20 : 240)) * 60_000;
        const heartbeats = 2 + Math.floor(random() * (viewing.live ? 24 : 12));
        const session: BeaconInput[] = Array.from({ length: heartbeats + 1 }, (_, beat) => ({
          target: viewing.target,
          sessionId: `demo-${sessionNumber.toString(36)}`,
          clientId: `demo-client-${client}`,
          playbackType: viewing.live ? 'REAL_TIME' : 'ON_DEMAND',
          positionSeconds: beat * HEARTBEAT_INTERVAL_SECONDS,
          deviceClass: device.deviceClass,
          deviceBrand: device.deviceBrand,
          osClass: device.osClass,
          osNameVersion: device.osNameVersion,
          userAgent,
          // Documentation addresses (RFC 5737): public, so a location database would place them.
          ipAddress: `203.0.113.${1 + (client % 200)}`,
          occurredAt: new Date(startedAt + beat * HEARTBEAT_INTERVAL_SECONDS * 1000),
        }));
        stored += await beacons.recordSession(session);
      }
    }
  }
  return stored;
}
