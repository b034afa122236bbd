import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAfterRangeMessage, VALIDATION_MESSAGES } from '@studio/domain';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_USERS,
  ENCODER_CHANNEL_IDS,
  ORGANISATION_IDS,
  REGION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  app = await buildTestApp();
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const collection = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/eventprofiles`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

const userId = (userName: string) => DEMO_USERS.find((user) => user.userName === userName)!.id;
const harborAdminId = userId('admin@harbor.example');
const venueId = userId('venue.north');
const eventsId = userId('events@riverside.example');

const chapel = {
  name: 'Chapel_Cam-2 East',
  regionId: REGION_IDS.northAmerica,
  lanOnly: true,
  deleteAfter: 21,
  users: [eventsId],
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

const total = async () =>
  (await call('listEncoderChannels', 'GET', collection())).headers['x-total-count'];

describe('listEncoderChannels', () => {
  it('answers the organisation’s channels by name with the users given each', async () => {
    const response = await call('listEncoderChannels', 'GET', collection());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const channels = response.json<Array<{ name: string; users: string[] }>>();
    expect(channels.map((channel) => channel.name)).toEqual([
      'Europe Mission Trip',
      'North Campus LAN',
      'Sunday Services',
      'Youth Ministry',
    ]);
    expect(channels[3]!.users).toEqual([eventsId, userId('encoders@riverside.example')].sort());
  });

  it('is refused to Video Review, allowed to Encoder Control', async () => {
    const review = await signIn(app, 'review@riverside.example');
    expect(
      (await call('listEncoderChannels', 'GET', collection(), undefined, review)).statusCode,
    ).toBe(403);
    const encoders = await signIn(app, 'encoders@riverside.example');
    expect(
      (await call('listEncoderChannels', 'GET', collection(), undefined, encoders)).statusCode,
    ).toBe(200);
  });
});

describe('createEncoderChannel', () => {
  it('stores a channel with its users and answers it with its Location', async () => {
    const response = await call('createEncoderChannel', 'POST', collection(), {
      ...chapel,
      name: '  Chapel_Cam-2 East ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ ...chapel, provisioned: true, uuid: expect.any(String) });
    expect(response.headers.location).toBe(item(created.uuid));
    const users = await call('listEncoderChannelUsers', 'GET', `${item(created.uuid)}/users`);
    expect(users.json()).toEqual([
      { uuid: eventsId, userName: 'events@riverside.example', name: 'Marcus Bell' },
    ]);
  });

  it('refuses characters outside the rule and a missing region, storing nothing', async () => {
    const response = await call('createEncoderChannel', 'POST', collection(), {
      ...chapel,
      name: 'Chapel: East!',
      regionId: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      'body.name': VALIDATION_MESSAGES.encoderChannelNameCharacters,
    });
    expect(Object.keys(fieldsOf(response))).toContain('body.regionId');
    expect(await total()).toBe('4');
  });

  it('bounds delete after by the plan: 30 days on Riverside’s multisite plan', async () => {
    const response = await call('createEncoderChannel', 'POST', collection(), {
      ...chapel,
      deleteAfter: 31,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'body.deleteAfter': deleteAfterRangeMessage(30) });
  });

  it('refuses users of another organisation and venue logins', async () => {
    for (const stranger of [harborAdminId, venueId]) {
      const response = await call('createEncoderChannel', 'POST', collection(), {
        ...chapel,
        users: [stranger],
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({
        'body.users': VALIDATION_MESSAGES.encoderChannelUsersUnknown,
      });
    }
    expect(await total()).toBe('4');
  });

  it('refuses a region that does not exist', async () => {
    const response = await call('createEncoderChannel', 'POST', collection(), {
      ...chapel,
      regionId: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5aff',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'body.regionId': VALIDATION_MESSAGES.regionUnknown });
  });

  it('answers 409 for a name the organisation has, in any case', async () => {
    const response = await call('createEncoderChannel', 'POST', collection(), {
      ...chapel,
      name: 'sunday SERVICES',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.encoderChannelNameExists,
    });
  });
});

describe('updateEncoderChannel', () => {
  it('replaces the fields; without users it keeps them, with users it replaces them', async () => {
    const url = item(ENCODER_CHANNEL_IDS.youthMinistry);
    const { users: _users, ...withoutUsers } = chapel;
    const kept = await call('updateEncoderChannel', 'PUT', url, {
      ...withoutUsers,
      name: 'Youth Ministry',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().users).toHaveLength(2);
    expect(kept.json()).toMatchObject({ lanOnly: true, deleteAfter: 21 });
    const replaced = await call('updateEncoderChannel', 'PUT', url, {
      ...chapel,
      name: 'Youth Ministry',
      users: [],
    });
    expect(replaced.json().users).toEqual([]);
    expect((await call('getEncoderChannel', 'GET', url)).json().users).toEqual([]);
  });

  it('answers 409 when another channel has the name, and 404 for another organisation’s', async () => {
    const taken = await call(
      'updateEncoderChannel',
      'PUT',
      item(ENCODER_CHANNEL_IDS.youthMinistry),
      { ...chapel, name: 'North Campus LAN' },
    );
    expect(taken.statusCode).toBe(409);
    const harbor = await signIn(app, 'admin@harbor.example');
    const foreign = await call(
      'updateEncoderChannel',
      'PUT',
      item(ENCODER_CHANNEL_IDS.youthMinistry, ORGANISATION_IDS.harbor),
      { ...chapel, users: [] },
      harbor,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('another organisation’s channel', () => {
  it('is not found in the Harbor admin’s organisation, nor reachable through Riverside’s', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const id = ENCODER_CHANNEL_IDS.sundayServices;
    expect(
      (await call('getEncoderChannel', 'GET', item(id, ORGANISATION_IDS.harbor), undefined, harbor))
        .statusCode,
    ).toBe(404);
    expect((await call('getEncoderChannel', 'GET', item(id), undefined, harbor)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'listEncoderChannelUsers',
          'GET',
          `${item(id, ORGANISATION_IDS.harbor)}/users`,
          undefined,
          harbor,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'deleteEncoderChannel',
          'DELETE',
          item(id, ORGANISATION_IDS.harbor),
          undefined,
          harbor,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('getEncoderChannel', 'GET', item(id))).statusCode).toBe(200);
  });
});

describe('deleteEncoderChannel', () => {
  it('removes the channel and who may use it', async () => {
    const url = item(ENCODER_CHANNEL_IDS.sundayServices);
    expect((await call('deleteEncoderChannel', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('getEncoderChannel', 'GET', url)).statusCode).toBe(404);
    expect((await call('listEncoderChannelUsers', 'GET', `${url}/users`)).statusCode).toBe(404);
  });
});

describe('listEncoderChannelUserOptions', () => {
  it('names the organisation’s studio users only (no venue logins, no other organisation)', async () => {
    const encoders = await signIn(app, 'encoders@riverside.example');
    const response = await call(
      'listEncoderChannelUserOptions',
      'GET',
      `${collection()}/useroptions`,
      undefined,
      encoders,
    );
    expect(response.statusCode).toBe(200);
    const names = response.json<Array<{ name: string }>>().map((user) => user.name);
    expect(names).toEqual([
      'Marcus Bell',
      'Leo Brandt',
      'Grace Nakamura',
      'Tom Okafor',
      'Priya Raman',
      'Elena Ruiz',
      'Dana Whitfield',
    ]);
  });
});
