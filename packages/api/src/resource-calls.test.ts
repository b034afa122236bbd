import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { lazyResourceCalls } from './lazy-resource-calls.js';
import { RESOURCE_CALL_NAMES } from './resource-call-names.js';
import { createResourceCalls } from './resource-calls.js';
import { createServiceClients } from './services.js';
import { createStudioApi, type ResourceCalls } from './studio-api.js';

describe('resource calls', () => {
  it('names every call the module builds, and only those', () => {
    const fake = createFakeFetch(() => json(200, {}));
    const calls = createResourceCalls({
      services: createServiceClients('local', fake.fetch, { origin: TEST_ORIGIN }),
      transport: fake.fetch,
    });
    expect([...RESOURCE_CALL_NAMES].sort()).toEqual(Object.keys(calls).sort());
  });

  it('are answered at once and make the real call once their module has loaded', async () => {
    const fake = createFakeFetch(() => json(200, { id: 'p1', name: 'Web 720p' }));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    expect(typeof api.getWebPreset).toBe('function');
    await expect(api.getWebPreset('org-1', 'p1')).resolves.toMatchObject({ name: 'Web 720p' });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/api/v3/customers/org-1/webencoderprofiles/p1',
    ]);
  });

  it('load their module once, and again after a failed load', async () => {
    const real = { getWebPreset: vi.fn(async () => ({ id: 'p1' })) };
    const load = vi
      .fn<() => Promise<ResourceCalls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real as unknown as ResourceCalls);
    const { calls } = lazyResourceCalls(load);
    await expect(calls.getWebPreset('org-1', 'p1')).rejects.toThrow('dynamically imported');
    await calls.getWebPreset('org-1', 'p1');
    await calls.getWebPreset('org-1', 'p2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.getWebPreset).toHaveBeenLastCalledWith('org-1', 'p2');
  });
});
