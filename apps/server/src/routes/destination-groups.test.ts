import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { destinationGroupCrossposts, encoderChannels, webChannels } from '../db/settings/schema';
import {
  DESTINATION_GROUP_IDS,
  ENCODER_CHANNEL_IDS,
  RTMP_DESTINATION_IDS,
  WEB_CHANNEL_IDS,
} from '../seed/demo-data';
import {
  buildTestApp,
  ContractResponseValidator,
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
  riversideWeb: 'b1d3f5a7-0c2e-4a6b-8d9f-1a2b3c4d5e01',
  riversideEncoder: 'b1d3f5a7-0c2e-4a6b-8d9f-1a2b3c4d5e02',
  harborWeb: 'b1d3f5a7-0c2e-4a6b-8d9f-1a2b3c4d5e03',
} as const;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  admin = await signIn(app, 'admin@riverside.example');
  // The channels' own slice seeds and serves them; here they are rows a group points at.
  await database.db.insert(webChannels).values([
    {
      id: CHANNELS.riversideWeb,
      organisationId: ORGANISATION_IDS.riverside,
      name: 'Main sanctuary',
      loadBalancerName: 'riverside-main-test',
      regionId: REGION_IDS.europe,
      embedId: 'rvs-test-main',
    },
    {
      id: CHANNELS.harborWeb,
      organisationId: ORGANISATION_IDS.harbor,
      name: 'Gym',
      loadBalancerName: 'harbor-gym-test',
      regionId: REGION_IDS.northAmerica,
      embedId: 'hbr-test-gym',
    },
  ]);
  await database.db.insert(encoderChannels).values({
    id: CHANNELS.riversideEncoder,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Sanctuary encoder',
    regionId: REGION_IDS.northAmerica,
  });
});
afterEach(async () => {
  await app.close();
});

