import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@studio/domain';
import {
  buildTestApp,
  ContractResponseValidator,
  ORGANISATION_IDS,
  PLAYER_PROFILE_IDS,
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

const base = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/configs`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${base(organisationId)}/${id}`;

const giving = {
  name: 'Giving Sunday',
  contentType: 'live',
  autoplay: true,
  loop: false,
  mute: false,
  backgroundMode: false,
  callToAction: { text: 'Give now', url: 'https://riverside.example/give-now' },
  controlColor: '#ff8800',
  qrClickLabel: 'Connect card',
  restrictPlaybackWhenLive: true,
  hidePlaylistOnLoad: false,
};

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const listAs = async (session: SignedIn, query = '') =>
  checked(
    'listPlayerProfiles',
    await app.inject({ method: 'GET', url: `${base()}/list${query}`, headers: session.headers }),
  );

const create = async (body: unknown, session: SignedIn = admin) =>
  checked(
    'createPlayerProfile',
    await app.inject({
      method: 'POST',
      url: base(),
      headers: session.headers,
      payload: body as object,
    }),
  );

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

describe('listPlayerProfiles', () => {
  it('answers the organisation’s profiles by name, with the total, paged by the Link header', async () => {
    const response = await listAs(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json().map((profile: { name: string }) => profile.name)).toEqual([
      'Lobby screens',
      'Sermon archive',
      'Website default',
      'Worship sets playlist',
    ]);
    const first = await listAs(admin, '?size=3');
    expect(first.headers.link).toBe(`<${base()}/list?size=3&page=1>; rel="next"`);
  });

  it('needs the player config capability: Media Library Admin yes, Encoder Control and Video Review no', async () => {
    const library = await signIn(app, 'library@riverside.example');
    expect((await listAs(library)).statusCode).toBe(200);
    for (const userName of ['encoders@riverside.example', 'review@riverside.example']) {
      const response = await listAs(await signIn(app, userName));
      expect(response.statusCode).toBe(403);
      expect(response.json()[0].message).toBe(
        'Your account has insufficient permissions to access this feature.',
      );
    }
  });
});

describe('createPlayerProfile', () => {
  it('stores every field of a profile and answers it with its Location', async () => {
    const response = await create({ ...giving, name: '  Giving Sunday ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ ...giving, uuid: expect.any(String) });
    expect(response.headers.location).toBe(item(created.uuid));
    const read = checked(
      'getPlayerProfile',
      await app.inject({ method: 'GET', url: item(created.uuid), headers: admin.headers }),
    );
    expect(read.json()).toEqual(created);
  });

  it('fills what is not sent with the defaults, and background mode with what it implies', async () => {
    const plain = await create({ name: 'Plain', contentType: 'on_demand' });
    expect(plain.json()).toMatchObject({
      autoplay: false,
      loop: false,
      mute: false,
      backgroundMode: false,
      callToAction: null,
      controlColor: '#FFFFFF',
      qrClickLabel: null,
      restrictPlaybackWhenLive: false,
      hidePlaylistOnLoad: false,
    });
    const background = await create({
      name: 'Foyer',
      contentType: 'playlist',
      backgroundMode: true,
      qrClickLabel: '   ',
    });
    expect(background.json()).toMatchObject({
      autoplay: true,
      loop: true,
      mute: true,
      backgroundMode: true,
      qrClickLabel: null,
    });
  });

  it('refuses a call to action text over 12 characters and a bad URL with the spec’s messages, storing nothing', async () => {
    const response = await create({
      ...giving,
      callToAction: { text: 'Give online today', url: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.callToAction.text': VALIDATION_MESSAGES.callToActionTextMax,
      'body.callToAction.url': VALIDATION_MESSAGES.callToActionUrl,
    });
    const halfCallToAction = await create({ ...giving, callToAction: { text: 'Give' } });
    expect(halfCallToAction.statusCode).toBe(400);
    expect(fieldsOf(halfCallToAction)).toEqual({
      'body.callToAction.url': VALIDATION_MESSAGES.required,
    });
    const unknownType = await create({ ...giving, contentType: 'radio', controlColor: 'red' });
    expect(fieldsOf(unknownType)).toEqual({
      'body.contentType': VALIDATION_MESSAGES.playerProfileContentType,
      'body.controlColor': VALIDATION_MESSAGES.controlColor,
    });
    expect((await listAs(admin)).headers['x-total-count']).toBe('4');
  });

  it('answers 409 for a name the organisation already uses, whatever its case; another organisation may use it', async () => {
    const response = await create({ ...giving, name: 'WEBSITE default' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        code: 'NAME_EXISTS',
        message: VALIDATION_MESSAGES.playerProfileNameExists,
        field: 'body.name',
      },
    ]);
    const harbor = await signIn(app, 'admin@harbor.example');
    const elsewhere = await app.inject({
      method: 'POST',
      url: base(ORGANISATION_IDS.harbor),
      headers: harbor.headers,
      payload: { ...giving, name: 'Website default' },
    });
    expect(checked('createPlayerProfile', elsewhere).statusCode).toBe(201);
  });
});

describe('getPlayerProfile, updatePlayerProfile, deletePlayerProfile', () => {
  const website = PLAYER_PROFILE_IDS.websiteDefault;

  it('answers the contract’s example profile as seeded', async () => {
    const response = checked(
      'getPlayerProfile',
      await app.inject({ method: 'GET', url: item(website), headers: admin.headers }),
    );
    expect(response.json()).toEqual({
      uuid: website,
      name: 'Website default',
      contentType: 'live',
      autoplay: true,
      loop: false,
      mute: false,
      backgroundMode: false,
      callToAction: { text: 'Give', url: 'https://riverside.example/give' },
      controlColor: '#1E6FD9',
      qrClickLabel: 'Scan to connect',
      restrictPlaybackWhenLive: false,
      hidePlaylistOnLoad: false,
    });
  });

  it('replaces every field, removes a call to action, and refuses another profile’s name', async () => {
    const response = checked(
      'updatePlayerProfile',
      await app.inject({
        method: 'PUT',
        url: item(website),
        headers: admin.headers,
        payload: { ...giving, name: 'website DEFAULT', mute: true, loop: true, callToAction: null },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...giving,
      name: 'website DEFAULT',
      mute: true,
      loop: true,
      callToAction: null,
      uuid: website,
    });
    const taken = await app.inject({
      method: 'PUT',
      url: item(website),
      headers: admin.headers,
      payload: { ...giving, name: 'Sermon archive' },
    });
    expect(checked('updatePlayerProfile', taken).statusCode).toBe(409);
  });

  it('deletes a profile once', async () => {
    const first = await app.inject({
      method: 'DELETE',
      url: item(website),
      headers: admin.headers,
    });
    expect(checked('deletePlayerProfile', first).statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: item(website),
      headers: admin.headers,
    });
    expect(checked('deletePlayerProfile', again).statusCode).toBe(404);
  });

  it('hides another organisation’s profile by id', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: item(website, ORGANISATION_IDS.harbor),
        headers: harbor.headers,
        ...(method === 'PUT' ? { payload: giving } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const direct = await app.inject({ method: 'GET', url: item(website), headers: harbor.headers });
    expect(checked('getPlayerProfile', direct).json()[0].message).toBe('Resource does not exist.');
  });
});
