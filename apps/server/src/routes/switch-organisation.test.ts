import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  capabilitiesForRoles,
  ERROR_MESSAGES,
  STAFF_ADMIN_CAPABILITY,
} from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/connection';
import { users } from '../db/identity/schema';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_PASSWORD,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_PRESET_IDS,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let staff: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  staff = await signIn(app, 'staff@studio.example');
});
afterEach(async () => {
  await app.close();
});

const checked = (operationId: string, response: LightMyRequestResponse) => {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
};

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

const switchInto = async (organisationId: string, accessToken: string, password: string) =>
  checked(
    'createTokenOnBehalfOf',
    await app.inject({
      method: 'POST',
      url: `/api/v3/auth/customers/${organisationId}/token`,
      headers: bearer(accessToken),
      payload: {
        grant_type: 'password_cookie_on_behalf_of',
        username: 'staff@studio.example',
        password,
      },
    }),
  );

const currentUser = async (accessToken: string) =>
  checked(
    'getCurrentUser',
    await app.inject({ method: 'GET', url: '/api/v2/users/me', headers: bearer(accessToken) }),
  ).json<Record<string, unknown>>();

const systemLogs = async (query = '') => {
  const start = encodeURIComponent(new Date(Date.now() - 15 * 60_000).toISOString());
  return checked(
    'listSystemLogs',
    await app.inject({
      method: 'GET',
      url: `/api/v1/systemlogs?start=${start}${query}`,
      headers: staff.headers,
    }),
  );
};

const messages = async (query = '') =>
  (await systemLogs(query)).json<Array<{ message: string }>>().map((entry) => entry.message);

