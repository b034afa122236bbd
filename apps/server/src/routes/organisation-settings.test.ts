import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  ContractResponseValidator,
  ORGANISATION_IDS,
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

const customer = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}`;

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const call = async (
  operationId: string,
  method: 'GET' | 'PUT',
  url: string,
  session: SignedIn = admin,
  payload?: object,
) => checked(operationId, await app.inject({ method, url, headers: session.headers, payload }));

describe('library settings', () => {
  it('answers the seeded retention, the plan maximum (30 with a multisite plan) and storage', async () => {
    const response = await call('getLibrarySettings', 'GET', `${customer()}/librarysettings`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      deleteAfterDays: 14,
      deleteAfterMaxDays: 30,
      autosaveDefault: true,
      defaultPlayerProfileId: null,
      storageAllowanceTb: 7,
      storageUsedTb: 2.6,
    });
  });

  it('answers defaults for an organisation that never changed them', async () => {
    const lakeside = await signIn(app, 'admin@lakeside.example');
    const response = await call(
      'getLibrarySettings',
      'GET',
      `${customer(ORGANISATION_IDS.lakeside)}/librarysettings`,
      lakeside,
    );
    expect(response.json()).toMatchObject({
      deleteAfterDays: 30,
      deleteAfterMaxDays: 30,
      autosaveDefault: true,
      storageAllowanceTb: 0,
    });
  });

  it('refuses a retention out of the plan range with the message, storing nothing', async () => {
    for (const deleteAfterDays of [0, 31]) {
      const refused = await call(
        'updateLibrarySettings',
        'PUT',
        `${customer()}/librarysettings`,
        admin,
        { deleteAfterDays, autosaveDefault: false },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual([
        {
          code: 'INVALID_REQUEST',
          message: 'Delete after must be between 1 and 30 days.',
          field: 'body.deleteAfterDays',
        },
      ]);
    }
    const stored = await call('getLibrarySettings', 'GET', `${customer()}/librarysettings`);
    expect(stored.json()).toMatchObject({ deleteAfterDays: 14, autosaveDefault: true });
  });

  it('saves a retention in range and the defaults', async () => {
    const saved = await call(
      'updateLibrarySettings',
      'PUT',
      `${customer()}/librarysettings`,
      admin,
      {
        deleteAfterDays: 30,
        autosaveDefault: false,
        defaultPlayerProfileId: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c01',
      },
    );
    expect(saved.statusCode).toBe(200);
    const read = await call('getLibrarySettings', 'GET', `${customer()}/librarysettings`);
    expect(read.json()).toMatchObject({
      deleteAfterDays: 30,
      autosaveDefault: false,
      defaultPlayerProfileId: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c01',
    });
  });

  it('refuses Video Review (403) and another organisation’s admin (404)', async () => {
    const review = await signIn(app, 'review@riverside.example');
    expect(
      (await call('getLibrarySettings', 'GET', `${customer()}/librarysettings`, review)).statusCode,
    ).toBe(403);
    const harbor = await signIn(app, 'admin@harbor.example');
    const isolated = await call(
      'getLibrarySettings',
      'GET',
      `${customer()}/librarysettings`,
      harbor,
    );
    expect(isolated.statusCode).toBe(404);
    expect(isolated.json()[0].message).toBe('Resource does not exist.');
  });
});

describe('feature toggles', () => {
  it('answers every registered toggle with the organisation’s state', async () => {
    const registrations = await call('listToggleRegistrations', 'GET', `${customer()}/toggleregs`);
    const ids = registrations.json().map((entry: { toggleId: string }) => entry.toggleId);
    expect(ids).toContain('trial-signup');
    const toggles = await call('listCustomerToggles', 'GET', `${customer()}/toggles`);
    expect(toggles.json()).toContainEqual({ toggleId: 'automated-subtitles', enabled: true });
    expect(toggles.json()).toContainEqual({ toggleId: 'trial-signup', enabled: true });
    expect(toggles.json()).toHaveLength(ids.length);
  });

  it('lets staff switch a toggle; an admin may not, and an unknown id is 404', async () => {
    const url = `${customer()}/toggles/studio-ai`;
    const body = { toggleId: 'studio-ai', enabled: true };
    expect((await call('updateCustomerToggle', 'PUT', url, admin, body)).statusCode).toBe(403);
    const staff = await signIn(app, 'staff@studio.example');
    const switched = await call('updateCustomerToggle', 'PUT', url, staff, body);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual(body);
    const toggles = await call('listCustomerToggles', 'GET', `${customer()}/toggles`);
    expect(toggles.json()).toContainEqual(body);
    const unknown = await call('updateCustomerToggle', 'PUT', `${customer()}/toggles/nope`, staff, {
      toggleId: 'nope',
      enabled: true,
    });
    expect(unknown.statusCode).toBe(404);
    const mismatch = await call('updateCustomerToggle', 'PUT', url, staff, {
      toggleId: 'trial-signup',
      enabled: false,
    });
    expect(mismatch.statusCode).toBe(400);
  });
});

describe('first-time setup and plans', () => {
  it('answers the setup progress', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const fts = await call(
      'getCustomerFts',
      'GET',
      `${customer(ORGANISATION_IDS.harbor)}/fts`,
      harbor,
    );
    expect(fts.json().status).toBe('in_progress');
    expect(fts.json().steps).toContainEqual({ name: 'verifyEmail', done: true });
  });

  it('lists the catalogue by family, with what each plan includes', async () => {
    const vod = await call('listPlans', 'GET', '/api/v3/plans?family=vod');
    expect(vod.json().map((plan: { id: string }) => plan.id)).toEqual([
      'library-starter',
      'library-pro',
      'library-premium',
      'library-enterprise',
    ]);
    const pro = await call('getPlan', 'GET', '/api/v3/plans/library-pro');
    expect(pro.json()).toMatchObject({ name: 'Pro', storageTb: 7, bitrates: 3 });
    const lite = await call('getPlan', 'GET', '/api/v3/plans/live-web-starter-lite');
    expect(lite.json()).toMatchObject({ bandwidthTbPerMonth: 0.2 });
    expect((await call('getPlan', 'GET', '/api/v3/plans/nope')).statusCode).toBe(404);
  });
});
