import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planRequirementMessage, VALIDATION_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { organisations } from '../db/organisations/schema';
import { encoderChannels, venues } from '../db/settings/schema';
import { DECODER_REPORT_WINDOW_MS } from '../live/decoders/decoder-presence';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_VENUES,
  openTestDatabase,
  ORGANISATION_IDS,
  REGION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: SignedIn;

const CHANNELS = {
  sunday: 'e1a2b3c4-0000-4000-8000-000000000001',
  youth: 'e1a2b3c4-0000-4000-8000-000000000002',
  harborGym: 'e1a2b3c4-0000-4000-8000-000000000003',
};

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  // Encoder channels to grant venues (the channels seed is another resource's).
  await database.db.insert(encoderChannels).values([
    {
      id: CHANNELS.sunday,
      organisationId: ORGANISATION_IDS.riverside,
      name: 'Test Sunday',
      regionId: REGION_IDS.northAmerica,
    },
    {
      id: CHANNELS.youth,
      organisationId: ORGANISATION_IDS.riverside,
      name: 'Test Youth',
      regionId: REGION_IDS.northAmerica,
    },
    {
      id: CHANNELS.harborGym,
      organisationId: ORGANISATION_IDS.harbor,
      name: 'Test Gym',
      regionId: REGION_IDS.northAmerica,
    },
  ]);
  app = await buildTestApp({ database });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const base = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}`;
const collection = (organisationId?: string) => `${base(organisationId)}/venues`;
const item = (id: string, organisationId?: string) => `${collection(organisationId)}/${id}`;
const NORTH = DEMO_VENUES[0]!.id;

const west = {
  username: 'venue.west',
  password: 'West-Campus-2026',
  licenceType: 'pro',
  encoderChannelIds: [CHANNELS.sunday],
  decoderMode: 'Lan',
};

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const call = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  session: SignedIn = admin,
) =>
  checked(
    operationId,
    await app.inject({
      method,
      url,
      headers: session.headers,
      ...(body === undefined ? {} : { payload: body as object }),
    }),
  );

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

const availability = async () =>
  (await call('getVenueLicenceAvailability', 'GET', `${base()}/licenses/venues`)).json<{
    availableVenueLicenses: Record<string, number>;
  }>().availableVenueLicenses;

const signInAttempt = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/token',
    payload: { grant_type: 'password_cookie', username, password },
  });

describe('listVenues and getVenueLicenceAvailability', () => {
  it('answers the venues by username with what their decoders reported', async () => {
    const response = await call('listVenues', 'GET', collection());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const venues = response.json<Array<{ username: string; status: string }>>();
    expect(venues.map((venue) => [venue.username, venue.status])).toEqual([
      ['venue.chapel', 'offline'],
      ['venue.east', 'online'],
      ['venue.north', 'playing'],
      ['venue.youth', 'playing'],
    ]);
    expect(venues[2]).toMatchObject({
      licenceType: 'pro',
      plan: 'Cloud-Pro',
      decoderMode: 'Cloud',
    });
  });

  it('counts the licences left: held less those the venues use', async () => {
    expect(await availability()).toEqual({ cloud: 2, enterprise: 1, 'non-prod': 1, pro: 2 });
  });

  it('is for manageVenues on a multisite plan only', async () => {
    const encoders = await signIn(app, 'encoders@riverside.example');
    expect((await call('listVenues', 'GET', collection(), undefined, encoders)).statusCode).toBe(
      403,
    );
    const harbor = await signIn(app, 'admin@harbor.example');
    const refused = await call(
      'listVenues',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([
      { code: 'PLAN_REQUIRED', message: planRequirementMessage('multisite') },
    ]);
  });
});

describe('a decoder that stops reporting', () => {
  it('shows offline on the venue and its player session once silent longer than the window', async () => {
    const statusOf = async () =>
      (await call('getVenue', 'GET', item(NORTH))).json<{ status: string }>().status;
    expect(await statusOf()).toBe('playing');
    // Crashed while playing: its last report says playing, and it never says otherwise.
    await database.db
      .update(venues)
      .set({ lastReportAt: new Date(Date.now() - DECODER_REPORT_WINDOW_MS - 60_000) })
      .where(eq(venues.id, NORTH));
    expect(await statusOf()).toBe('offline');
    const listed = (await call('listVenues', 'GET', collection())).json<
      Array<{ uuid: string; status: string }>
    >();
    expect(listed.find((venue) => venue.uuid === NORTH)?.status).toBe('offline');
    const players = await app.inject({
      method: 'GET',
      url: `${base()}/users/${NORTH}/players`,
      headers: admin.headers,
    });
    expect(players.statusCode, players.body).toBe(200);
    expect(players.json()).toMatchObject([{ status: 'offline' }]);
  });
});

describe('createVenue', () => {
  it('creates a login that signs in as a venue, taking a licence', async () => {
    const response = await call('createVenue', 'POST', collection(), west);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      username: 'venue.west',
      licenceType: 'pro',
      encoderChannelIds: [CHANNELS.sunday],
      decoderMode: 'Lan',
      status: 'offline',
    });
    expect(response.headers.location).toBe(item(created.uuid));
    expect((await call('getVenue', 'GET', item(created.uuid))).json()).toEqual(created);
    expect((await availability()).pro).toBe(1);
    const customer = await app.inject({ method: 'GET', url: base(), headers: admin.headers });
    expect(customer.json().usageSummary.professionalLicensesInUse).toBe(3);
    const venueSession = await signIn(app, 'venue.west', west.password);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: venueSession.headers,
    });
    expect(me.json()).toMatchObject({ userName: 'venue.west', userType: 'SITE' });
  });

  it('answers "Venue username exists." for any login’s name, in any case, and stores nothing', async () => {
    for (const username of ['VENUE.NORTH', 'admin@riverside.example', 'admin@harbor.example']) {
      const response = await call('createVenue', 'POST', collection(), { ...west, username });
      expect(response.statusCode).toBe(409);
      expect(fieldsOf(response)).toEqual({
        'body.username': VALIDATION_MESSAGES.venueUsernameExists,
      });
    }
    expect((await availability()).pro).toBe(2);
  });

  it('answers the spec’s messages per field', async () => {
    const response = await call('createVenue', 'POST', collection(), {
      username: 'west campus',
      password: 'westcampus',
      licenceType: 'gold',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      'body.username': VALIDATION_MESSAGES.venueUsernameSpaces,
      'body.password': VALIDATION_MESSAGES.passwordStrength,
      'body.licenceType': VALIDATION_MESSAGES.chooseListed,
    });
  });

  it('refuses another organisation’s encoder channel', async () => {
    const response = await call('createVenue', 'POST', collection(), {
      ...west,
      encoderChannelIds: [CHANNELS.harborGym],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.encoderChannelIds': VALIDATION_MESSAGES.venueEncoderChannelUnknown,
    });
  });

  it('refuses a venue beyond the licences of its type, storing nothing', async () => {
    const first = await call('createVenue', 'POST', collection(), {
      ...west,
      licenceType: 'non-prod',
    });
    expect(first.statusCode).toBe(201);
    const second = await call('createVenue', 'POST', collection(), {
      ...west,
      username: 'venue.rehearsal',
      licenceType: 'non-prod',
    });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual([
      {
        code: 'LICENCE_UNAVAILABLE',
        message: VALIDATION_MESSAGES.venueLicenceUnavailable,
        field: 'body.licenceType',
      },
    ]);
    expect((await signInAttempt('venue.rehearsal', west.password)).statusCode).toBe(401);
    expect((await availability())['non-prod']).toBe(0);
  });
});

describe('updateVenue and changeVenuePassword', () => {
  it('moves a venue to another licence type, trading its licence', async () => {
    const response = await call('updateVenue', 'PUT', item(NORTH), {
      username: 'venue.north-campus',
      licenceType: 'non-prod',
      encoderChannelIds: [CHANNELS.youth, CHANNELS.sunday],
      decoderMode: 'Lan',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'venue.north-campus',
      licenceType: 'non-prod',
      decoderMode: 'Lan',
    });
    expect([...response.json().encoderChannelIds].sort()).toEqual(
      [CHANNELS.sunday, CHANNELS.youth].sort(),
    );
    expect(await availability()).toEqual({ cloud: 2, enterprise: 1, 'non-prod': 0, pro: 3 });
    expect((await signInAttempt('venue.north-campus', 'Studio-Demo-2026')).statusCode).toBe(200);
  });

  it('refuses another venue’s username and a type with no licence left', async () => {
    const taken = await call('updateVenue', 'PUT', item(NORTH), {
      username: 'venue.east',
      licenceType: 'pro',
    });
    expect(taken.statusCode).toBe(409);
    const enterprise = { username: 'venue.north', licenceType: 'enterprise' };
    expect((await call('updateVenue', 'PUT', item(NORTH), enterprise)).statusCode).toBe(200);
    const east = DEMO_VENUES[1]!.id;
    const none = await call('updateVenue', 'PUT', item(east), {
      ...enterprise,
      username: 'venue.east',
    });
    expect(none.statusCode).toBe(403);
    expect((await call('getVenue', 'GET', item(east))).json().licenceType).toBe('pro');
  });

  it('changes the password: the old one stops signing in, the new one works', async () => {
    const weak = await call('changeVenuePassword', 'POST', `${item(NORTH)}/password`, {
      password: 'short',
    });
    expect(fieldsOf(weak)).toEqual({ 'body.password': VALIDATION_MESSAGES.passwordMin });
    const changed = await call('changeVenuePassword', 'POST', `${item(NORTH)}/password`, {
      password: 'North-Campus-2027',
    });
    expect(changed.statusCode).toBe(204);
    expect((await signInAttempt('venue.north', 'Studio-Demo-2026')).statusCode).toBe(401);
    expect((await signInAttempt('venue.north', 'North-Campus-2027')).statusCode).toBe(200);
  });
});

describe('deleteVenue', () => {
  it('signs out the decoders signed in with the venue and frees its licence', async () => {
    const decoder = await signIn(app, 'venue.north');
    const me = () =>
      app.inject({ method: 'GET', url: '/api/v2/users/me', headers: decoder.headers });
    expect((await me()).statusCode).toBe(200);

    expect((await call('deleteVenue', 'DELETE', item(NORTH))).statusCode).toBe(204);

    expect((await me()).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/token',
      payload: { grant_type: 'refresh_token_cookie' },
      cookies: { studio_refresh: decoder.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signInAttempt('venue.north', 'Studio-Demo-2026')).statusCode).toBe(401);
    expect((await availability()).pro).toBe(3);
    expect((await call('getVenue', 'GET', item(NORTH))).statusCode).toBe(404);
    expect((await call('deleteVenue', 'DELETE', item(NORTH))).statusCode).toBe(404);
  });

  it('does not find another organisation’s venue (404)', async () => {
    await database.db
      .update(organisations)
      .set({ multisitePlanId: 'multisite-starter' })
      .where(eq(organisations.id, ORGANISATION_IDS.harbor));
    const harbor = await signIn(app, 'admin@harbor.example');
    const theirs = (path: string) => `${collection(ORGANISATION_IDS.harbor)}/${NORTH}${path}`;
    expect((await call('getVenue', 'GET', theirs(''), undefined, harbor)).statusCode).toBe(404);
    expect(
      (
        await call(
          'changeVenuePassword',
          'POST',
          theirs('/password'),
          { password: 'Taken-Over-2026' },
          harbor,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('deleteVenue', 'DELETE', theirs(''), undefined, harbor)).statusCode).toBe(
      404,
    );
    expect((await signInAttempt('venue.north', 'Studio-Demo-2026')).statusCode).toBe(200);
  });
});
