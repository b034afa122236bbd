import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, planRequirementMessage } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { organisations } from '../db/organisations/schema';
import { rtmpDestinations } from '../db/settings/schema';
import {
  DEMO_RTMP_DESTINATIONS,
  DESTINATION_GROUP_IDS,
  RTMP_DESTINATION_IDS,
} from '../seed/demo-data';
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
let admin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const collection = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/rtmp/destination`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

const youtube = {
  name: 'YouTube (manual key)',
  streamUrl: 'rtmp://a.rtmp.youtube.example/live2',
  streamKey: 'abcd-efgh-ijkl-mnop-qrst',
  viewUrl: 'https://youtube.example/@riverside/live',
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

const storedKeyOf = async (id: string) =>
  (
    await database.db
      .select({ streamKey: rtmpDestinations.streamKey })
      .from(rtmpDestinations)
      .where(eq(rtmpDestinations.id, id))
  )[0]?.streamKey;

describe('listRtmpDestinations', () => {
  it('answers the destinations by name with the last four characters of long keys only', async () => {
    const response = await call('listRtmpDestinations', 'GET', collection());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(
      response
        .json<Array<{ name: string; streamKeyEnding: string | null }>>()
        .map(({ name, streamKeyEnding }) => [name, streamKeyEnding]),
    ).toEqual([
      ['Campus TV (cable channel 12)', '2b41'],
      ['Restream relay', null],
      ['Vimeo backup', '7f3a'],
    ]);
    for (const destination of DEMO_RTMP_DESTINATIONS) {
      expect(response.body).not.toContain(destination.streamKey);
    }
    expect(response.body).not.toContain('"streamKey"');
  });

  it('needs an RTMP subscription: Harbor’s Live Web Starter has none', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await call(
      'listRtmpDestinations',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      { code: 'PLAN_REQUIRED', message: planRequirementMessage('rtmpSubscription') },
    ]);
  });

  it('is refused to Video Review and allowed to Encoder Control', async () => {
    const review = await signIn(app, 'review@riverside.example');
    expect(
      (await call('listRtmpDestinations', 'GET', collection(), undefined, review)).statusCode,
    ).toBe(403);
    const encoders = await signIn(app, 'encoders@riverside.example');
    expect(
      (await call('listRtmpDestinations', 'GET', collection(), undefined, encoders)).statusCode,
    ).toBe(200);
  });
});

describe('createRtmpDestination', () => {
  it('stores the key and answers only its ending, with the Location', async () => {
    const response = await call('createRtmpDestination', 'POST', collection(), {
      ...youtube,
      name: '  YouTube (manual key)  ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      uuid: expect.any(String),
      name: 'YouTube (manual key)',
      streamUrl: youtube.streamUrl,
      streamKeyEnding: 'qrst',
      viewUrl: youtube.viewUrl,
      createdDate: expect.any(String),
    });
    expect(response.body).not.toContain(youtube.streamKey);
    expect(response.headers.location).toBe(item(created.uuid));
    expect(await storedKeyOf(created.uuid)).toBe(youtube.streamKey);
  });

  it('refuses a key with a space on its field with the spec’s message, storing nothing', async () => {
    const response = await call('createRtmpDestination', 'POST', collection(), {
      ...youtube,
      streamKey: 'abcd efgh',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.streamKey': VALIDATION_MESSAGES.rtmpStreamKeyCharacters,
    });
    expect(response.body).not.toContain('abcd efgh');
    const list = await call('listRtmpDestinations', 'GET', collection());
    expect(list.headers['x-total-count']).toBe('3');
  });

  it('answers every refused field at once in the spec’s words', async () => {
    const response = await call('createRtmpDestination', 'POST', collection(), {
      name: 'n'.repeat(101),
      streamUrl: 'https://a.rtmp.youtube.example/live2',
      streamKey: 'key/with/slashes',
      viewUrl: 'youtube.example/live',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.rtmpNameMax,
      'body.streamUrl': VALIDATION_MESSAGES.rtmpStreamUrlProtocol,
      'body.streamKey': VALIDATION_MESSAGES.rtmpStreamKeyCharacters,
      'body.viewUrl': VALIDATION_MESSAGES.viewUrlProtocol,
    });
    const missing = await call('createRtmpDestination', 'POST', collection(), { name: 'x' });
    expect(fieldsOf(missing)).toEqual({
      'body.streamUrl': VALIDATION_MESSAGES.required,
      'body.streamKey': VALIDATION_MESSAGES.required,
    });
  });
});

describe('getRtmpDestination, updateRtmpDestination, deleteRtmpDestination', () => {
  const vimeo = RTMP_DESTINATION_IDS.vimeoBackup;

  it('keeps the stored key when an edit sends none, and replaces it when it sends one', async () => {
    const { streamKey: _key, ...withoutKey } = youtube;
    const kept = await call('updateRtmpDestination', 'PUT', item(vimeo), withoutKey);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: youtube.name, streamKeyEnding: '7f3a' });
    expect(await storedKeyOf(vimeo)).toBe('vimeo-4471-backup-7f3a');

    const replaced = await call('updateRtmpDestination', 'PUT', item(vimeo), {
      ...withoutKey,
      streamKey: 'new_vimeo_key_0042',
      viewUrl: null,
    });
    expect(replaced.json()).toMatchObject({ streamKeyEnding: '0042', viewUrl: null });
    expect(await storedKeyOf(vimeo)).toBe('new_vimeo_key_0042');

    const read = await call('getRtmpDestination', 'GET', item(vimeo));
    expect(read.json()).toEqual(replaced.json());
  });

  it('refuses a bad new key on update and changes nothing', async () => {
    const response = await call('updateRtmpDestination', 'PUT', item(vimeo), {
      ...youtube,
      streamKey: 'has space',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.streamKey': VALIDATION_MESSAGES.rtmpStreamKeyCharacters,
    });
    expect((await call('getRtmpDestination', 'GET', item(vimeo))).json().name).toBe('Vimeo backup');
  });

  it('removes a destination and takes it out of the groups that crosspost to it', async () => {
    const group = `/api/v3/customers/${ORGANISATION_IDS.riverside}/destinationgroups/${DESTINATION_GROUP_IDS.christmasEve}`;
    const before = await app.inject({ method: 'GET', url: group, headers: admin.headers });
    expect(before.json().rtmpDestinationIds).toEqual([vimeo, RTMP_DESTINATION_IDS.campusTv]);

    expect((await call('deleteRtmpDestination', 'DELETE', item(vimeo))).statusCode).toBe(204);
    expect((await call('deleteRtmpDestination', 'DELETE', item(vimeo))).statusCode).toBe(404);
    expect((await call('getRtmpDestination', 'GET', item(vimeo))).statusCode).toBe(404);

    const after = await app.inject({ method: 'GET', url: group, headers: admin.headers });
    expect(after.json().rtmpDestinationIds).toEqual([RTMP_DESTINATION_IDS.campusTv]);
  });

  it('hides another organisation’s destination by id', async () => {
    // Harbor with an RTMP subscription, so its requests pass the plan gate and reach the handler.
    await database.db
      .update(organisations)
      .set({ webPlanId: 'live-web-pro' })
      .where(eq(organisations.id, ORGANISATION_IDS.harbor));
    const harbor = await signIn(app, 'admin@harbor.example');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: item(vimeo, ORGANISATION_IDS.harbor),
        headers: harbor.headers,
        ...(method === 'PUT' ? { payload: youtube } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const direct = await call('getRtmpDestination', 'GET', item(vimeo), undefined, harbor);
    expect(direct.statusCode).toBe(404);
    expect(await storedKeyOf(vimeo)).toBe('vimeo-4471-backup-7f3a');
  });
});
