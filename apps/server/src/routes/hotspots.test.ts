import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaItems } from '../db/media/schema';
import { playerBeacons } from '../db/telemetry/schema';
import {
  buildTestApp,
  ContractResponseValidator,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import { cuePositionOf } from './hotspots';

let contract: ContractResponseValidator;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});

const mediaId = MEDIA_IDS.youthNight;
let app: FastifyInstance;
let library: SignedIn;

/** One viewer's session: a beacon at each position, 30 seconds apart. */
function session(sessionId: string, positions: readonly number[]) {
  return positions.map((positionSeconds, index) => ({
    organisationId: ORGANISATION_IDS.riverside,
    source: 'contentLibrary' as const,
    mediaId,
    sessionId,
    clientId: `client-${sessionId}`,
    kind: index === 0 ? ('start' as const) : ('heartbeat' as const),
    playbackType: 'ON_DEMAND' as const,
    positionSeconds,
    watchedSeconds: index === 0 ? 0 : 30,
    deviceClass: 'desktop' as const,
    occurredAt: new Date(Date.parse('2026-11-16T10:00:00Z') + index * 30_000),
  }));
}

beforeEach(async () => {
  const database = await openTestDatabase();
  await database.db.delete(playerBeacons).where(eq(playerBeacons.mediaId, mediaId));
  await database.db
    .update(mediaItems)
    .set({ durationSeconds: 600 })
    .where(eq(mediaItems.id, mediaId));
  await database.db.insert(playerBeacons).values([
    // Watches to the end.
    ...session(
      'a',
      [
        0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 390, 420, 450, 480, 510, 540,
        585,
      ],
    ),
    // Goes back from 130 s to 65 s (a rewatch at 60 s), then leaves at 125 s.
    ...session('b', [0, 30, 70, 100, 130, 65, 95, 125]),
    // Leaves at 95 s.
    ...session('c', [0, 35, 65, 95]),
  ]);
  app = await buildTestApp({ database });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const hotspotsUrl = (id: string) => `/api/hotspots/media/${id}/hotspots`;

describe('listHotspots', () => {
  it('finds where viewers gather, go back and leave, as shares of the sessions', async () => {
    const response = await app.inject({ url: hotspotsUrl(mediaId), headers: library.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(contract.check('listHotspots', response).problems).toEqual([]);
    const moments = response.json<Array<{ position: string; kind: string; weight: number }>>();
    expect(moments.filter((moment) => moment.kind === 'rewatch')).toEqual([
      { position: '00:01:00.000', kind: 'rewatch', weight: 0.33 },
    ]);
    // Viewer a finished (585 s is in the last 30 s of 600), so only b and c left early.
    expect(moments.filter((moment) => moment.kind === 'dropoff')).toEqual([
      { position: '00:01:30.000', kind: 'dropoff', weight: 0.33 },
      { position: '00:02:00.000', kind: 'dropoff', weight: 0.33 },
    ]);
    const peaks = moments.filter((moment) => moment.kind === 'peak');
    expect(peaks).toHaveLength(5);
    expect(peaks[0]).toEqual({ position: '00:00:00.000', kind: 'peak', weight: 1 });
  });

  it('answers no moments for a video nobody watched, 404 for another organisation', async () => {
    const quiet = await app.inject({
      url: hotspotsUrl(MEDIA_IDS.baptismSunday),
      headers: library.headers,
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json()).toEqual([]);
    const harbor = await signIn(app, 'admin@harbor.example');
    expect(
      (await app.inject({ url: hotspotsUrl(mediaId), headers: harbor.headers })).statusCode,
    ).toBe(404);
  });
});

describe('cuePositionOf', () => {
  it('writes HH:MM:SS.mmm', () => {
    expect(cuePositionOf(3_723.5)).toBe('01:02:03.500');
  });
});
