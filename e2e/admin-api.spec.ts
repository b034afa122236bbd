import { expect, test, type APIRequestContext } from '@playwright/test';
import { currentUser, DEMO_PASSWORD, RIVERSIDE_ADMIN, tokenFor } from './support/demo';

/**
 * The staff admin area through the API of the real server (issue 17): the admin search, Switch
 * to Organization with the retyped password, the hardware inventory and its dashboard, the system
 * log, and an organisation admin refused. The browser journeys come with the admin screens.
 */
const STAFF = 'staff@studio.example';
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const STAFF_ORGANISATION = 'c0ffee00-1a2b-4c3d-8e4f-5a6b7c8d9e03';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const switchInto = (
  request: APIRequestContext,
  token: string,
  organisationId: string,
  password: string,
) =>
  request.post(`/api/v3/auth/customers/${organisationId}/token`, {
    headers: bearer(token),
    data: { grant_type: 'password_cookie_on_behalf_of', username: STAFF, password },
  });

test('staff find Riverside by "ecg-104233", switch in with the retyped password, and back', async ({
  request,
}) => {
  const staff = await tokenFor(request, STAFF);
  const found = await request.get('/api/search/organizations?q=ecg-104233', {
    headers: bearer(staff),
  });
  expect(found.status()).toBe(200);
  expect(await found.json()).toMatchObject([
    { uuid: RIVERSIDE, name: 'Riverside Community', matchedOn: 'masterEcg' },
  ]);

  const wrong = await switchInto(request, staff, RIVERSIDE, 'not-the-password');
  expect(wrong.status()).toBe(401);
  expect((await wrong.json())[0].message).toBe('Incorrect password.');

  const switched = await switchInto(request, staff, RIVERSIDE, DEMO_PASSWORD);
  expect(switched.status()).toBe(200);
  const inside = ((await switched.json()) as { access_token: string }).access_token;
  expect(await currentUser(request, inside)).toMatchObject({
    customerId: RIVERSIDE,
    customerName: 'Riverside Community',
    homeCustomerId: STAFF_ORGANISATION,
    userName: STAFF,
  });
  const library = await request.get(`/api/v3/customers/${RIVERSIDE}/media`, {
    headers: bearer(inside),
  });
  expect(library.status()).toBe(200);
  expect(((await library.json()) as unknown[]).length).toBeGreaterThan(0);

  const back = await switchInto(request, inside, STAFF_ORGANISATION, DEMO_PASSWORD);
  expect(back.status()).toBe(200);
  const home = ((await back.json()) as { access_token: string }).access_token;
  expect((await currentUser(request, home)).customerId).toBe(STAFF_ORGANISATION);

  const start = new Date(Date.now() - 15 * 60_000).toISOString();
  const logs = await request.get(`/api/v1/systemlogs?start=${encodeURIComponent(start)}`, {
    headers: bearer(home),
  });
  const messages = ((await logs.json()) as Array<{ message: string }>).map((e) => e.message);
  expect(messages).toEqual(
    expect.arrayContaining([
      `${STAFF} failed to switch into Riverside Community: incorrect password.`,
      `${STAFF} switched into Riverside Community.`,
      `${STAFF} switched back to Studio Platform Staff.`,
    ]),
  );
});

test('staff add decoder D12345678; "D1234" is refused; the dashboard counts it', async ({
  request,
}) => {
  const staff = await tokenFor(request, STAFF);
  const headers = bearer(staff);
  const lookup = async (path: string, name: string) => {
    const rows = (await (await request.get(`/api/v1/${path}`, { headers })).json()) as Array<{
      uuid: string;
      name: string;
    }>;
    return rows.find((row) => row.name === name)!.uuid;
  };
  const stockNewDecoders = async () => {
    const dashboard = (await (
      await request.get('/api/v1/hardware/dashboard', { headers })
    ).json()) as {
      counts: Array<{ status: string; decoders: number }>;
    };
    return dashboard.counts.find((row) => row.status === 'Stock - New')!.decoders;
  };
  const unit = {
    serialNumber: 'D12345678',
    modelId: await lookup('hardwaremodels', 'D2 Decoder'),
    locationId: await lookup('hardwarelocations', 'Dallas Warehouse'),
    ownerId: STAFF_ORGANISATION,
    statusId: await lookup('hardwarestatuses', 'Stock - New'),
    buildDate: '2026-10-02',
    warrantyLengthYears: 2,
  };
  const before = await stockNewDecoders();

  const refused = await request.post('/api/v1/hardware', {
    headers,
    data: { ...unit, serialNumber: 'D1234' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual([
    {
      code: 'INVALID_REQUEST',
      message: 'Decoder serial numbers are D followed by 8 digits, such as D12345678.',
      field: 'body.serialNumber',
    },
  ]);
  expect(await stockNewDecoders()).toBe(before);

  const created = await request.post('/api/v1/hardware', { headers, data: unit });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({
    serialNumber: 'D12345678',
    status: { name: 'Stock - New' },
  });
  expect(await stockNewDecoders()).toBe(before + 1);

  // The browser journey (admin-staff.spec.ts) adds the same serial on the same server: leave
  // the inventory as it was.
  const { uuid } = (await created.json()) as { uuid: string };
  const removed = await request.delete(`/api/v1/hardware/${uuid}`, { headers });
  expect(removed.status()).toBe(204);
  expect(await stockNewDecoders()).toBe(before);
});

test('an organisation admin is refused the staff area', async ({ request }) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  for (const path of [
    '/api/search/organizations?q=Riverside',
    '/api/v1/hardware',
    `/api/v1/systemlogs?start=${encodeURIComponent(new Date().toISOString())}`,
  ]) {
    const response = await request.get(path, { headers: bearer(admin) });
    expect(response.status(), path).toBe(403);
    expect((await response.json())[0].message).toBe(
      'Your account has insufficient permissions to access this feature.',
    );
  }
});
