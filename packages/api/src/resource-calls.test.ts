import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { lazyResourceCalls } from './lazy-resource-calls.js';
import { createResourceCalls } from './resource-calls.js';
import { createServiceClients } from './services.js';
import { createStudioApi, type ResourceCalls } from './studio-api.js';

describe('resource calls', () => {
  it('answers every call the module builds through the client, and no other name', async () => {
    const fake = createFakeFetch(() => json(200, {}));
    const built = createResourceCalls({
      services: createServiceClients('local', fake.fetch, { origin: TEST_ORIGIN }),
      transport: fake.fetch,
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    for (const name of Object.keys(built)) {
      expect(typeof (api as unknown as Record<string, unknown>)[name], name).toBe('function');
    }
    const unknown = (api as unknown as Record<string, () => Promise<unknown>>).listUnicorns!;
    await expect(unknown()).rejects.toThrow('The studio API has no call listUnicorns.');
    // Awaiting the client must not mistake it for a promise.
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('keeps one stand-in per call', () => {
    const api = createStudioApi({
      fetch: createFakeFetch(() => json(200, {})).fetch,
      origin: TEST_ORIGIN,
    });
    expect(api.getWebPreset).toBe(api.getWebPreset);
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
    const calls = lazyResourceCalls(load).withStandIns({});
    await expect(calls.getWebPreset('org-1', 'p1')).rejects.toThrow('dynamically imported');
    await calls.getWebPreset('org-1', 'p1');
    await calls.getWebPreset('org-1', 'p2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.getWebPreset).toHaveBeenLastCalledWith('org-1', 'p2');
  });
});
