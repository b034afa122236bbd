import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import { createFakeFetch, json, TEST_ORIGIN, type Reply } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

function setup(route: (index: number) => Reply) {
  const fake = createFakeFetch((_, index) => route(index));
  const logger = { info: vi.fn() };
  const api = createStudioApi({
    fetch: fake.fetch,
    origin: TEST_ORIGIN,
    logger,
    tokens: undefined,
  });
  api.tokens.set('token-1');
  return { api, fake, logger };
}

/** Fails with `status` for the first `failures` attempts, then answers 200. */
function failThenSucceed(failures: number, status: number, headers: Record<string, string> = {}) {
  return (index: number): Reply =>
    index < failures ? json(status, [{ code: 'X', message: 'x' }], headers) : json(200, []);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retries of idempotent calls', () => {
  it.each([429, 502, 503, 504])(
    'retries a GET answered %i and resolves with the later success',
    async (status) => {
      const { api, fake } = setup(failThenSucceed(1, status));
      const call = api.listRegions();
      await vi.advanceTimersByTimeAsync(1000);
      await expect(call).resolves.toEqual([]);
      expect(fake.requests).toHaveLength(2);
    },
  );

  it('waits 1000 ms before the first retry, then doubles: 2000 ms, 4000 ms', async () => {
    const { api, fake } = setup(failThenSucceed(3, 503));
    const call = api.listRegions();
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fake.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fake.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(4);
    await expect(call).resolves.toEqual([]);
  });

  it('gives up after 3 retries with the last answer as ApiError', async () => {
    const { api, fake, logger } = setup(() =>
      json(502, [{ code: 'BAD_GATEWAY', message: 'upstream' }]),
    );
    const call = api.listRegions();
    const outcome = call.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect(fake.requests).toHaveLength(4);
    expect(logger.info.mock.calls.map(([message]) => message)).toEqual([
      'Retry attempt #1',
      'Retry attempt #2',
      'Retry attempt #3',
    ]);
  });

  it.each(['HEAD', 'OPTIONS', 'PUT', 'DELETE'])('retries %s too', async (method) => {
    const { api, fake } = setup(failThenSucceed(1, 503));
    const call = api.fetch(new Request(`${TEST_ORIGIN}/api/v3/things/1`, { method }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await call).status).toBe(200);
    expect(fake.requests.map((request) => request.method)).toEqual([method, method]);
  });

  it.each(['POST', 'PATCH'])('never retries %s', async (method) => {
    const { api, fake, logger } = setup(failThenSucceed(1, 503));
    const outcome = api
      .fetch(new Request(`${TEST_ORIGIN}/api/v3/things`, { method, body: '{}' }))
      .catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ status: 503 });
    expect(fake.requests).toHaveLength(1);
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('does not retry statuses outside 429/502/503/504', async () => {
    const { api, fake } = setup(failThenSucceed(1, 500));
    const outcome = api.listRegions().catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ status: 500 });
    expect(fake.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds instead of the back-off', async () => {
    const { api, fake } = setup(failThenSucceed(1, 429, { 'Retry-After': '5' }));
    const call = api.listRegions();
    await vi.advanceTimersByTimeAsync(4999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(2);
    await expect(call).resolves.toEqual([]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { api, fake } = setup(
      failThenSucceed(1, 503, { 'Retry-After': 'Thu, 01 Jan 2026 00:00:07 GMT' }),
    );
    const call = api.listRegions();
    await vi.advanceTimersByTimeAsync(6999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(2);
    await expect(call).resolves.toEqual([]);
  });

  it('logs each retry with its number through the injected logger', async () => {
    const { api, logger } = setup(failThenSucceed(2, 504));
    const call = api.listRegions();
    await vi.runAllTimersAsync();
    await call;
    expect(logger.info).toHaveBeenNthCalledWith(
      1,
      'Retry attempt #1',
      expect.objectContaining({ status: 504, delayMs: 1000 }),
    );
    expect(logger.info).toHaveBeenNthCalledWith(
      2,
      'Retry attempt #2',
      expect.objectContaining({ status: 504, delayMs: 2000 }),
    );
  });

  it('gives every attempt a fresh tracking id and the bearer token', async () => {
    const { api, fake } = setup(failThenSucceed(2, 503));
    const first = api.listRegions();
    await vi.runAllTimersAsync();
    await first;
    await api.getCustomer('c-1');
    const ids = fake.requests.map((request) => request.headers.get('X-Request-Id'));
    expect(ids.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(4);
    expect(
      fake.requests.every((request) => request.headers.get('Authorization') === 'Bearer token-1'),
    ).toBe(true);
  });

  it('stops waiting and sends nothing more when the call is aborted during the back-off', async () => {
    const { api, fake } = setup(() => json(503, []));
    const controller = new AbortController();
    const outcome = api.listRegions({ signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(1);
  });
});
