import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageServedDaily, storageServedHourly } from '../db/storage/schema';
import type { DatabaseHandle } from '../db/connection';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import { StorageUsage } from '../storage/usage';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;
let admin: SignedIn;
/** Mid-month, so the current month is running and the three before it are complete. */
const NOW = new Date('2026-11-23T12:00:00Z');
const TB = 1e12;
const GB = 1e9;
const RIVERSIDE = ORGANISATION_IDS.riverside;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  // Known figures instead of the seeded history, so every number below can be worked out.
  await database.db.delete(storageServedDaily);
  await database.db.delete(storageServedHourly);
  app = await buildTestApp({ database, now: () => NOW });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const base = (organisationId: string = RIVERSIDE) => `/api/data-usage/customers/${organisationId}`;

async function call(operationId: string, url: string, session: SignedIn = admin) {
  const response: LightMyRequestResponse = await app.inject({
    method: 'GET',
    url,
    headers: session.headers,
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

async function serve(bytes: number, at: string) {
  await new StorageUsage(database.db).addServed(RIVERSIDE, bytes, new Date(at));
}

describe('getBandwidthUsage', () => {
  it('answers TB per UTC month with the plans’ allowance and the three-month average', async () => {
    await serve(0.3 * TB, '2026-08-31T23:59:59Z');
    await serve(0.4 * TB, '2026-09-01T00:00:00Z');
    await serve(0.5 * TB, '2026-10-15T10:00:00Z');
    await serve(0.6 * TB, '2026-11-01T00:00:00Z');
    await serve(0.05 * TB, '2026-11-20T09:00:00Z');
    const response = await call('getBandwidthUsage', `${base()}/bandwidth?months=4`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      months: [
        // The reset is at 00:00 UTC on the 1st: the last second of August stays in August.
        { month: '2026-08', usedTb: 0.3, allowanceTb: 2 },
        { month: '2026-09', usedTb: 0.4, allowanceTb: 2 },
        { month: '2026-10', usedTb: 0.5, allowanceTb: 2 },
        { month: '2026-11', usedTb: 0.65, allowanceTb: 2 },
      ],
      // August, September and October; the running November is left out.
      threeMonthAverageTb: 0.4,
    });
  });

  it('shows nothing before February 2022', async () => {
    const response = await call('getBandwidthUsage', `${base()}/bandwidth?months=60`);
    const months = response.json().months.map((entry: { month: string }) => entry.month);
    expect(months[0]).toBe('2022-02');
    expect(months.at(-1)).toBe('2026-11');
  });

  it('adds the bytes the server counted as served to the running month', async () => {
    const before = (await call('getBandwidthUsage', `${base()}/bandwidth?months=1`)).json();
    await serve(0.25 * TB, NOW.toISOString());
    const after = (await call('getBandwidthUsage', `${base()}/bandwidth?months=1`)).json();
    expect(after.months[0].usedTb - before.months[0].usedTb).toBeCloseTo(0.25, 5);
  });

  it('is for admins only: Event Admin 403, another organisation 404', async () => {
    const events = await signIn(app, 'events@riverside.example');
    expect((await call('getBandwidthUsage', `${base()}/bandwidth`, events)).statusCode).toBe(403);
    const harbor = await signIn(app, 'admin@harbor.example');
    expect((await call('getBandwidthUsage', `${base()}/bandwidth`, harbor)).statusCode).toBe(404);
  });
});

describe('listDailyBandwidth', () => {
  it('answers one row per UTC day of the month so far, in GB', async () => {
    await serve(18.4 * GB, '2026-11-21T23:30:00Z');
    const response = await call('listDailyBandwidth', `${base()}/bandwidth/daily`);
    const days = response.json();
    expect(days).toHaveLength(23);
    expect(days[0]).toEqual({ date: '2026-11-01', usedGb: 0 });
    expect(days[20]).toEqual({ date: '2026-11-21', usedGb: 18.4 });
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await call(
      'listDailyBandwidth',
      `${base()}/bandwidth/daily?start=2026-11-10T00:00:00Z&end=2026-11-01T00:00:00Z`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()[0].field).toBe('query.end');
  });
});

describe('getDataUsage', () => {
  it('answers bytes per hour, day and month', async () => {
    await serve(1000, '2026-11-20T09:15:00Z');
    await serve(500, '2026-11-20T10:45:00Z');
    await serve(2000, '2026-10-02T00:00:00Z');
    const range = 'start=2026-11-20T09:00:00Z&end=2026-11-20T11:00:00Z';
    const hourly = await call('getDataUsage', `${base()}/usage?granularity=hour&${range}`);
    expect(hourly.json()).toEqual({
      customerId: RIVERSIDE,
      granularity: 'hour',
      points: [
        { start: '2026-11-20T09:00:00.000Z', bytes: 1000 },
        { start: '2026-11-20T10:00:00.000Z', bytes: 500 },
      ],
      totalBytes: 1500,
    });
    const daily = await call(
      'getDataUsage',
      `${base()}/usage?start=2026-11-19T00:00:00Z&end=2026-11-21T00:00:00Z`,
    );
    expect(daily.json().points).toEqual([
      { start: '2026-11-19T00:00:00.000Z', bytes: 0 },
      { start: '2026-11-20T00:00:00.000Z', bytes: 1500 },
    ]);
    const monthly = await call(
      'getDataUsage',
      `${base()}/usage?granularity=month&start=2026-10-01T00:00:00Z&end=2026-12-01T00:00:00Z`,
    );
    expect(monthly.json().points).toEqual([
      { start: '2026-10-01T00:00:00.000Z', bytes: 2000 },
      { start: '2026-11-01T00:00:00.000Z', bytes: 1500 },
    ]);
    expect(monthly.json().totalBytes).toBe(3500);
  });

  it('refuses more than a month of hours', async () => {
    const response = await call(
      'getDataUsage',
      `${base()}/usage?granularity=hour&start=2026-09-01T00:00:00Z&end=2026-11-01T00:00:00Z`,
    );
    expect(response.statusCode).toBe(400);
  });
});
