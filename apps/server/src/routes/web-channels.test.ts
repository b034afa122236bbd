import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { ScheduledEventsRepository } from '../db/schedule/schedule-repository';
import { ENCODER_IDS } from '../seed/seed-encoders';
import {
  buildTestApp,
  ContractResponseValidator,
  ENCODER_CHANNEL_IDS,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  REGION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
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
  `/api/v3/customers/${organisationId}/webeventprofiles`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

/** The smallest PNG: a 1x1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const chapel = {
  name: 'Chapel Live',
  description: 'Weekday chapel.',
  loadBalancerName: 'riverside_chapel',
  regionId: REGION_IDS.northAmerica,
  embedType: 'script_tag',
  streamUrlsEnabled: true,
  streamDelaySeconds: 150,
  deleteAfter: 20,
  showLogo: false,
  automatedSubtitles: true,
  qrClickOverlayEnabled: false,
  detectQrCodes: true,
  offlineContent: { type: 'replay_event' },
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

const upload = (bytes: Buffer, contentType: string, session: SignedIn = admin) =>
  app.inject({
    method: 'POST',
    url: `${collection()}/offlineimages`,
    headers: { ...session.headers, 'content-type': contentType },
    payload: bytes,
  });

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

const total = async () =>
  (await call('listWebChannels', 'GET', collection())).headers['x-total-count'];

describe('listWebChannels', () => {
  it('answers the organisation’s channels by name, with addresses under each embed id', async () => {
    const response = await call('listWebChannels', 'GET', collection());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const channels = response.json<Array<Record<string, unknown>>>();
    expect(channels.map((channel) => channel.name)).toEqual([
      'Main Web Channel',
      'Mission Trip Updates',
      'Youth Nights',
    ]);
    expect(channels[0]).toMatchObject({
      embedId: 'rvs-main-7k2q',
      playerUrl: 'http://localhost:80/embed/rvs-main-7k2q',
      hlsUrl: 'http://localhost:80/live/rvs-main-7k2q/index.m3u8',
      dashUrl: 'http://localhost:80/live/rvs-main-7k2q/manifest.mpd',
    });
    // Stream URLs off: no addresses given out.
    expect(channels[2]).toMatchObject({ streamUrlsEnabled: false, hlsUrl: null, dashUrl: null });
  });

  it('is refused to Video Review', async () => {
    const review = await signIn(app, 'review@riverside.example');
    expect((await call('listWebChannels', 'GET', collection(), undefined, review)).statusCode).toBe(
      403,
    );
  });
});

describe('createWebChannel', () => {
  it('stores a channel with a new embed id and answers it with its Location', async () => {
    const response = await call('createWebChannel', 'POST', collection(), chapel);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    const { offlineContent: _offline, ...fields } = chapel;
    expect(created).toMatchObject({ ...fields, type: 'public', uuid: expect.any(String) });
    expect(created.embedId).toMatch(/^[a-z0-9]{12}$/);
    expect(response.headers.location).toBe(item(created.uuid));
    expect((await call('getWebChannel', 'GET', item(created.uuid))).json()).toEqual(created);
  });

  it('answers 409 with the spec’s message for a load balancer of any organisation, any case', async () => {
    const ownName = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      loadBalancerName: 'RIVERSIDE_MAIN',
    });
    expect(ownName.statusCode).toBe(409);
    expect(fieldsOf(ownName)).toEqual({
      'body.loadBalancerName': VALIDATION_MESSAGES.loadBalancerExists,
    });
    const harborsName = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      loadBalancerName: 'harbor_athletics',
    });
    expect(harborsName.statusCode).toBe(409);
    expect(await total()).toBe('3');
  });

  it('refuses every broken rule at once in the spec’s words, storing nothing', async () => {
    const response = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      name: 'x'.repeat(41),
      loadBalancerName: 'chapel live',
      streamDelaySeconds: 60,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.webChannelNameMax,
      'body.loadBalancerName': VALIDATION_MESSAGES.loadBalancerCharacters,
      'body.streamDelaySeconds': VALIDATION_MESSAGES.streamDelayRange,
    });
    expect(await total()).toBe('3');
  });

  it('needs the offline image when chosen, and one the organisation uploaded', async () => {
    const missing = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      offlineContent: { type: 'uploaded_image' },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({
      'body.offlineContent.imageId': VALIDATION_MESSAGES.offlineImageRequired,
    });
    const unknown = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      offlineContent: { type: 'uploaded_image', imageId: '3c5e7a90-1b2d-4f6a-8c0e-2d4f6a8c0e01' },
    });
    expect(fieldsOf(unknown)).toEqual({
      'body.offlineContent.imageId': VALIDATION_MESSAGES.offlineImageUnknown,
    });
  });
});

describe('offline images', () => {
  it('are uploaded, named by a channel, served to players by embed id and gone with the channel', async () => {
    const uploaded = checked('uploadWebChannelOfflineImage', await upload(PNG, 'image/png'));
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json();
    expect(image).toEqual({
      imageId: expect.any(String),
      contentType: 'image/png',
      size: PNG.length,
    });
    const created = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      offlineContent: { type: 'uploaded_image', imageId: image.imageId },
    });
    expect(created.statusCode).toBe(201);
    const channel = created.json();
    expect(channel.offlineContent).toEqual({
      type: 'uploaded_image',
      imageId: image.imageId,
      imageUrl: `http://localhost:80/api/player-config/embeds/${channel.embedId}/offline-image`,
      mediaId: null,
      playlistId: null,
    });

    const imagePath = `/api/player-config/embeds/${channel.embedId}/offline-image`;
    const served = await app.inject({ method: 'GET', url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    expect((await call('deleteWebChannel', 'DELETE', item(channel.uuid))).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: imagePath })).statusCode).toBe(404);
  });

  it('must be the JPG or PNG they say they are', async () => {
    const renamed = await upload(Buffer.from('GIF89a not a png'), 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()[0]).toMatchObject({
      code: 'FILE_TYPE',
      message: VALIDATION_MESSAGES.offlineImageType,
    });
    expect((await upload(PNG, 'image/jpeg')).statusCode).toBe(415);
    expect((await upload(PNG, 'image/gif')).statusCode).toBe(415);
  });

  it('are at most 2 MB', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(large, 'image/png')).statusCode).toBe(413);
  });

  it('of another organisation cannot be named', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const harborImage = await app.inject({
      method: 'POST',
      url: `${collection(ORGANISATION_IDS.harbor)}/offlineimages`,
      headers: { ...harbor.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(harborImage.statusCode).toBe(201);
    const response = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      offlineContent: { type: 'uploaded_image', imageId: harborImage.json().imageId },
    });
    expect(fieldsOf(response)).toEqual({
      'body.offlineContent.imageId': VALIDATION_MESSAGES.offlineImageUnknown,
    });
  });
});

describe('updateWebChannel', () => {
  it('replaces the fields and keeps the embed id; its own load balancer is no conflict', async () => {
    const url = item(WEB_CHANNEL_IDS.main);
    const response = await call('updateWebChannel', 'PUT', url, {
      ...chapel,
      loadBalancerName: 'riverside_main',
      streamDelaySeconds: 240,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ embedId: 'rvs-main-7k2q', streamDelaySeconds: 240 });
  });

  it('answers 409 when another channel has the load balancer', async () => {
    const response = await call('updateWebChannel', 'PUT', item(WEB_CHANNEL_IDS.main), {
      ...chapel,
      loadBalancerName: 'riverside_youth',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('another organisation’s channel', () => {
  it('answers 404 "Resource does not exist." to the Harbor admin', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    for (const url of [
      item(WEB_CHANNEL_IDS.main, ORGANISATION_IDS.harbor),
      item(WEB_CHANNEL_IDS.main),
    ]) {
      const response = await call('getWebChannel', 'GET', url, undefined, harbor);
      expect(response.statusCode).toBe(404);
      expect(response.json()[0].message).toBe('Resource does not exist.');
    }
    const removal = await call(
      'deleteWebChannel',
      'DELETE',
      item(WEB_CHANNEL_IDS.main, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(removal.statusCode).toBe(404);
    expect((await call('getWebChannel', 'GET', item(WEB_CHANNEL_IDS.main))).statusCode).toBe(200);
  });
});

describe('deleteWebChannel', () => {
  it('removes the channel; its load balancer is free again', async () => {
    expect((await call('deleteWebChannel', 'DELETE', item(WEB_CHANNEL_IDS.youth))).statusCode).toBe(
      204,
    );
    expect((await call('getWebChannel', 'GET', item(WEB_CHANNEL_IDS.youth))).statusCode).toBe(404);
    const reused = await call('createWebChannel', 'POST', collection(), {
      ...chapel,
      loadBalancerName: 'riverside_youth',
    });
    expect(reused.statusCode).toBe(201);
  });

  it('deletes the replay events that play on it and takes it off live events', async () => {
    await app.close();
    const database = await openTestDatabase();
    app = await buildTestApp({ database });
    admin = await signIn(app, 'admin@riverside.example');
    const events = new ScheduledEventsRepository(
      database.db,
      trustedOrganisationId(ORGANISATION_IDS.riverside),
    );
    const common = {
      startTime: new Date('2030-01-06T16:00:00Z'),
      timezone: 'America/Chicago',
      durationMinutes: 60,
      automaticSettings: true,
      createdBy: null,
    };
    const replay = await events.create(
      {
        ...common,
        name: 'Youth replay',
        contentType: 'saved_video',
        kind: 'EXISTING_MEDIA',
        mediaId: MEDIA_IDS.hopeInHardTimes,
      },
      [{ type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.youth }],
    );
    const otherReplay = await events.create(
      {
        ...common,
        name: 'Main replay',
        contentType: 'saved_video',
        kind: 'EXISTING_MEDIA',
        mediaId: MEDIA_IDS.hopeInHardTimes,
      },
      [{ type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.main }],
    );
    const live = await events.create(
      {
        ...common,
        name: 'Youth night',
        contentType: 'live_encoder',
        kind: 'LIVE',
        encoderId: ENCODER_IDS.mainSanctuary,
        encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
      },
      [
        { type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.youth },
        { type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.main },
      ],
    );

    expect((await call('deleteWebChannel', 'DELETE', item(WEB_CHANNEL_IDS.youth))).statusCode).toBe(
      204,
    );
    expect(await events.findRecord(replay.event.id)).toBeUndefined();
    expect(await events.findRecord(otherReplay.event.id)).toBeDefined();
    const kept = await events.findRecord(live.event.id);
    expect(kept?.destinations.map((destination) => destination.webChannelId)).toEqual([
      WEB_CHANNEL_IDS.main,
    ]);
  });
});
