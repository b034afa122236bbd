import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapWithConcurrency } from './concurrency.js';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createFreshnessCache } from './freshness-cache.js';
import { createStudioApi } from './studio-api.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lookups cached 120 s', () => {
  it('keeps no list cache: the list-resource machine owns the 120000 ms list freshness', () => {
    const api = createStudioApi({ fetch: createFakeFetch(() => json(200, [])).fetch });
    expect(Object.keys(api)).not.toContain('lists');
    expect(Object.keys(api)).toContain('lookups');
  });

  it('does not fetch regions again within 120 s, does after, and does when forced', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listRegions();
    vi.advanceTimersByTime(119_999);
    await api.listRegions();
    expect(fake.requests).toHaveLength(1);
    await api.listRegions({ force: true });
    expect(fake.requests).toHaveLength(2);
    vi.advanceTimersByTime(120_000);
    await api.listRegions();
    expect(fake.requests).toHaveLength(3);
  });

  it('signing in again forgets cached lookups (another organisation may be active)', async () => {
    const fake = createFakeFetch((request) =>
      request.path.endsWith('/auth/token')
        ? json(200, { access_token: 't', token_type: 'Bearer', expires_in: 1 })
        : json(200, []),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listRegions();
    await api.signIn({ username: 'u', password: 'p' });
    await api.listRegions();
    expect(fake.requests.filter((request) => request.path.endsWith('/regions'))).toHaveLength(2);
  });
});

describe('freshness cache', () => {
  it('shares one load between concurrent readers and never caches a failure', async () => {
    const cache = createFreshnessCache(120_000);
    const load = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('ok');
    const [first, second] = await Promise.allSettled([
      cache.read('k', load),
      cache.read('k', load),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    await expect(cache.read('k', load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a cached value is not loaded again within its window unless forced', async () => {
    const cache = createFreshnessCache(120_000);
    let version = 0;
    const load = async () => {
      version += 1;
      return version;
    };
    await cache.read('lookup', load);
    vi.advanceTimersByTime(119_999);
    await expect(cache.read('lookup', load)).resolves.toBe(1);
    await expect(cache.read('lookup', load, { force: true })).resolves.toBe(2);
    vi.advanceTimersByTime(120_000);
    await expect(cache.read('lookup', load)).resolves.toBe(3);
  });

  it('cancels a shared load only when every reader has cancelled', async () => {
    const cache = createFreshnessCache(120_000);
    let loadSignal: AbortSignal | undefined;
    let finish: (value: string) => void = () => undefined;
    const load = (signal: AbortSignal) => {
      loadSignal = signal;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const a = new AbortController();
    const b = new AbortController();
    const readA = cache.read('k', load, { signal: a.signal }).catch((e: unknown) => e);
    const readB = cache.read('k', load, { signal: b.signal });
    a.abort();
    expect(await readA).toMatchObject({ name: 'AbortError' });
    expect(loadSignal?.aborted).toBe(false);
    finish('done');
    await expect(readB).resolves.toBe('done');

    const c = new AbortController();
    const readC = cache.read('other', load, { signal: c.signal }).catch((e: unknown) => e);
    c.abort();
    await readC;
    expect(loadSignal?.aborted).toBe(true);
  });
});

describe('concurrency limiter', () => {
  it('runs at most four tasks at once (playlist media) and keeps the order', async () => {
    let running = 0;
    let peak = 0;
    const task = async (n: number) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10 + (n % 3)));
      running -= 1;
      return n * 2;
    };
    const result = mapWithConcurrency([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, task);
    await vi.runAllTimersAsync();
    expect(await result).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    expect(peak).toBe(4);
  });

  it('stops starting tasks after a failure or an abort', async () => {
    const started: number[] = [];
    const failing = mapWithConcurrency([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('no');
      return n;
    });
    await expect(failing).rejects.toThrow('no');
    expect(started.length).toBeLessThan(6);

    const controller = new AbortController();
    controller.abort();
    await expect(
      mapWithConcurrency([1], 4, async (n) => n, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
