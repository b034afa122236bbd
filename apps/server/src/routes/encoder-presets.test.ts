import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planRequirementMessage, VALIDATION_MESSAGES } from '@studio/domain';
import { organisations } from '../db/organisations/schema';
import type { DatabaseHandle } from '../db/connection';
import {
  buildTestApp,
  ContractResponseValidator,
  ENCODER_PRESET_IDS,
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
  `/api/v3/customers/${organisationId}/encoderprofiles`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

const overflow = {
  name: '1080p30 5 Mbps overflow',
  customName: 'Overflow room',
  version: 1,
  videoFormat: 'NTSC',
  resolution: '1080p',
  frameRate: 30,
  bitrateKbps: 5000,
  audioChannels: [3, 4],
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

const names = (response: LightMyRequestResponse) =>
  response.json<Array<{ name: string }>>().map((preset) => preset.name);

describe('listEncoderPresets', () => {
  it('answers the organisation’s presets by name, paged', async () => {
    const all = await call('listEncoderPresets', 'GET', collection());
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(names(all)).toEqual([
      '1080p30 6 Mbps',
      '1080p60 10 Mbps multitrack',
      '720p25 2.5 Mbps PAL',
      '720p30 3 Mbps',
    ]);
    const first = await call('listEncoderPresets', 'GET', `${collection()}?size=3`);
    expect(first.headers.link).toBe(`<${collection()}?size=3&page=1>; rel="next"`);
    const harbor = await signIn(app, 'admin@harbor.example');
    const theirs = await call(
      'listEncoderPresets',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(names(theirs)).toEqual(['720p30 4 Mbps']);
  });

  it('is refused to Video Review and allowed to Encoder Control', async () => {
    const review = await signIn(app, 'review@riverside.example');
    expect(
      (await call('listEncoderPresets', 'GET', collection(), undefined, review)).statusCode,
    ).toBe(403);
    const encoders = await signIn(app, 'encoders@riverside.example');
    expect(
      (await call('listEncoderPresets', 'GET', collection(), undefined, encoders)).statusCode,
    ).toBe(200);
  });
});

describe('createEncoderPreset', () => {
  it('stores a preset, fills the defaults and answers it with its Location', async () => {
    const response = await call('createEncoderPreset', 'POST', collection(), {
      name: '  720p30 2 Mbps lobby ',
      resolution: '720p',
      frameRate: 30,
      bitrateKbps: 2000,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: '720p30 2 Mbps lobby',
      customName: null,
      customerId: ORGANISATION_IDS.riverside,
      version: 1,
      videoFormat: 'auto',
      audioChannels: [1, 2],
    });
    expect(response.headers.location).toBe(item(created.uuid));
    const read = await call('getEncoderPreset', 'GET', item(created.uuid));
    expect(read.json()).toEqual(created);
  });

  it('keeps a version 2 preset with many audio channels', async () => {
    const response = await call('createEncoderPreset', 'POST', collection(), {
      ...overflow,
      version: 2,
      audioChannels: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ version: 2, audioChannels: [1, 2, 3, 4, 5, 6, 7, 8] });
  });

  it('answers the spec’s messages per field and stores nothing', async () => {
    const response = await call('createEncoderPreset', 'POST', collection(), {
      ...overflow,
      name: 'n'.repeat(101),
      bitrateKbps: 9000,
      audioChannels: [1, 2, 3],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.encoderPresetNameMax,
      'body.bitrateKbps': VALIDATION_MESSAGES.encoderBitrateMaxHd,
      'body.audioChannels': VALIDATION_MESSAGES.encoderAudioChannelsVersion1Max,
    });
    const repeated = await call('createEncoderPreset', 'POST', collection(), {
      ...overflow,
      audioChannels: [2, 2],
    });
    expect(fieldsOf(repeated)).toEqual({
      'body.audioChannels': VALIDATION_MESSAGES.encoderAudioChannelsUnique,
    });
    expect((await call('listEncoderPresets', 'GET', collection())).headers['x-total-count']).toBe(
      '4',
    );
  });

  it('answers 409 for a name the organisation already has, in any case', async () => {
    const response = await call('createEncoderPreset', 'POST', collection(), {
      ...overflow,
      name: '1080P30 6 MBPS',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.encoderPresetNameExists,
    });
  });

  it('refuses 2160p without an enterprise plan, naming the plan, and allows it with one', async () => {
    const uhd = { ...overflow, resolution: '2160p', bitrateKbps: 20000 };
    const refused = await call('createEncoderPreset', 'POST', collection(), uhd);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([
      { code: 'PLAN_REQUIRED', message: planRequirementMessage('uhd4k') },
    ]);
    await database.db
      .update(organisations)
      .set({ webPlanId: 'live-web-enterprise' })
      .where(eq(organisations.id, ORGANISATION_IDS.riverside));
    expect((await call('createEncoderPreset', 'POST', collection(), uhd)).statusCode).toBe(201);
  });
});

describe('getEncoderPresetOptions', () => {
  it('offers 2160p and its bitrates only on an enterprise plan', async () => {
    const url = `${collection()}/options`;
    expect((await call('getEncoderPresetOptions', 'GET', url)).json()).toEqual({
      resolutions: ['720p', '1080p'],
      frameRates: [24, 25, 30, 60],
      videoFormats: ['auto', 'NTSC', 'PAL'],
      maxBitrateKbps: 12000,
    });
    await database.db
      .update(organisations)
      .set({ multisitePlanId: 'multisite-enterprise' })
      .where(eq(organisations.id, ORGANISATION_IDS.riverside));
    expect((await call('getEncoderPresetOptions', 'GET', url)).json()).toMatchObject({
      resolutions: ['720p', '1080p', '2160p'],
      maxBitrateKbps: 48000,
    });
  });
});

describe('updateEncoderPreset and deleteEncoderPreset', () => {
  it('replaces the fields, as Encoder Control may', async () => {
    const encoders = await signIn(app, 'encoders@riverside.example');
    const response = await call(
      'updateEncoderPreset',
      'PUT',
      item(ENCODER_PRESET_IDS.youthRoom),
      { ...overflow, name: '720p30 3 Mbps', customName: 'Youth room (NTSC)', resolution: '720p' },
      encoders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: ENCODER_PRESET_IDS.youthRoom,
      customName: 'Youth room (NTSC)',
      videoFormat: 'NTSC',
    });
  });

  it('answers 409 when renamed to another preset’s name', async () => {
    const response = await call('updateEncoderPreset', 'PUT', item(ENCODER_PRESET_IDS.youthRoom), {
      ...overflow,
      name: '720p25 2.5 mbps pal',
    });
    expect(response.statusCode).toBe(409);
  });

  it('deletes a preset once', async () => {
    const url = item(ENCODER_PRESET_IDS.missionPartnerPal);
    expect((await call('deleteEncoderPreset', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('getEncoderPreset', 'GET', url)).statusCode).toBe(404);
    expect((await call('deleteEncoderPreset', 'DELETE', url)).statusCode).toBe(404);
  });

  it('does not find another organisation’s preset (404), whatever the operation', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const riversidePreset = item(ENCODER_PRESET_IDS.sanctuaryHd, ORGANISATION_IDS.harbor);
    expect(
      (await call('getEncoderPreset', 'GET', riversidePreset, undefined, harbor)).statusCode,
    ).toBe(404);
    expect(
      (await call('updateEncoderPreset', 'PUT', riversidePreset, overflow, harbor)).statusCode,
    ).toBe(404);
    expect(
      (await call('deleteEncoderPreset', 'DELETE', riversidePreset, undefined, harbor)).statusCode,
    ).toBe(404);
    // Through Riverside's own path the Harbor admin is refused before any lookup.
    expect(
      (
        await call(
          'getEncoderPreset',
          'GET',
          item(ENCODER_PRESET_IDS.sanctuaryHd),
          undefined,
          harbor,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('getEncoderPreset', 'GET', item(ENCODER_PRESET_IDS.sanctuaryHd))).statusCode,
    ).toBe(200);
  });
});
