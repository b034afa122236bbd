import { INVALID_REFRESH_TOKEN_CODE, REQUEST_TRACKING_HEADER } from '@studio/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import {
  createFakeFetch,
  dropped,
  json,
  TEST_ORIGIN,
  tokenResponse,
  type RecordedRequest,
  type Reply,
} from './fake-fetch.test-support.js';
import { isIdempotent } from './retry-policy.js';
import { createStudioApi } from './studio-api.js';
import type { TokenStore } from './token-store.js';

/** mulberry32: a small seeded generator, so a failing soak run can be replayed exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20_261_122;
const CALLS = 10_000;
const BATCH = 50;
const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'PUT',
  'DELETE',
  'OPTIONS',
  'POST',
  'POST',
  'PATCH',
] as const;

/**
 * A server with real token rules (one valid access token at a time; a refresh replaces it) behind
 * a faulty network: dropped connections, 429 (some with Retry-After), 502/503/504, and access
 * tokens expiring at random, which makes every call holding that token fail 401 (a storm).
 */
function createFaultyServer(random: () => number) {
  let serial = 0;
  let validToken: string | undefined;
  const storms = new Set<string>();
  const refreshesFor = new Map<string, number>();
  /** Per POST/PATCH call id: the statuses each arrival got ('drop' for a dropped connection). */
  const unsafeArrivals = new Map<string, string[]>();
  const requestIds: string[] = [];

  function issueToken(): Response {
    serial += 1;
    validToken = `token-${serial}`;
    return tokenResponse(validToken);
  }

  function route(request: RecordedRequest): Reply {
    const requestId = request.headers.get(REQUEST_TRACKING_HEADER);
    if (requestId) requestIds.push(requestId);
    const bearer = request.headers.get('Authorization')?.replace('Bearer ', '');
    if (request.path.endsWith('/auth/token')) {
      const grant = (JSON.parse(request.body ?? '{}') as { grant_type: string }).grant_type;
      if (grant === 'password_cookie') return issueToken();
      if (bearer) refreshesFor.set(bearer, (refreshesFor.get(bearer) ?? 0) + 1);
      const roll = random();
      if (roll < 0.03) return json(401, [{ code: INVALID_REFRESH_TOKEN_CODE, message: 'revoked' }]);
      if (roll < 0.05) return dropped();
      return issueToken();
    }
    const callId = request.headers.get('X-Call-Id') ?? '';
    const record = (outcome: string) => {
      if (isIdempotent(request.method)) return;
      unsafeArrivals.set(callId, [...(unsafeArrivals.get(callId) ?? []), outcome]);
    };
    if (bearer === undefined || bearer !== validToken) {
      if (bearer !== undefined) storms.add(bearer);
      record('401');
      return json(401, [{ code: 'UNAUTHORIZED', message: 'expired' }]);
    }
    const roll = random();
    if (roll < 0.01) {
      validToken = undefined;
      storms.add(bearer);
      record('401');
      return json(401, [{ code: 'UNAUTHORIZED', message: 'expired' }]);
    }
    if (roll < 0.04) {
      record('drop');
      return dropped();
    }
    if (roll < 0.09) {
      record('429');
      return json(
        429,
        [{ code: 'TOO_MANY', message: 'slow down' }],
        random() < 0.5 ? { 'Retry-After': String(1 + Math.floor(random() * 3)) } : {},
      );
    }
    if (roll < 0.17) {
      const status = [502, 503, 504][Math.floor(random() * 3)] ?? 502;
      record(String(status));
      return json(status, { code: 'UPSTREAM', message: 'upstream failed' });
    }
    record('200');
    return json(200, { callId });
  }

  return { route, storms, refreshesFor, unsafeArrivals, requestIds };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(`soak: ${CALLS} calls under random faults (seed ${SEED})`, { timeout: 60_000 }, async () => {
  const random = seededRandom(SEED);
  const server = createFaultyServer(random);
  const fake = createFakeFetch((request) => server.route(request));
  let inFlight = 0;
  const countedFetch: typeof fake.fetch = async (request) => {
    inFlight += 1;
    try {
      return await fake.fetch(request);
    } finally {
      inFlight -= 1;
    }
  };

  // Tokens that a session expiry threw away: a storm that ends the session needs no refresh.
  const endedTokens = new Set<string>();
  let token: string | undefined;
  const tokens: TokenStore = {
    get: () => token,
    set: (next) => {
      if (next === undefined && token !== undefined) endedTokens.add(token);
      token = next;
    },
  };
  const onSessionExpired = vi.fn();
  const onRefreshStarted = vi.fn();
  const api = createStudioApi({
    fetch: countedFetch,
    origin: TEST_ORIGIN,
    tokens,
    logger: { info: () => undefined },
    onSessionExpired,
    onRefreshStarted,
  });

  const outcomes = { success: 0, apiError: 0, other: [] as unknown[] };
  const idempotentFailures = new Map<number | undefined, number>();

  for (let start = 0; start < CALLS; start += BATCH) {
    if (tokens.get() === undefined)
      await api.signIn({ username: 'soak@example.test', password: 'soak-password' });
    const batch = Array.from({ length: BATCH }, (_, offset) => {
      const callId = String(start + offset);
      const method = METHODS[Math.floor(random() * METHODS.length)] ?? 'GET';
      const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
      const request = new Request(`${TEST_ORIGIN}/api/v3/things/${callId}`, {
        method,
        headers: { 'X-Call-Id': callId },
        body: hasBody ? JSON.stringify({ callId }) : null,
      });
      return api.fetch(request).then(
        () => {
          outcomes.success += 1;
        },
        (error: unknown) => {
          if (!(error instanceof ApiError)) {
            outcomes.other.push(error);
            return;
          }
          outcomes.apiError += 1;
          if (isIdempotent(method))
            idempotentFailures.set(error.status, (idempotentFailures.get(error.status) ?? 0) + 1);
        },
      );
    });
    const settled = Promise.all(batch);
    await vi.runAllTimersAsync();
    await settled;
  }

  // Every call ended exactly once, in success or one ApiError; nothing else escaped.
  expect(outcomes.other).toEqual([]);
  expect(outcomes.success + outcomes.apiError).toBe(CALLS);
  expect(outcomes.success).toBeGreaterThan(CALLS * 0.8);

  // No POST or PATCH was sent twice, except one replay after a 401 (which the server refused unread).
  for (const [callId, arrivals] of server.unsafeArrivals) {
    const processed = arrivals.filter((status) => status !== '401');
    expect(processed.length, `call ${callId}: ${arrivals.join(',')}`).toBeLessThanOrEqual(1);
    expect(arrivals.length, `call ${callId}`).toBeLessThanOrEqual(2);
    if (arrivals.length === 2) expect(arrivals[0]).toBe('401');
  }

  // Every 401 storm cost exactly one refresh, unless that storm ended the session (replay refused).
  expect(server.storms.size).toBeGreaterThan(20);
  for (const stormToken of server.storms) {
    const refreshes = server.refreshesFor.get(stormToken) ?? 0;
    expect(refreshes, `refreshes for ${stormToken}`).toBeLessThanOrEqual(1);
    if (refreshes === 0)
      expect(endedTokens.has(stormToken), `${stormToken} had no refresh`).toBe(true);
  }

  // The owner heard of each refresh once: one onRefreshStarted per refresh request.
  const refreshRequests = [...server.refreshesFor.values()].reduce((sum, count) => sum + count, 0);
  expect(onRefreshStarted).toHaveBeenCalledTimes(refreshRequests);

  // Every attempt had its own tracking id.
  expect(new Set(server.requestIds).size).toBe(server.requestIds.length);

  // Nothing left pending: no timer, no refresh, no request in flight.
  expect(vi.getTimerCount()).toBe(0);
  expect(api.session.refreshing).toBe(false);
  expect(inFlight).toBe(0);
  expect(onSessionExpired.mock.calls.length).toBeGreaterThan(0);
});
