import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, HARDWARE_MESSAGES } from '@studio/domain';
import {
  HARDWARE_CYCLE_IDS,
  HARDWARE_LOCATION_IDS,
  HARDWARE_MODEL_IDS,
  HARDWARE_STATUS_IDS,
} from '../seed/seed-admin';
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  session: SignedIn = staff,
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

const decoder = {
  serialNumber: 'D12345678',
  modelId: HARDWARE_MODEL_IDS.d2,
  locationId: HARDWARE_LOCATION_IDS.dallas,
  ownerId: ORGANISATION_IDS.staff,
  statusId: HARDWARE_STATUS_IDS.stockNew,
  cycleId: HARDWARE_CYCLE_IDS.currentGen,
  buildDate: '2026-10-02',
  saleDate: null,
  warrantyLengthYears: 2,
  vendorInvoice: 'INV-20261002-310',
  activationCode: 'A1B2-C3D4',
};

const stockNewDecoders = async () => {
  const dashboard = await call('getHardwareDashboard', 'GET', '/api/v1/hardware/dashboard');
  return dashboard
    .json<{ counts: Array<{ status: string; decoders: number }> }>()
    .counts.find((row) => row.status === 'Stock - New')!.decoders;
};

describe('the hardware lookups', () => {
  it('answers the 14 statuses, the 3 cycles, the models and the locations', async () => {
    const statuses = await call('listHardwareStatuses', 'GET', '/api/v1/hardwarestatuses');
    expect(statuses.json().map((row: { name: string }) => row.name)).toEqual([
      'Customer Owned',
      'Dealer Owned',
      'Decommissioned',
      'Demo - Out',
      'Internal Use',
      'Needs Refurb',
      'Needs Repair Then Refurb',
      'Rental - Out',
      'Stock - Internal Use',
      'Stock - New',
      'Stock - New (Offsite)',
      'Stock - Refurbished',
      'Total',
      'Unknown',
    ]);
    const cycles = await call('listHardwareCycles', 'GET', '/api/v1/hardwarecycles');
    expect(cycles.json().map((row: { name: string }) => row.name)).toEqual([
      'Current Gen',
      'Discontinued',
      'End of Life',
    ]);
    const models = await call('listHardwareModels', 'GET', '/api/v1/hardwaremodels');
    expect(models.json()).toContainEqual({
      uuid: HARDWARE_MODEL_IDS.d2,
      name: 'D2 Decoder',
      type: 'decoder',
    });
    const locations = await call('listHardwareLocations', 'GET', '/api/v1/hardwarelocations');
    expect(locations.json()).toContainEqual({
      uuid: HARDWARE_LOCATION_IDS.dallas,
      name: 'Dallas Warehouse',
    });
  });
});

