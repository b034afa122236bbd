import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_SEARCH_MESSAGES, ERROR_MESSAGES } from '@studio/domain';
import {
  buildTestApp,
  ContractResponseValidator,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let staff: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  app = await buildTestApp();
  staff = await signIn(app, 'staff@studio.example');
});
afterEach(async () => {
  await app.close();
});

const call = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: SignedIn,
  body?: unknown,
) => {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
};

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

const recentLogs = async () =>
  (
    await call(
      'listSystemLogs',
      'GET',
      `/api/v1/systemlogs?start=${encodeURIComponent(new Date(Date.now() - 15 * 60_000).toISOString())}`,
      staff,
    )
  ).json<Array<{ message: string; subjectLink: string | null }>>();

const search = (q: string, session = staff) =>
  call(
    'searchOrganizations',
    'GET',
    `/api/search/organizations?q=${encodeURIComponent(q)}`,
    session,
  );

describe('the admin search', () => {
  it('finds by master ECG in any case, by uuid, and by name', async () => {
    const byEcg = await search('ecg-104233');
    expect(byEcg.statusCode).toBe(200);
    expect(byEcg.json()).toEqual([
      {
        uuid: ORGANISATION_IDS.riverside,
        name: 'Riverside Community',
        masterEcg: 'ECG-104233',
        location: 'Springfield, IL',
        matchedOn: 'masterEcg',
      },
    ]);
    const byUuid = await search(ORGANISATION_IDS.harbor.toUpperCase());
    expect(byUuid.json()).toMatchObject([{ name: 'Harbor Schools', matchedOn: 'uuid' }]);
    const byName = await search('side');
    expect(byName.json().map((row: { name: string }) => row.name)).toEqual([
      'Lakeside Chapel',
      'Riverside Community',
    ]);
    expect(byName.json()[0].matchedOn).toBe('name');
    // An ECG that is nobody's finds nothing rather than falling back to names.
    expect((await search('ECG-999999')).json()).toEqual([]);
  });

  it('searches nothing below 3 characters', async () => {
    const spaced = await search('  ab  ');
    expect(spaced.statusCode).toBe(400);
    expect(fieldsOf(spaced)).toEqual({ 'query.q': ADMIN_SEARCH_MESSAGES.tooShort });
    expect((await search('ab')).statusCode).toBe(400);
  });

  it('answers the three single searches of the other services', async () => {
    const byEcg = await call(
      'getCustomerByMasterEcg',
      'GET',
      '/api/v1/customers/masterecg/ECG-104233',
      staff,
    );
    expect(byEcg.json()).toEqual({ uuid: ORGANISATION_IDS.riverside, name: 'Riverside Community' });
    const unknown = await call(
      'getCustomerByMasterEcg',
      'GET',
      '/api/v1/customers/masterecg/ECG-1',
      staff,
    );
    expect(unknown.statusCode).toBe(404);
    const byName = await call('findCustomersByName', 'GET', '/api/v2/customers?name=harb', staff);
    expect(byName.json()).toEqual([{ uuid: ORGANISATION_IDS.harbor, name: 'Harbor Schools' }]);
    const byUuid = await call(
      'listCustomers',
      'GET',
      `/api/v3/customers?uuid=${ORGANISATION_IDS.harbor}`,
      staff,
    );
    expect(byUuid.json()).toEqual([{ uuid: ORGANISATION_IDS.harbor, name: 'Harbor Schools' }]);
    // An organisation admin finds only their own organisation by uuid.
    const admin = await signIn(app, 'admin@riverside.example');
    const hidden = await call(
      'listCustomers',
      'GET',
      `/api/v3/customers?uuid=${ORGANISATION_IDS.harbor}`,
      admin,
    );
    expect(hidden.json()).toEqual([]);
  });

  it('finds contacts by e-mail or mobile, and needs one of them', async () => {
    const byEmail = await call(
      'searchContacts',
      'GET',
      '/api/v1/contactsearch?email=admin@riverside',
      staff,
    );
    expect(byEmail.json()).toEqual([
      {
        uuid: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c01',
        name: 'Dana Whitfield',
        email: 'admin@riverside.example',
        mobile: '+12175550123',
        customers: [{ uuid: ORGANISATION_IDS.riverside, name: 'Riverside Community' }],
      },
    ]);
    const byMobile = await call(
      'searchContacts',
      'GET',
      `/api/v1/contactsearch?mobile=${encodeURIComponent('+4420794')}`,
      staff,
    );
    expect(byMobile.json().map((row: { email: string }) => row.email)).toEqual([
      'volunteers@riverside.example',
    ]);
    const neither = await call('searchContacts', 'GET', '/api/v1/contactsearch', staff);
    expect(neither.statusCode).toBe(400);
    expect(fieldsOf(neither)).toEqual({ 'query.email': ADMIN_SEARCH_MESSAGES.contactNeeded });
  });

  it('is for staff only', async () => {
    const admin = await signIn(app, 'admin@riverside.example');
    const refused = await search('Riverside', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()[0].message).toBe(ERROR_MESSAGES.forbidden);
    expect(
      (await call('searchContacts', 'GET', '/api/v1/contactsearch?email=admin', admin)).statusCode,
    ).toBe(403);
  });
});

const form = {
  name: 'Cedar Hill Fellowship',
  location: 'Austin, TX',
  managedBy: ORGANISATION_IDS.harbor,
  status: 'active',
  masterEcg: 'ECG-400100',
  webPlanId: 'live-web-pro',
  webStartDate: '2026-01-05',
  vodPlanId: 'library-starter',
  vodStartDate: '2026-01-05',
  multisitePlanId: null,
  multisiteStartDate: null,
  licenses: {
    enterprise: 1,
    professional: 2,
    lanCloud: 0,
    nonProduction: 0,
    softwareEncoders: 1,
    venues: 0,
  },
  rtmpStreams: 1,
  audio16Channel: true,
  subtitleHoursPerMonth: 5,
  additionalBandwidthTb: 0.5,
  storageTb: 2,
  webEvents: 3,
  studioAiVideoCount: 20,
};

