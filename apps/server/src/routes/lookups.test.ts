import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, ContractResponseValidator, signIn } from '../test-support';
import { listTimezonesAt, timezonesPerMinute } from './lookups';

let contract: ContractResponseValidator;
let app: FastifyInstance;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

describe('lookups', () => {
  it('lists regions with the default one, North America (us), first', async () => {
    const session = await signIn(app, 'events@riverside.example');
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/regions',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(contract.check('listRegions', response).problems).toEqual([]);
    const [first, ...rest] = response.json();
    expect(first).toMatchObject({ name: 'North America', zone: 'us', defaultRegion: true });
    expect(rest.every((region: { defaultRegion: boolean }) => !region.defaultRegion)).toBe(true);
  });

  it('lists time zones without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/timezones' });
    expect(response.statusCode).toBe(200);
    expect(contract.check('listTimezones', response).problems).toEqual([]);
    expect(response.json()).toContainEqual({ name: 'UTC', offset: '+00:00' });
  });
});

describe('listTimezonesAt', () => {
  it('follows daylight saving time', () => {
    const winter = listTimezonesAt(new Date('2026-01-15T12:00:00Z')).find(
      (zone) => zone.name === 'America/Chicago',
    );
    const summer = listTimezonesAt(new Date('2026-07-15T12:00:00Z')).find(
      (zone) => zone.name === 'America/Chicago',
    );
    expect(winter?.offset).toBe('-06:00');
    expect(summer?.offset).toBe('-05:00');
  });
});

describe('timezonesPerMinute', () => {
  const chicago = (list: Array<{ name: string; offset: string }>) =>
    list.find((zone) => zone.name === 'America/Chicago')?.offset;

  it('answers the same list within a minute and a new one in the next', () => {
    const timezonesAt = timezonesPerMinute();
    const first = timezonesAt(new Date('2026-01-15T12:00:05Z'));
    expect(timezonesAt(new Date('2026-01-15T12:00:59Z'))).toBe(first);
    expect(timezonesAt(new Date('2026-01-15T12:01:00Z'))).not.toBe(first);
  });

  it('changes the offset in the minute daylight saving time starts', () => {
    const timezonesAt = timezonesPerMinute();
    // Chicago moves from -06:00 to -05:00 at 2026-03-08 02:00 local, 08:00 UTC.
    expect(chicago(timezonesAt(new Date('2026-03-08T07:59:30Z')))).toBe('-06:00');
    expect(chicago(timezonesAt(new Date('2026-03-08T08:00:00Z')))).toBe('-05:00');
    expect(chicago(timezonesAt(new Date('2026-03-08T08:00:40Z')))).toBe('-05:00');
  });
});
