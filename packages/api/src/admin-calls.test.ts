import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('staff admin calls', () => {
  it('caches the hardware lookups for 120 s, each by itself', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listHardwareModels();
    await api.listHardwareStatuses();
    vi.advanceTimersByTime(119_999);
    await api.listHardwareModels();
    await api.listHardwareStatuses();
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/api/v1/hardwaremodels',
      '/api/v1/hardwarestatuses',
    ]);
    vi.advanceTimersByTime(1);
    await api.listHardwareModels();
    expect(fake.requests).toHaveLength(3);
  });

  it('searches a master ECG, a name and the hardware filters on their own paths', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.getCustomerByMasterEcg('ECG-104233');
    await api.findCustomersByName('River');
    await api.listHardwareUnits({ serialNumber: 'D1', statusId: 's-1' });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/api/v1/customers/masterecg/ECG-104233',
      '/api/v2/customers?name=River',
      '/api/v1/hardware?serialNumber=D1&statusId=s-1',
    ]);
  });
});
