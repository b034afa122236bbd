import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

describe('organisation details and trial calls', () => {
  it('reach the contract’s paths on the v3, v4 and data usage services', async () => {
    const fake = createFakeFetch((request) => json(request.method === 'POST' ? 201 : 200, {}));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.getLibrarySettings('org-1');
    await api.updateLibrarySettings('org-1', { deleteAfterDays: 14, autosaveDefault: true });
    await api.updateCustomerToggle('org-1', { toggleId: 'studio-ai', enabled: true });
    await api.listPlans('vod');
    await api.getBandwidthUsage('org-1', 12);
    await api.listDailyBandwidth('org-1', { start: '2026-11-01T00:00:00Z' });
    await api.startTrial('org-1', {
      product: 'on_demand',
      paymentMethodId: 'pm-1',
      contact: { firstName: 'Grace', lastName: 'Holloway', email: 'admin@lakeside.example' },
      termsAccepted: true,
    });
    await api.cancelTrial('org-1', 'on_demand');
    await api.createPaymentMethod('org-1', {
      label: 'Card',
      lastFour: '4242',
      expiryMonth: '2030-01',
    });
    expect(
      fake.requests.map((request) => `${request.method} ${decodeURIComponent(request.path)}`),
    ).toEqual([
      'GET /api/v3/customers/org-1/librarysettings',
      'PUT /api/v3/customers/org-1/librarysettings',
      'PUT /api/v3/customers/org-1/toggles/studio-ai',
      'GET /api/v3/plans?family=vod',
      'GET /api/data-usage/customers/org-1/bandwidth?months=12',
      'GET /api/data-usage/customers/org-1/bandwidth/daily?start=2026-11-01T00:00:00Z',
      'POST /api/v4/customers/org-1/trials/on_demand/start',
      'POST /api/v4/customers/org-1/trials/on_demand/cancel',
      'POST /api/v4/customers/org-1/paymentmethods',
    ]);
  });
});
