import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents } from '../db/broadcast/schema';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});

const NOW = new Date('2026-11-20T12:00:00Z');
const ENCODER = '0e0e0e0e-1111-4222-8333-444455556666';
let app: FastifyInstance;
let admin: SignedIn;

beforeEach(async () => {
  const database = await openTestDatabase();
  // The seed's own live events are in the past months; these are the ones the tests count.
  await database.db.delete(liveEvents);
  const event = (
    name: string,
    startedAt: Date | null,
    endedAt: Date | null,
    organisationId: string = ORGANISATION_IDS.riverside,
  ) => ({
    organisationId,
    name,
    encoderId: ENCODER,
    durationMinutes: 120,
    state: 'STOPPED' as const,
    startedAt,
    endedAt,
  });
  await database.db.insert(liveEvents).values([
    // 90 minutes inside November.
    event('Sunday service', new Date('2026-11-15T15:00:00Z'), new Date('2026-11-15T16:30:00Z')),
    // Started on 31 October at 23:30: only its 30 November minutes count.
    event('Halloween vigil', new Date('2026-10-31T23:30:00Z'), new Date('2026-11-01T00:30:00Z')),
    // Still on air: counts up to now (30 minutes).
    event('Youth night', new Date('2026-11-20T11:30:00Z'), null),
    // Never started: nothing streamed.
    event('Cancelled', null, null),
    // Another organisation's stream is never counted.
    event(
      'Harbor',
      new Date('2026-11-10T10:00:00Z'),
      new Date('2026-11-10T12:00:00Z'),
      ORGANISATION_IDS.harbor,
    ),
  ]);
  app = await buildTestApp({ database, now: () => new Date(NOW) });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const usageUrl = (query = '') =>
  `/api/stream-usage/customers/${ORGANISATION_IDS.riverside}/usage${query}`;

describe('getStreamUsage', () => {
  it('counts the minutes on air in the current month, clipped to it', async () => {
    const response = await app.inject({ url: usageUrl(), headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(contract.check('getStreamUsage', response).problems).toEqual([]);
    expect(response.json()).toEqual({
      customerId: ORGANISATION_IDS.riverside,
      streamMinutes: 90 + 30 + 30,
      allowanceMinutes: null,
      nearLimit: false,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
    });
  });

  it('answers a range given, and refuses one that ends before it starts', async () => {
    const october = await app.inject({
      url: usageUrl('?start=2026-10-01T00:00:00Z&end=2026-11-01T00:00:00Z'),
      headers: admin.headers,
    });
    expect(october.json()).toMatchObject({ streamMinutes: 30 });
    const backwards = await app.inject({
      url: usageUrl('?start=2026-11-01T00:00:00Z&end=2026-10-01T00:00:00Z'),
      headers: admin.headers,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("answers 404 for another organisation's usage", async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    expect((await app.inject({ url: usageUrl(), headers: harbor.headers })).statusCode).toBe(404);
  });
});
