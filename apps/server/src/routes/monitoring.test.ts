import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { systemLogs } from '../db/admin/schema';
import type { DatabaseHandle } from '../db/connection';
import { venues } from '../db/settings/schema';
import { DEMO_VENUES } from '../seed/demo-data';
import { DEMO_ENCODER_SECRETS, ENCODER_IDS } from '../seed/seed-encoders';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let staff: SignedIn;
let riversideAdmin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  staff = await signIn(app, 'staff@studio.example');
  riversideAdmin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

async function call(
  operationId: string,
  url: string,
  session: SignedIn = staff,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method: 'GET', url, headers: session.headers });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const report = (secret: string, overrides: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/agent/v1/reports',
    headers: { authorization: `Bearer ${secret}` },
    payload: {
      state: 'STOPPED',
      uiState: null,
      eventId: null,
      hasInput: false,
      version: '4.12.0',
      videoInputSource: 'SDI 1',
      videoInputSources: ['SDI 1'],
      temperatureSensors: [],
      peakCloudUploadMbps: null,
      error: null,
      ...overrides,
    },
  });

const namesOf = (response: LightMyRequestResponse) =>
  response.json<Array<{ encoder: { name: string } }>>().map((row) => row.encoder.name);

describe('searchEncoders', () => {
  const search = (query: string, session: SignedIn = staff) =>
    call('searchEncoders', `/api/v1/encoders${query}`, session);

  it('lists every organisation’s encoders by name, with the organisation of each', async () => {
    const response = await search('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    expect(namesOf(response)).toEqual([
      'Gym Encoder',
      'Lobby Laptop',
      'Main Sanctuary',
      'North Campus',
      'Youth Room PC',
    ]);
    expect(response.json()[0].customer).toEqual({
      uuid: ORGANISATION_IDS.harbor,
      name: 'Harbor Schools',
    });
  });

  it('finds by encoder name, serial number or organisation name, in any case', async () => {
    expect(namesOf(await search('?q=sanctuary'))).toEqual(['Main Sanctuary']);
    expect(namesOf(await search('?q=e00023'))).toEqual(['North Campus']);
    expect(namesOf(await search('?q=HARBOR'))).toEqual(['Gym Encoder']);
    expect(namesOf(await search(`?q=${ENCODER_IDS.northCampus.toUpperCase()}`))).toEqual([
      'North Campus',
    ]);
  });

  it('filters by version, and takes "All Versions" as no version filter', async () => {
    expect(namesOf(await search('?version=4.13.0'))).toEqual(['Gym Encoder']);
    expect(namesOf(await search('?version=All%20Versions'))).toHaveLength(5);
  });

  it('filters online and offline encoders by their last report (2 minutes)', async () => {
    expect((await report(DEMO_ENCODER_SECRETS.mainSanctuary)).statusCode).toBe(204);
    expect(namesOf(await search('?online=true'))).toEqual(['Main Sanctuary']);
    expect(namesOf(await search('?online=false'))).not.toContain('Main Sanctuary');
    expect(namesOf(await search('?online=false'))).toHaveLength(4);
  });

  it('sorts by organisation and by name, and pages with a next link', async () => {
    expect(namesOf(await search('?sort=desc.customer'))).toEqual([
      'Lobby Laptop',
      'Main Sanctuary',
      'North Campus',
      'Youth Room PC',
      'Gym Encoder',
    ]);
    expect(namesOf(await search('?sort=desc.name&size=2'))).toEqual([
      'Youth Room PC',
      'North Campus',
    ]);
    const second = await search('?sort=desc.name&size=2&page=1');
    expect(namesOf(second)).toEqual(['Main Sanctuary', 'Lobby Laptop']);
    expect(second.headers.link).toContain('page=2');
  });

  it('refuses a search text under 3 characters (400) and anyone but staff (403)', async () => {
    expect((await search('?q=ab')).statusCode).toBe(400);
    expect((await search('', riversideAdmin)).statusCode).toBe(403);
  });
});

describe('listEncodersInError', () => {
  const inError = (session: SignedIn = staff) =>
    call('listEncodersInError', '/api/v3/monitors/encoders/state/error', session);

  it('lists an encoder from its first ERROR report, with the error and since when', async () => {
    expect((await inError()).json()).toEqual([]);
    await report(DEMO_ENCODER_SECRETS.harborGym, {
      state: 'ERROR',
      error: 'No video input on SDI 1',
    });
    const first = (await inError()).json();
    expect(first).toEqual([
      expect.objectContaining({
        uuid: ENCODER_IDS.harborGym,
        name: 'Gym Encoder',
        customerId: ORGANISATION_IDS.harbor,
        customerName: 'Harbor Schools',
        state: 'ERROR',
        online: true,
        error: 'No video input on SDI 1',
      }),
    ]);
    expect(first[0].errorSince).toEqual(expect.any(String));

    // Still in error: the time it fell stays; the message follows the latest report.
    await report(DEMO_ENCODER_SECRETS.harborGym, { state: 'ERROR', error: 'Encoder overheated' });
    const second = (await inError()).json();
    expect(second[0].errorSince).toBe(first[0].errorSince);
    expect(second[0].error).toBe('Encoder overheated');

    await report(DEMO_ENCODER_SECRETS.harborGym, { state: 'STOPPED' });
    expect((await inError()).json()).toEqual([]);
  });

  it('writes one warning to the system log per fall into error', async () => {
    await report(DEMO_ENCODER_SECRETS.harborGym, { state: 'ERROR', error: 'No input' });
    await report(DEMO_ENCODER_SECRETS.harborGym, { state: 'ERROR', error: 'No input' });
    const logged = await database.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.subjectId, ENCODER_IDS.harborGym));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'warning',
      subjectType: 'encoder',
      organisationId: ORGANISATION_IDS.harbor,
      message: 'Encoder Gym Encoder reported an error: No input',
    });
  });

  it('is staff only', async () => {
    expect((await inError(riversideAdmin)).statusCode).toBe(403);
  });
});

