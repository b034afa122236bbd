import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, planRequirementMessage } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { organisations } from '../db/organisations/schema';
import { QR_CLICK_OVERLAY_IDS } from '../seed/demo-data';
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
  `/api/v3/customers/${organisationId}/qrclickoverlays`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;

const visitCard = {
  name: 'Plan a visit',
  url: 'https://riverside.example/visit',
  customLabel: 'Visit us',
  openingBehaviour: 'auto_open',
  type: 'in_player_overlay',
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

describe('listQrClickOverlays', () => {
  it('answers the organisation’s overlays by name', async () => {
    const response = await call('listQrClickOverlays', 'GET', collection());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json().map((overlay: { name: string }) => overlay.name)).toEqual([
      'Connect card',
      'Give online',
      'Prayer request',
    ]);
  });

  it('needs a Starter Lite or higher live web plan', async () => {
    await database.db
      .update(organisations)
      .set({ webPlanId: 'live-web-social-only' })
      .where(eq(organisations.id, ORGANISATION_IDS.harbor));
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await call(
      'listQrClickOverlays',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      { code: 'PLAN_REQUIRED', message: planRequirementMessage('liveWebStarterLite') },
    ]);
  });
});

describe('createQrClickOverlay', () => {
  it('stores an overlay with its created date and Location', async () => {
    const response = await call('createQrClickOverlay', 'POST', collection(), {
      ...visitCard,
      name: '  Plan a visit ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      ...visitCard,
      uuid: expect.any(String),
      createdDate: expect.any(String),
    });
    expect(response.headers.location).toBe(item(created.uuid));
  });

  it('answers 409 "Duplicate QRclick URL" on the URL field, also for an edit', async () => {
    const response = await call('createQrClickOverlay', 'POST', collection(), {
      ...visitCard,
      url: 'https://riverside.example/connect',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        code: 'DUPLICATE_URL',
        message: VALIDATION_MESSAGES.qrClickUrlDuplicate,
        field: 'body.url',
      },
    ]);
    const edit = await call(
      'updateQrClickOverlay',
      'PUT',
      item(QR_CLICK_OVERLAY_IDS.prayerRequest),
      {
        ...visitCard,
        url: 'https://riverside.example/connect',
      },
    );
    expect(edit.statusCode).toBe(409);
  });

  it('lets another organisation use the same URL', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await call(
      'createQrClickOverlay',
      'POST',
      collection(ORGANISATION_IDS.harbor),
      { ...visitCard, url: 'https://riverside.example/connect' },
      harbor,
    );
    expect(response.statusCode).toBe(201);
  });

  it('keeps in-player URLs within 213 characters and wants a protocol, storing nothing', async () => {
    const long = `https://riverside.example/${'p'.repeat(188)}`;
    const inPlayer = await call('createQrClickOverlay', 'POST', collection(), {
      ...visitCard,
      url: long,
    });
    expect(inPlayer.statusCode).toBe(400);
    expect(fieldsOf(inPlayer)).toEqual({
      'body.url': VALIDATION_MESSAGES.qrClickInPlayerUrlMax,
    });
    const noProtocol = await call('createQrClickOverlay', 'POST', collection(), {
      ...visitCard,
      url: 'riverside.example/visit',
      name: '',
    });
    expect(fieldsOf(noProtocol)).toEqual({
      'body.name': VALIDATION_MESSAGES.required,
      'body.url': VALIDATION_MESSAGES.qrClickUrlInvalid,
    });
    expect((await call('listQrClickOverlays', 'GET', collection())).headers['x-total-count']).toBe(
      '3',
    );
    const external = await call('createQrClickOverlay', 'POST', collection(), {
      ...visitCard,
      url: long,
      type: 'external_link',
    });
    expect(external.statusCode).toBe(201);
  });

  it('keeps one of two concurrent creates of the same URL and answers the other 409', async () => {
    const answers = await Promise.all([
      call('createQrClickOverlay', 'POST', collection(), visitCard),
      call('createQrClickOverlay', 'POST', collection(), visitCard),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('getQrClickOverlay, updateQrClickOverlay, deleteQrClickOverlay', () => {
  const connect = QR_CLICK_OVERLAY_IDS.connectCard;

  it('replaces the editable fields, keeping its own URL', async () => {
    const response = await call('updateQrClickOverlay', 'PUT', item(connect), {
      ...visitCard,
      url: 'https://riverside.example/connect',
      customLabel: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: connect,
      name: visitCard.name,
      customLabel: null,
      createdDate: '2025-03-09T14:00:00.000Z',
    });
    expect((await call('getQrClickOverlay', 'GET', item(connect))).json()).toEqual(response.json());
  });

  it('deletes once', async () => {
    expect((await call('deleteQrClickOverlay', 'DELETE', item(connect))).statusCode).toBe(204);
    expect((await call('deleteQrClickOverlay', 'DELETE', item(connect))).statusCode).toBe(404);
  });

  it('hides another organisation’s overlay by id', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: item(connect, ORGANISATION_IDS.harbor),
        headers: harbor.headers,
        ...(method === 'PUT' ? { payload: visitCard } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call('getQrClickOverlay', 'GET', item(connect))).json().name).toBe(
      'Connect card',
    );
  });
});
