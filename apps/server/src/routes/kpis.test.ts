import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents } from '../db/broadcast/schema';
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
import { percentageIncrease } from './kpis';

let contract: ContractResponseValidator;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});

const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
let app: FastifyInstance;
let admin: SignedIn;

const beacon = (clientId: string, at: Date, watchedSeconds: number) => ({
  organisationId: ORGANISATION_IDS.riverside,
  source: 'contentLibrary' as const,
  mediaId: MEDIA_IDS.youthNight,
  sessionId: `${clientId}-${at.getTime()}`,
  clientId,
  kind: 'heartbeat' as const,
  playbackType: 'ON_DEMAND' as const,
  positionSeconds: 60,
  watchedSeconds,
  deviceClass: 'desktop' as const,
  occurredAt: at,
});

beforeEach(async () => {
  const database = await openTestDatabase();
  // Only the figures these tests make: the seed's own history is left out of both windows.
  await database.db.delete(playerBeacons);
  await database.db.delete(liveEvents);
  await database.db.insert(playerBeacons).values([
    // This window: two viewers, 2 hours in all.
    beacon('viewer-1', daysAgo(1), 3600),
    beacon('viewer-2', daysAgo(10), 1800),
    beacon('viewer-2', daysAgo(11), 1800),
    // The window before: one viewer, 1 hour.
    beacon('viewer-3', daysAgo(40), 3600),
  ]);
  const event = (name: string, startedAt: Date) => ({
    organisationId: ORGANISATION_IDS.riverside,
    name,
    encoderId: '0e0e0e0e-1111-4222-8333-444455556666',
    durationMinutes: 60,
    state: 'STOPPED' as const,
    startedAt,
    endedAt: new Date(startedAt.getTime() + 3_600_000),
  });
  await database.db
    .insert(liveEvents)
    .values([
      event('This week', daysAgo(3)),
      event('Last month', daysAgo(35)),
      event('Earlier', daysAgo(36)),
    ]);
  app = await buildTestApp({ database, now: () => new Date(NOW) });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const kpisUrl = `/api/v4/customers/${ORGANISATION_IDS.riverside}/kpis`;

describe('listKpis', () => {
  it('answers the overview figures, compared with the 28 days before', async () => {
    const response = await app.inject({ url: kpisUrl, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(contract.check('listKpis', response).problems).toEqual([]);
    const byName = Object.fromEntries(
      response.json<Array<{ name: string }>>().map((kpi) => [kpi.name, kpi]),
    );
    expect(byName.liveEvents).toEqual({
      name: 'liveEvents',
      value: 1,
      unit: 'count',
      percentageIncrease: -50,
    });
    expect(byName.viewersLast28Days).toMatchObject({ value: 2, percentageIncrease: 100 });
    expect(byName.hoursWatchedLast28Days).toMatchObject({
      value: 2,
      unit: 'hours',
      percentageIncrease: 100,
    });
    // The seed's Riverside library: five visible items.
    expect(byName.libraryVideos).toMatchObject({ value: 5, unit: 'count' });
    expect(byName.storageUsedBytes).toMatchObject({ unit: 'bytes' });
    expect(byName.bandwidthUsedBytes).toMatchObject({ unit: 'bytes' });
  });

  it("answers 404 for another organisation's figures", async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    expect((await app.inject({ url: kpisUrl, headers: harbor.headers })).statusCode).toBe(404);
  });
});

describe('percentageIncrease', () => {
  it('is null when there was nothing to compare with', () => {
    expect(percentageIncrease(5, 0)).toBeNull();
    expect(percentageIncrease(3, 2)).toBe(50);
  });
});