/** Places every demo venue's last report `secondsAgo` before now. */
async function venuesReported(secondsAgo: Record<string, number>) {
  for (const venue of DEMO_VENUES) {
    const ago = secondsAgo[venue.id];
    await database.db
      .update(venues)
      .set({ lastReportAt: ago === undefined ? null : new Date(Date.now() - ago * 1000) })
      .where(eq(venues.id, venue.id));
  }
}

const [north, east, youth, chapel] = DEMO_VENUES.map((venue) => venue.id) as [
  string,
  string,
  string,
  string,
];

describe('getOnlinePlayers', () => {
  it('counts decoders that reported within 5 minutes and are not offline', async () => {
    await venuesReported({ [north]: 10, [east]: 200, [youth]: 400 });
    const statuses = DEMO_VENUES.filter((venue) => [north, east].includes(venue.id)).map(
      (venue) => venue.status,
    );
    expect(statuses).not.toContain('offline');
    const response = await call('getOnlinePlayers', '/api/v3/monitors/players');
    expect(response.json()).toEqual({ onlinePlayers: 2 });

    await database.db.update(venues).set({ status: 'offline' }).where(eq(venues.id, east));
    expect((await call('getOnlinePlayers', '/api/v3/monitors/players')).json()).toEqual({
      onlinePlayers: 1,
    });
  });

  it('is staff only', async () => {
    expect(
      (await call('getOnlinePlayers', '/api/v3/monitors/players', riversideAdmin)).statusCode,
    ).toBe(403);
  });
});

describe('listDuplicateLogins', () => {
  const duplicates = (session: SignedIn = staff) =>
    call('listDuplicateLogins', '/api/v1/monitors/duplicatelogins', session);

  it('lists a venue login signed in on two decoders, not one signed in once', async () => {
    expect((await duplicates()).json()).toEqual([]);
    await signIn(app, 'venue.north');
    await signIn(app, 'venue.east');
    expect((await duplicates()).json()).toEqual([]);
    await signIn(app, 'venue.north');
    expect((await duplicates()).json()).toEqual([
      {
        userName: 'venue.north',
        customerId: ORGANISATION_IDS.riverside,
        customerName: 'Riverside Community',
        decoderCount: 2,
        lastLogin: expect.any(String),
      },
    ]);
  });

  it('forgets a decoder that signed out', async () => {
    const first = await signIn(app, 'venue.north');
    await signIn(app, 'venue.north');
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/v3/logout',
      headers: { ...first.headers, cookie: `studio_refresh=${first.refreshToken}` },
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    expect((await duplicates()).json()).toEqual([]);
  });

  it('is staff only', async () => {
    expect((await duplicates(riversideAdmin)).statusCode).toBe(403);
  });
});

describe('the customer monitors', () => {
  const riverside = `/api/v3/customers/${ORGANISATION_IDS.riverside}/monitors`;

  it('answers the organisation’s encoders and decoders reported since `after`', async () => {
    await venuesReported({ [north]: 10, [east]: 30, [chapel]: 600 });
    await report(DEMO_ENCODER_SECRETS.mainSanctuary);
    const after = new Date(Date.now() - 5 * 60_000).toISOString();
    const response = await call(
      'getCustomerMonitors',
      `${riverside}?after=${encodeURIComponent(after)}`,
      riversideAdmin,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.onlineEncoders).toBe(1);
    expect(body.encoders.map((row: { name: string }) => row.name)).toEqual(['Main Sanctuary']);
    expect(body.decoders.map((row: { userName: string }) => row.userName)).toEqual([
      'venue.east',
      'venue.north',
    ]);
  });

  it('lists the encoders by name with `minutes` deciding who is online', async () => {
    await report(DEMO_ENCODER_SECRETS.northCampus);
    const response = await call(
      'listCustomerEncoderMonitors',
      `${riverside}/encoders?sort=desc.name&minutes=2`,
      riversideAdmin,
    );
    const rows = response.json<Array<{ name: string; online: boolean }>>();
    expect(rows.map((row) => row.name)).toEqual([
      'Youth Room PC',
      'North Campus',
      'Main Sanctuary',
      'Lobby Laptop',
    ]);
    expect(rows.filter((row) => row.online).map((row) => row.name)).toEqual(['North Campus']);
  });

  it('lists the decoders by user name with their player state', async () => {
    await venuesReported({ [north]: 10, [east]: 30 });
    const response = await call(
      'listCustomerDecoderMonitors',
      `${riverside}/decoders?sort=desc.userName`,
      riversideAdmin,
    );
    expect(response.json()).toEqual([
      expect.objectContaining({
        userName: 'venue.north',
        status: 'playing',
        playerVersion: '3.8.2',
      }),
      expect.objectContaining({ userName: 'venue.east', status: 'stopped' }),
    ]);
  });

  it('keeps each organisation to its own: Harbor cannot read Riverside’s (404)', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    expect((await call('getCustomerMonitors', riverside, harbor)).statusCode).toBe(404);
    expect(
      (await call('listCustomerEncoderMonitors', `${riverside}/encoders`, harbor)).statusCode,
    ).toBe(404);
    expect(
      (await call('listCustomerDecoderMonitors', `${riverside}/decoders`, harbor)).statusCode,
    ).toBe(404);
  });
});