describe('the organisation admin form', () => {
  it('creates an organisation with every field, and logs it', async () => {
    const created = await call('createCustomer', 'POST', '/api/v1/customers', staff, form);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(created.headers.location).toBe(`/api/v1/customers/${body.uuid}`);
    expect(body).toMatchObject({
      name: 'Cedar Hill Fellowship',
      location: 'Austin, TX',
      status: 'active',
      accountStatus: 'active',
      managedBy: ORGANISATION_IDS.harbor,
      masterEcg: 'ECG-400100',
      webPlan: { id: 'live-web-pro', name: 'Live Web Pro' },
      vodPlanName: 'Starter',
      multisitePlan: null,
      licenses: form.licenses,
      rtmpStreams: 1,
      audio16Channel: true,
      subscriptionDetails: { subtitlesHoursPerMonth: 5 },
      additionalBandwidthTb: 0.5,
      storageTb: 2,
      webEvents: 3,
      studioAiVideoCount: 20,
      usageSummary: { enterpriseLicenses: 1, professionalLicenses: 2, enterpriseLicensesInUse: 0 },
    });
    const found = await search('ecg-400100');
    expect(found.json()).toMatchObject([{ uuid: body.uuid, matchedOn: 'masterEcg' }]);
    expect((await recentLogs()).map((entry) => entry.message)).toContain(
      'staff@studio.example created the organisation Cedar Hill Fellowship.',
    );
  });

  it('names each refused field with its message and stores nothing', async () => {
    const missing = await call('createCustomer', 'POST', '/api/v1/customers', staff, {
      name: '',
      location: '',
      masterEcg: 'ECG 12',
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({
      'body.name': ADMIN_MESSAGES.required,
      'body.location': ADMIN_MESSAGES.required,
      'body.masterEcg': ADMIN_MESSAGES.masterEcgFormat,
    });
    const wrongPlan = await call('createCustomer', 'POST', '/api/v1/customers', staff, {
      ...form,
      webPlanId: 'library-pro',
    });
    expect(fieldsOf(wrongPlan)).toEqual({ 'body.webPlanId': ADMIN_MESSAGES.unknownChoice });
    const takenEcg = await call('createCustomer', 'POST', '/api/v1/customers', staff, {
      ...form,
      masterEcg: 'ECG-104233',
    });
    expect(takenEcg.statusCode).toBe(409);
    expect(fieldsOf(takenEcg)).toEqual({ 'body.masterEcg': ADMIN_MESSAGES.masterEcgExists });
    const takenName = await call('createCustomer', 'POST', '/api/v1/customers', staff, {
      ...form,
      name: 'harbor schools',
    });
    expect(fieldsOf(takenName)).toEqual({ 'body.name': ADMIN_MESSAGES.organisationNameExists });
    expect((await search('Cedar Hill')).json()).toEqual([]);
  });

  it('edits an organisation and logs its plan change', async () => {
    const url = `/api/v1/customers/${ORGANISATION_IDS.lakeside}`;
    const edited = await call('updateCustomer', 'PUT', url, staff, {
      name: 'Lakeside Chapel',
      location: 'Madison, WI',
      masterEcg: 'ECG-311590',
      webPlanId: 'live-web-starter',
      status: 'suspended',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      location: 'Madison, WI',
      webPlanName: 'Live Web Starter',
      status: 'inactive',
      accountStatus: 'suspended',
    });
    const logged = (await recentLogs()).find((entry) =>
      entry.message.includes('changed the plans'),
    );
    expect(logged).toEqual(
      expect.objectContaining({
        message:
          'staff@studio.example changed the plans of Lakeside Chapel: Web plan: Live Web Starter Lite → Live Web Starter.',
        subjectLink: `/admin/organizations/${ORGANISATION_IDS.lakeside}`,
      }),
    );
    const self = await call('updateCustomer', 'PUT', url, staff, {
      name: 'Lakeside Chapel',
      location: 'Madison, WI',
      managedBy: ORGANISATION_IDS.lakeside,
    });
    expect(fieldsOf(self)).toEqual({ 'body.managedBy': ADMIN_MESSAGES.managedBySelf });
  });

  it('moves an organisation under another, never under one it manages', async () => {
    const moved = await call(
      'moveCustomer',
      'POST',
      `/api/v1/customers/${ORGANISATION_IDS.lakeside}/move`,
      staff,
      { managedBy: ORGANISATION_IDS.harbor },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().managedBy).toBe(ORGANISATION_IDS.harbor);
    const loop = await call(
      'moveCustomer',
      'POST',
      `/api/v1/customers/${ORGANISATION_IDS.harbor}/move`,
      staff,
      { managedBy: ORGANISATION_IDS.lakeside },
    );
    expect(loop.statusCode).toBe(400);
    expect(fieldsOf(loop)).toEqual({ 'body.managedBy': ADMIN_MESSAGES.managedBySelf });
  });

  it('is for the staff admin permission only', async () => {
    const admin = await signIn(app, 'admin@riverside.example');
    const refused = await call('createCustomer', 'POST', '/api/v1/customers', admin, form);
    expect(refused.statusCode).toBe(403);
    const own = await call(
      'updateCustomer',
      'PUT',
      `/api/v1/customers/${ORGANISATION_IDS.riverside}`,
      admin,
      form,
    );
    expect(own.statusCode).toBe(403);
  });
});
