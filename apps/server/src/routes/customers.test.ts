import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, ContractResponseValidator, ORGANISATION_IDS, signIn } from '../test-support';

let contract: ContractResponseValidator;
let app: FastifyInstance;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

const getCustomer = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/v3/customers/${id}`, headers });

describe('getCustomer', () => {
  it('answers the caller’s own organisation with its plans', async () => {
    const session = await signIn(app, 'admin@riverside.example');
    const response = await getCustomer(ORGANISATION_IDS.riverside, session.headers);
    expect(response.statusCode).toBe(200);
    expect(contract.check('getCustomer', response).problems).toEqual([]);
    expect(response.json()).toMatchObject({
      uuid: ORGANISATION_IDS.riverside,
      name: 'Riverside Community',
      webPlanName: 'Live Web Pro',
      webPlan: { id: 'live-web-pro', name: 'Live Web Pro' },
      multisitePlanName: 'Multisite Pro',
      masterEcg: 'ECG-104233',
      subscriptionDetails: { contentLibraryTrialCancelled: false, subtitlesHoursPerMonth: 10 },
    });
  });

  it('hides another organisation from its admin (404)', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await getCustomer(ORGANISATION_IDS.riverside, harbor.headers);
    expect(response.statusCode).toBe(404);
    expect(contract.check('getCustomer', response).problems).toEqual([]);
    // The same answer as for an id that does not exist: nothing to probe.
    const missing = await getCustomer('00000000-0000-4000-8000-000000000000', harbor.headers);
    expect(missing.json()).toEqual(response.json());
  });

  it('lets the Platform Admin read every organisation', async () => {
    const staff = await signIn(app, 'staff@studio.example');
    for (const id of [ORGANISATION_IDS.riverside, ORGANISATION_IDS.harbor]) {
      const response = await getCustomer(id, staff.headers);
      expect(response.statusCode).toBe(200);
      expect(contract.check('getCustomer', response).problems).toEqual([]);
      expect(response.json().uuid).toBe(id);
    }
  });
});
