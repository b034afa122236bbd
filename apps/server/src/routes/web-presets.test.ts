import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@studio/domain';
import {
  buildTestApp,
  ContractResponseValidator,
  ORGANISATION_IDS,
  signIn,
  WEB_PRESET_IDS,
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
  `/api/v3/customers/${organisationId}/webencoderprofiles`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

const assisted = {
  name: 'Overflow room',
  videoChannel: 2,
  leftAudioChannel: 9,
  rightAudioChannel: 10,
  deinterlace: true,
};

/** Checks the answer against the contract and hands it back. */
function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const listAs = async (session: SignedIn, query = '') =>
  checked(
    'listWebPresets',
    await app.inject({ method: 'GET', url: `${collection()}${query}`, headers: session.headers }),
  );

const create = async (body: unknown, session: SignedIn = admin) =>
  checked(
    'createWebPreset',
    await app.inject({
      method: 'POST',
      url: collection(),
      headers: session.headers,
      payload: body as object,
    }),
  );

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

describe('listWebPresets', () => {
  it('answers the organisation’s presets by name, with the total', async () => {
    const response = await listAs(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toBeUndefined();
    expect(response.json().map((preset: { name: string }) => preset.name)).toEqual([
      'Assisted listening mix',
      'Balcony camera',
      'Chapel SDI feed (interlaced)',
      'Radio simulcast (audio only)',
      'Spanish translation',
    ]);
  });

  it('pages with a Link to the next page that keeps the size', async () => {
    const first = await listAs(admin, '?size=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers.link).toBe(`<${collection()}?size=2&page=1>; rel="next"`);
    const last = await listAs(admin, '?size=2&page=2');
    expect(last.json().map((preset: { name: string }) => preset.name)).toEqual([
      'Spanish translation',
    ]);
    expect(last.headers.link).toBeUndefined();
  });

  it('is refused to a role without manageEncoderAndWebSettings, allowed to Encoder Control', async () => {
    const review = await signIn(app, 'review@riverside.example');
    expect((await listAs(review)).statusCode).toBe(403);
    const encoders = await signIn(app, 'encoders@riverside.example');
    expect((await listAs(encoders)).statusCode).toBe(200);
  });
});

describe('createWebPreset', () => {
  it('stores a preset and answers it with its Location', async () => {
    const response = await create({ ...assisted, name: '  Overflow room  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ ...assisted, uuid: expect.any(String) });
    expect(response.headers.location).toBe(item(created.uuid));
    const read = await app.inject({
      method: 'GET',
      url: item(created.uuid),
      headers: admin.headers,
    });
    expect(checked('getWebPreset', read).json()).toEqual(created);
  });

  it('leaves deinterlacing off when it is not sent', async () => {
    const { deinterlace: _deinterlace, ...rest } = assisted;
    const response = await create(rest);
    expect(response.statusCode).toBe(201);
    expect(response.json().deinterlace).toBe(false);
  });

  it('refuses the default channels and equal audio channels with the spec’s messages, storing nothing', async () => {
    const asDefault = await create({
      ...assisted,
      videoChannel: 1,
      leftAudioChannel: 1,
      rightAudioChannel: 2,
    });
    expect(asDefault.statusCode).toBe(400);
    expect(fieldsOf(asDefault)).toEqual({
      'body.videoChannel': VALIDATION_MESSAGES.webPresetDiffersFromDefault,
    });
    const sameChannels = await create({ ...assisted, leftAudioChannel: 4, rightAudioChannel: 4 });
    expect(sameChannels.statusCode).toBe(400);
    expect(fieldsOf(sameChannels)).toEqual({
      'body.rightAudioChannel': VALIDATION_MESSAGES.audioChannelsDiffer,
    });
    expect((await listAs(admin)).headers['x-total-count']).toBe('5');
  });

  it('answers what the contract’s schema refuses in the spec’s words too, every field at once', async () => {
    const response = await create({
      name: 'x'.repeat(51),
      videoChannel: 3,
      leftAudioChannel: 17,
      rightAudioChannel: 17,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.name': VALIDATION_MESSAGES.webPresetNameMax,
      'body.videoChannel': VALIDATION_MESSAGES.videoChannelRange,
      'body.leftAudioChannel': VALIDATION_MESSAGES.audioChannelRange,
      'body.rightAudioChannel': VALIDATION_MESSAGES.audioChannelRange,
    });
    const blank = await create({ ...assisted, name: '   ' });
    expect(fieldsOf(blank)).toEqual({ 'body.name': VALIDATION_MESSAGES.required });
    const missing = await create({ videoChannel: 2, leftAudioChannel: 1, rightAudioChannel: 2 });
    expect(fieldsOf(missing)).toEqual({ 'body.name': VALIDATION_MESSAGES.required });
  });

  it('answers 409 for a name the organisation already uses, whatever its case', async () => {
    const response = await create({ ...assisted, name: 'SPANISH translation' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { code: 'NAME_EXISTS', message: VALIDATION_MESSAGES.webPresetNameExists, field: 'body.name' },
    ]);
  });

  it('lets another organisation use the same name', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await app.inject({
      method: 'POST',
      url: collection(ORGANISATION_IDS.harbor),
      headers: harbor.headers,
      payload: { ...assisted, name: 'Spanish translation' },
    });
    expect(checked('createWebPreset', response).statusCode).toBe(201);
  });

  it('keeps one of two concurrent creates of the same name and answers the other 409', async () => {
    const answers = await Promise.all([create(assisted), create(assisted)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('getWebPreset, updateWebPreset, deleteWebPreset', () => {
  const spanish = WEB_PRESET_IDS.spanishTranslation;

  it('replaces the editable fields', async () => {
    const response = checked(
      'updateWebPreset',
      await app.inject({
        method: 'PUT',
        url: item(spanish),
        headers: admin.headers,
        payload: { ...assisted, name: 'Spanish translation (balcony)' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...assisted,
      name: 'Spanish translation (balcony)',
      uuid: spanish,
    });
  });

  it('keeps its own name on update but refuses another preset’s, and the spec’s rules', async () => {
    const own = await app.inject({
      method: 'PUT',
      url: item(spanish),
      headers: admin.headers,
      payload: { ...assisted, name: 'spanish TRANSLATION' },
    });
    expect(checked('updateWebPreset', own).statusCode).toBe(200);
    const taken = await app.inject({
      method: 'PUT',
      url: item(spanish),
      headers: admin.headers,
      payload: { ...assisted, name: 'Balcony camera' },
    });
    expect(checked('updateWebPreset', taken).statusCode).toBe(409);
    const toDefault = await app.inject({
      method: 'PUT',
      url: item(spanish),
      headers: admin.headers,
      payload: { ...assisted, videoChannel: 1, leftAudioChannel: 1, rightAudioChannel: 2 },
    });
    expect(checked('updateWebPreset', toDefault).statusCode).toBe(400);
  });

  it('deletes a preset once', async () => {
    const first = await app.inject({
      method: 'DELETE',
      url: item(spanish),
      headers: admin.headers,
    });
    expect(checked('deleteWebPreset', first).statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: item(spanish),
      headers: admin.headers,
    });
    expect(checked('deleteWebPreset', again).statusCode).toBe(404);
    const read = await app.inject({ method: 'GET', url: item(spanish), headers: admin.headers });
    expect(checked('getWebPreset', read).statusCode).toBe(404);
  });

  it('hides another organisation’s preset by id, even inside the caller’s own organisation path', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    // Riverside's preset through Harbor's own organisation: not one of Harbor's, 404.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: item(spanish, ORGANISATION_IDS.harbor),
        headers: harbor.headers,
        ...(method === 'PUT' ? { payload: assisted } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    // And through Riverside's path: the organisation itself is hidden.
    const direct = await app.inject({ method: 'GET', url: item(spanish), headers: harbor.headers });
    expect(checked('getWebPreset', direct).statusCode).toBe(404);
    const stillThere = await app.inject({
      method: 'GET',
      url: item(spanish),
      headers: admin.headers,
    });
    expect(stillThere.json().name).toBe('Spanish translation');
  });
});