describe('hardware units', () => {
  it('adds a decoder, and the dashboard counts it under its status', async () => {
    const before = await stockNewDecoders();
    const created = await call('createHardwareUnit', 'POST', '/api/v1/hardware', decoder);
    expect(created.statusCode).toBe(201);
    const unit = created.json();
    expect(created.headers.location).toBe(`/api/v1/hardware/${unit.uuid}`);
    expect(unit).toMatchObject({
      serialNumber: 'D12345678',
      model: { name: 'D2 Decoder', type: 'decoder' },
      location: { name: 'Dallas Warehouse' },
      owner: { uuid: ORGANISATION_IDS.staff, name: 'Studio Platform Staff' },
      status: { name: 'Stock - New' },
      cycle: { name: 'Current Gen' },
      activationCode: 'A1B2-C3D4',
    });
    expect(await stockNewDecoders()).toBe(before + 1);
    const read = await call('getHardwareUnit', 'GET', `/api/v1/hardware/${unit.uuid}`);
    expect(read.json()).toEqual(unit);
  });

  it('refuses "D1234" with the serial number message and stores nothing', async () => {
    const before = await stockNewDecoders();
    const refused = await call('createHardwareUnit', 'POST', '/api/v1/hardware', {
      ...decoder,
      serialNumber: 'D1234',
      activationCode: 'A1B2C3D4',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'body.serialNumber': ADMIN_MESSAGES.decoderSerialFormat,
      'body.activationCode': ADMIN_MESSAGES.activationCodeFormat,
    });
    expect(await stockNewDecoders()).toBe(before);
  });

  it('refuses a serial taken, a letter that is not the model type, and the Total status', async () => {
    const taken = await call('createHardwareUnit', 'POST', '/api/v1/hardware', {
      ...decoder,
      serialNumber: 'D00004561',
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ 'body.serialNumber': ADMIN_MESSAGES.serialExists });
    const mismatch = await call('createHardwareUnit', 'POST', '/api/v1/hardware', {
      ...decoder,
      serialNumber: 'E12345678',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(fieldsOf(mismatch)).toEqual({
      'body.serialNumber': ADMIN_MESSAGES.decoderSerialFormat,
    });
    const total = await call('createHardwareUnit', 'POST', '/api/v1/hardware', {
      ...decoder,
      statusId: HARDWARE_STATUS_IDS.total,
    });
    expect(fieldsOf(total)).toEqual({ 'body.statusId': HARDWARE_MESSAGES.totalIsNotAStatus });
  });

  it('searches with filters, sorts and pages', async () => {
    const firstPage = await call('listHardwareUnits', 'GET', '/api/v1/hardware?size=5');
    expect(firstPage.headers['x-total-count']).toBe('12');
    expect(firstPage.headers.link).toBe('</api/v1/hardware?size=5&page=1>; rel="next"');
    expect(firstPage.json().map((unit: { serialNumber: string }) => unit.serialNumber)).toEqual([
      'D00001002',
      'D00003310',
      'D00003311',
      'D00004561',
      'D00004562',
    ]);
    const riverside = await call(
      'listHardwareUnits',
      'GET',
      `/api/v1/hardware?ownerId=${ORGANISATION_IDS.riverside}&serialNumber=d0000456`,
    );
    expect(riverside.json().map((unit: { serialNumber: string }) => unit.serialNumber)).toEqual([
      'D00004561',
      'D00004562',
    ]);
    const newest = await call('listHardwareUnits', 'GET', '/api/v1/hardware?sort=desc.buildDate');
    expect(newest.json()[0].serialNumber).toBe('E00011402');
    const stock = await call(
      'listHardwareUnits',
      'GET',
      `/api/v1/hardware?statusId=${HARDWARE_STATUS_IDS.stockNew}&modelId=${HARDWARE_MODEL_IDS.e4300}`,
    );
    expect(stock.headers['x-total-count']).toBe('2');
  });

  it('edits and deletes a unit; the removal is in the system log', async () => {
    const id = '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d011';
    const edited = await call('updateHardwareUnit', 'PUT', `/api/v1/hardware/${id}`, {
      ...decoder,
      serialNumber: 'D00005120',
      statusId: HARDWARE_STATUS_IDS.customerOwned,
      ownerId: ORGANISATION_IDS.lakeside,
      saleDate: '2026-11-20',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: { name: 'Customer Owned' },
      owner: { name: 'Lakeside Chapel' },
      saleDate: '2026-11-20',
    });
    const removed = await call('deleteHardwareUnit', 'DELETE', `/api/v1/hardware/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('getHardwareUnit', 'GET', `/api/v1/hardware/${id}`)).statusCode).toBe(404);
    expect((await call('deleteHardwareUnit', 'DELETE', `/api/v1/hardware/${id}`)).statusCode).toBe(
      404,
    );
    const start = encodeURIComponent(new Date(Date.now() - 15 * 60_000).toISOString());
    const logs = await call('listSystemLogs', 'GET', `/api/v1/systemlogs?start=${start}`);
    expect(logs.json().map((entry: { message: string }) => entry.message)).toContain(
      'staff@studio.example removed the decoder D00005120 (D2 Decoder) owned by Lakeside Chapel from the inventory.',
    );
  });

  it('is for staff only', async () => {
    const admin = await signIn(app, 'admin@riverside.example');
    expect(
      (await call('listHardwareUnits', 'GET', '/api/v1/hardware', undefined, admin)).statusCode,
    ).toBe(403);
    expect(
      (await call('createHardwareUnit', 'POST', '/api/v1/hardware', decoder, admin)).statusCode,
    ).toBe(403);
    expect(
      (await call('getHardwareDashboard', 'GET', '/api/v1/hardware/dashboard', undefined, admin))
        .statusCode,
    ).toBe(403);
  });
});