const collection = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/destinationgroups`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

const overflow = {
  name: 'Overflow room',
  enabled: true,
  softwareEncoderEnabled: true,
  webEventProfileId: CHANNELS.riversideWeb,
  encoderChannelId: CHANNELS.riversideEncoder,
  rtmpDestinationIds: [RTMP_DESTINATION_IDS.campusTv, RTMP_DESTINATION_IDS.vimeoBackup],
  crossposts: [{ destinationType: 'YOUTUBE', channelId: 'UC4f1c2a7e8b3d4c559a61' }],
};

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const call = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  session: SignedIn = admin,
) =>
  checked(
    operationId,
    await app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

describe('listDestinationGroups, listDestinationGroupChoices', () => {
  it('answers the groups by name with their crossposts in order', async () => {
    const response = await call('listDestinationGroups', 'GET', collection());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const groups = response.json<Array<{ name: string; rtmpDestinationIds: string[] }>>();
    expect(groups.map((group) => group.name)).toEqual([
      'Christmas Eve simulcast',
      'Midweek web only',
      'Sunday Everywhere',
    ]);
    expect(groups[0]).toMatchObject({
      enabled: false,
      rtmpDestinationIds: [RTMP_DESTINATION_IDS.vimeoBackup, RTMP_DESTINATION_IDS.campusTv],
      crossposts: [{ destinationType: 'YOUTUBE', channelId: 'UC4f1c2a7e8b3d4c559a61' }],
    });
  });

  it('offers the organisation’s own channels with their regions and its RTMP destinations', async () => {
    const response = await call('listDestinationGroupChoices', 'GET', `${collection()}/choices`);
    expect(response.statusCode).toBe(200);
    const choices = response.json();
    // This test's channels beside the demo organisation's own (the seed's), never Harbor's.
    expect(choices.webChannels).toContainEqual({
      uuid: CHANNELS.riversideWeb,
      name: 'Main sanctuary',
      regionId: REGION_IDS.europe,
      regionName: expect.any(String),
    });
    const uuidsOf = (list: Array<{ uuid: string }>) => list.map((choice) => choice.uuid).sort();
    expect(uuidsOf(choices.webChannels)).toEqual(
      [
        CHANNELS.riversideWeb,
        WEB_CHANNEL_IDS.main,
        WEB_CHANNEL_IDS.youth,
        WEB_CHANNEL_IDS.europe,
      ].sort(),
    );
    expect(uuidsOf(choices.encoderChannels)).toEqual(
      [
        CHANNELS.riversideEncoder,
        ENCODER_CHANNEL_IDS.sundayServices,
        ENCODER_CHANNEL_IDS.youthMinistry,
        ENCODER_CHANNEL_IDS.northCampusLan,
        ENCODER_CHANNEL_IDS.europeMission,
      ].sort(),
    );
    expect(choices.rtmpDestinations.map((choice: { name: string }) => choice.name)).toEqual([
      'Campus TV (cable channel 12)',
      'Restream relay',
      'Vimeo backup',
    ]);
  });

  it('is open to Event Admin and Encoder Control, refused to Video Review and Media Library', async () => {
    for (const userName of ['events@riverside.example', 'encoders@riverside.example']) {
      const session = await signIn(app, userName);
      expect(
        (await call('listDestinationGroups', 'GET', collection(), undefined, session)).statusCode,
      ).toBe(200);
    }
    for (const userName of ['review@riverside.example', 'library@riverside.example']) {
      const session = await signIn(app, userName);
      expect(
        (await call('listDestinationGroups', 'GET', collection(), undefined, session)).statusCode,
      ).toBe(403);
    }
  });
});

describe('createDestinationGroup', () => {
  it('stores a group with its channels and crossposts, with the Location', async () => {
    const response = await call('createDestinationGroup', 'POST', collection(), {
      ...overflow,
      name: '  Overflow room ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ ...overflow, uuid: expect.any(String) });
    expect(response.headers.location).toBe(item(created.uuid));
    expect((await call('getDestinationGroup', 'GET', item(created.uuid))).json()).toEqual(created);
  });

  it('fills the defaults of a group of only a name', async () => {
    const response = await call('createDestinationGroup', 'POST', collection(), {
      name: 'Just a name',
    });
    expect(response.json()).toEqual({
      uuid: expect.any(String),
      name: 'Just a name',
      enabled: true,
      softwareEncoderEnabled: false,
      webEventProfileId: null,
      encoderChannelId: null,
      rtmpDestinationIds: [],
      crossposts: [],
    });
  });

  it('needs Admin: Event Admin and Encoder Control get the spec’s 403', async () => {
    for (const userName of ['events@riverside.example', 'encoders@riverside.example']) {
      const session = await signIn(app, userName);
      const response = await call(
        'createDestinationGroup',
        'POST',
        collection(),
        overflow,
        session,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual([
        { code: 'FORBIDDEN', message: ERROR_MESSAGES.destinationGroupAdminRequired },
      ]);
    }
    expect(
      (await call('listDestinationGroups', 'GET', collection())).headers['x-total-count'],
    ).toBe('3');
  });

  it('answers 409 for a name the organisation uses, whatever its case', async () => {
    const response = await call('createDestinationGroup', 'POST', collection(), {
      ...overflow,
      name: 'SUNDAY everywhere',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        code: 'NAME_EXISTS',
        message: VALIDATION_MESSAGES.destinationGroupNameExists,
        field: 'body.name',
      },
    ]);
  });

  it('refuses an RTMP destination or a channel twice, and names over 50, in the spec’s words', async () => {
    const response = await call('createDestinationGroup', 'POST', collection(), {
      ...overflow,
      name: 'n'.repeat(51),
      rtmpDestinationIds: [RTMP_DESTINATION_IDS.campusTv, RTMP_DESTINATION_IDS.campusTv],
      crossposts: [overflow.crossposts[0], overflow.crossposts[0]],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.destinationGroupNameMax,
      'body.rtmpDestinationIds': VALIDATION_MESSAGES.destinationGroupDuplicateRtmp,
      'body.crossposts': VALIDATION_MESSAGES.destinationGroupDuplicateCrosspost,
    });
  });

  it('refuses another organisation’s channels and unknown destinations, storing nothing', async () => {
    const response = await call('createDestinationGroup', 'POST', collection(), {
      ...overflow,
      webEventProfileId: CHANNELS.harborWeb,
      encoderChannelId: CHANNELS.riversideWeb,
      rtmpDestinationIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.webEventProfileId': VALIDATION_MESSAGES.unknownWebChannel,
      'body.encoderChannelId': VALIDATION_MESSAGES.unknownEncoderChannel,
      'body.rtmpDestinationIds': VALIDATION_MESSAGES.unknownRtmpDestination,
    });
    expect(
      (await call('listDestinationGroups', 'GET', collection())).headers['x-total-count'],
    ).toBe('3');
  });
});

describe('getDestinationGroup, updateDestinationGroup, deleteDestinationGroup', () => {
  const sunday = DESTINATION_GROUP_IDS.sundayEverywhere;

  it('replaces the fields and the crossposts; Encoder Control may edit', async () => {
    const encoders = await signIn(app, 'encoders@riverside.example');
    const response = await call(
      'updateDestinationGroup',
      'PUT',
      item(sunday),
      { ...overflow, name: 'Sunday everywhere' },
      encoders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...overflow, name: 'Sunday everywhere', uuid: sunday });
    const taken = await call('updateDestinationGroup', 'PUT', item(sunday), {
      ...overflow,
      name: 'Midweek web only',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('loses a removed web or encoder channel, in the statement that removes it', async () => {
    const created = (await call('createDestinationGroup', 'POST', collection(), overflow)).json();
    await database.db.delete(webChannels).where(eq(webChannels.id, CHANNELS.riversideWeb));
    await database.db
      .delete(encoderChannels)
      .where(eq(encoderChannels.id, CHANNELS.riversideEncoder));
    expect((await call('getDestinationGroup', 'GET', item(created.uuid))).json()).toMatchObject({
      webEventProfileId: null,
      encoderChannelId: null,
      rtmpDestinationIds: overflow.rtmpDestinationIds,
    });
  });

  it('deletes a group with its crosspost rows', async () => {
    expect((await call('deleteDestinationGroup', 'DELETE', item(sunday))).statusCode).toBe(204);
    expect((await call('deleteDestinationGroup', 'DELETE', item(sunday))).statusCode).toBe(404);
    const rows = await database.db
      .select()
      .from(destinationGroupCrossposts)
      .where(eq(destinationGroupCrossposts.destinationGroupId, sunday));
    expect(rows).toEqual([]);
  });

  it('hides another organisation’s group by id', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: item(sunday, ORGANISATION_IDS.harbor),
        headers: harbor.headers,
        ...(method === 'PUT' ? { payload: { name: 'Taken over' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call('getDestinationGroup', 'GET', item(sunday))).json().name).toBe(
      'Sunday Everywhere',
    );
  });
});