describe('Switch to Organization', () => {
  it('refuses a wrong password with "Incorrect password." and logs a warning', async () => {
    const refused = await switchInto(ORGANISATION_IDS.riverside, staff.accessToken, 'wrong-one');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual([
      { code: 'INVALID_CREDENTIALS', message: ERROR_MESSAGES.incorrectPassword },
    ]);
    expect(await messages('&level=warning')).toContain(
      'staff@studio.example failed to switch into Riverside Community: incorrect password.',
    );
    // The staff session is untouched.
    expect((await currentUser(staff.accessToken)).customerId).toBe(ORGANISATION_IDS.staff);
  });

  it('acts inside the organisation knowing the staff member, logs what they change, and switches back', async () => {
    const switched = await switchInto(ORGANISATION_IDS.riverside, staff.accessToken, DEMO_PASSWORD);
    expect(switched.statusCode).toBe(200);
    const inside = switched.json<{ access_token: string }>().access_token;
    expect(await currentUser(inside)).toMatchObject({
      customerId: ORGANISATION_IDS.riverside,
      customerName: 'Riverside Community',
      homeCustomerId: ORGANISATION_IDS.staff,
      homeCustomerName: 'Studio Platform Staff',
      userName: 'staff@studio.example',
    });
    // A change made there carries the staff member's name in the system log.
    const toggled = await app.inject({
      method: 'PUT',
      url: `/api/v3/customers/${ORGANISATION_IDS.riverside}/toggles/studio-ai`,
      headers: bearer(inside),
      payload: { toggleId: 'studio-ai', enabled: true },
    });
    expect(toggled.statusCode).toBe(200);

    const back = await switchInto(ORGANISATION_IDS.staff, inside, DEMO_PASSWORD);
    expect(back.statusCode).toBe(200);
    const home = back.json<{ access_token: string }>().access_token;
    expect(await currentUser(home)).toMatchObject({
      customerId: ORGANISATION_IDS.staff,
      homeCustomerId: ORGANISATION_IDS.staff,
    });
    staff = { ...staff, accessToken: home, headers: bearer(home) };
    const logged = await messages();
    expect(logged).toEqual(
      expect.arrayContaining([
        'staff@studio.example switched into Riverside Community.',
        'staff@studio.example (staff) called updateCustomerToggle in Riverside Community.',
        'staff@studio.example switched back to Studio Platform Staff.',
        'staff@studio.example signed in.',
      ]),
    );
    // Newest first.
    expect(
      logged.indexOf('staff@studio.example switched back to Studio Platform Staff.'),
    ).toBeLessThan(logged.indexOf('staff@studio.example switched into Riverside Community.'));
  });

  it('lets a staff viewer see another organisation without changing it', async () => {
    await database.db.insert(users).values({
      id: 'c0ffee00-1a2b-4c3d-8e4f-5a6b7c8d9e21',
      organisationId: ORGANISATION_IDS.staff,
      userName: 'viewer@studio.example',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Robin',
      lastName: 'Viewer',
      roles: ['resiAdmin'],
      capabilities: capabilitiesForRoles(['resiAdmin']).filter(
        (capability) => capability !== STAFF_ADMIN_CAPABILITY,
      ),
    });
    const viewer = await signIn(app, 'viewer@studio.example');
    const url = `/api/v3/customers/${ORGANISATION_IDS.riverside}/toggles`;
    const read = await app.inject({ method: 'GET', url, headers: viewer.headers });
    expect(read.statusCode).toBe(200);
    const change = await app.inject({
      method: 'PUT',
      url: `${url}/studio-ai`,
      headers: viewer.headers,
      payload: { toggleId: 'studio-ai', enabled: true },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()[0].message).toBe(ERROR_MESSAGES.forbidden);
    // Nor change the hardware inventory.
    const unit = await app.inject({
      method: 'DELETE',
      url: '/api/v1/hardware/55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d012',
      headers: viewer.headers,
    });
    expect(unit.statusCode).toBe(403);
    // Nor may the viewer switch in.
    expect(
      (await switchInto(ORGANISATION_IDS.riverside, viewer.accessToken, DEMO_PASSWORD)).statusCode,
    ).toBe(403);
  });
});

describe('removals', () => {
  it('are logged with who removed what, whoever removes', async () => {
    const admin = await signIn(app, 'admin@riverside.example');
    const path = `/api/v3/customers/${ORGANISATION_IDS.riverside}/webencoderprofiles/${WEB_PRESET_IDS.balconyCamera}`;
    const removed = await app.inject({ method: 'DELETE', url: path, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect(await messages()).toContain(
      `admin@riverside.example removed ${path} (deleteWebPreset) in Riverside Community.`,
    );
  });
});

describe('listSystemLogs', () => {
  it('answers entries newest first with subject links, filtered by level and window', async () => {
    const all = (await systemLogs()).json<
      Array<{ level: string; message: string; subjectLink: string | null; timestamp: string }>
    >();
    // The seed's entry 12 minutes ago and this test's sign-in are in the last 15 minutes; the
    // entries 95 minutes and a day ago are not.
    expect(all.map((entry) => entry.message)).toEqual([
      'staff@studio.example signed in.',
      'admin@riverside.example signed in.',
    ]);
    expect(all[0]!.subjectLink).toBeNull();
    const start = encodeURIComponent(new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString());
    const twoDays = checked(
      'listSystemLogs',
      await app.inject({
        method: 'GET',
        url: `/api/v1/systemlogs?start=${start}&level=warning`,
        headers: staff.headers,
      }),
    ).json<Array<{ level: string; subjectLink: string }>>();
    expect(twoDays).toEqual([
      expect.objectContaining({
        level: 'warning',
        subjectLink: '/hardware/55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d007',
      }),
    ]);
  });

  it('refuses an end before the start, and an organisation admin', async () => {
    const end = encodeURIComponent(new Date(Date.now() - 60 * 60_000).toISOString());
    const backwards = await systemLogs(`&end=${end}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual([
      { code: 'INVALID_REQUEST', message: ADMIN_MESSAGES.logWindowEnd, field: 'query.end' },
    ]);
    const admin = await signIn(app, 'admin@riverside.example');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v1/systemlogs?start=${end}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
