import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { TelemetryRepository } from '../db/telemetry/telemetry-repository';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
});
afterEach(async () => {
  await app.close();
});

const stored = (organisationId: string) =>
  new TelemetryRepository(database.db).listForOrganisation(organisationId);

const trackEvents = (payload: { events: object[] }, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/telemetry/events', payload, headers });

const riversideEvent = (name: string, timestamp: string) => ({
  name,
  userName: 'admin@riverside.example',
  orgName: 'Riverside Community',
  orgUuid: ORGANISATION_IDS.riverside,
  timestamp,
});

describe('trackEvents', () => {
  it('stores a batch for the sender’s organisation and answers how many it accepted', async () => {
    const session = await signIn(app, 'admin@riverside.example');
    const response = await trackEvents(
      {
        events: [
          riversideEvent('auth.signedIn', '2026-11-22T11:00:00Z'),
          {
            ...riversideEvent('navigation.areaChanged', '2026-11-22T11:00:05Z'),
            properties: { from: 'dashboard', to: 'help', firstVisit: true },
          },
        ],
      },
      session.headers,
    );
    expect(response.statusCode).toBe(202);
    expect(contract.check('trackEvents', response).problems).toEqual([]);
    expect(response.json()).toEqual({ accepted: 2 });

    const rows = await stored(ORGANISATION_IDS.riverside);
    expect(rows.map((row) => [row.name, row.properties, row.occurredAt.toISOString()])).toEqual([
      ['auth.signedIn', {}, '2026-11-22T11:00:00.000Z'],
      [
        'navigation.areaChanged',
        { from: 'dashboard', to: 'help', firstVisit: true },
        '2026-11-22T11:00:05.000Z',
      ],
    ]);
    expect(rows.every((row) => row.userName === 'admin@riverside.example')).toBe(true);
    expect(rows.every((row) => row.orgName === 'Riverside Community')).toBe(true);
    expect(await stored(ORGANISATION_IDS.harbor)).toEqual([]);
  });

  it('refuses events written in another organisation’s name and stores nothing', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await trackEvents(
      {
        events: [
          {
            ...riversideEvent('auth.signedIn', '2026-11-22T11:00:00Z'),
            userName: 'admin@harbor.example',
          },
        ],
      },
      harbor.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(contract.check('trackEvents', response).problems).toEqual([]);
    expect(response.json()).toEqual([
      expect.objectContaining({ field: 'body.events.0.orgUuid', code: 'INVALID_REQUEST' }),
    ]);
    expect(await stored(ORGANISATION_IDS.riverside)).toEqual([]);
    expect(await stored(ORGANISATION_IDS.harbor)).toEqual([]);
  });

  it('refuses an event sent under another user’s name', async () => {
    const session = await signIn(app, 'events@riverside.example');
    const response = await trackEvents(
      { events: [riversideEvent('auth.signedIn', '2026-11-22T11:00:00Z')] },
      session.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'body.events.0.userName' })]);
    expect(await stored(ORGANISATION_IDS.riverside)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const response = await trackEvents({
      events: [riversideEvent('auth.signedIn', '2026-11-22T11:00:00Z')],
    });
    expect(response.statusCode).toBe(401);
    expect(contract.check('trackEvents', response).problems).toEqual([]);
    expect(await stored(ORGANISATION_IDS.riverside)).toEqual([]);
  });

  it('refuses an empty batch through the contract', async () => {
    const session = await signIn(app, 'admin@riverside.example');
    const response = await trackEvents({ events: [] }, session.headers);
    expect(response.statusCode).toBe(400);
    expect(contract.check('trackEvents', response).problems).toEqual([]);
  });
});
