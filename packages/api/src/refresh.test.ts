import { INVALID_REFRESH_TOKEN_CODE } from '@studio/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import {
  createFakeFetch,
  json,
  TEST_ORIGIN,
  tokenResponse,
  type RecordedRequest,
  type Reply,
} from './fake-fetch.test-support.js';
import { SESSION_EXPIRED_CODE } from './session.js';
import { createStudioApi } from './studio-api.js';

const unauthorized = () => json(401, [{ code: 'UNAUTHORIZED', message: 'token expired' }]);

interface ServerRules {
  /** Access tokens the fake server accepts. */
  valid: Set<string>;
  /** What the refresh grant answers. */
  refresh: () => Reply;
}

/** A tiny server: token calls by grant, every other call 200 when its bearer token is valid. */
function setup(rules: ServerRules) {
  const route = (request: RecordedRequest): Reply => {
    if (request.path.endsWith('/auth/token')) {
      const grant = (JSON.parse(request.body ?? '{}') as { grant_type?: string }).grant_type;
      if (grant === 'refresh_token_cookie') return rules.refresh();
      return tokenResponse('signed-in');
    }
    if (request.path.endsWith('/logout')) return new Response(null, { status: 204 });
    const token = request.headers.get('Authorization')?.replace('Bearer ', '');
    return token !== undefined && rules.valid.has(token)
      ? json(200, { path: request.path, token })
      : unauthorized();
  };
  const fake = createFakeFetch(route);
  const callbacks = {
    onRefreshStarted: vi.fn(),
    onTokenRefreshed: vi.fn(),
    onSessionExpired: vi.fn(),
  };
  const api = createStudioApi({
    fetch: fake.fetch,
    origin: TEST_ORIGIN,
    logger: { info: () => undefined },
    ...callbacks,
  });
  const refreshes = () =>
    fake.requests.filter((request) => request.body?.includes('refresh_token_cookie'));
  const calls = () => fake.requests.filter((request) => !request.path.endsWith('/auth/token'));
  return { api, fake, callbacks, refreshes, calls };
}

const getCustomer = (api: ReturnType<typeof setup>['api'], id: string) =>
  api.getCustomer(id) as Promise<unknown>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('401: refresh once, wait, replay', () => {
  it('queues concurrent 401s behind exactly one refresh, waits 2000 ms, replays each once with the new token', async () => {
    const valid = new Set(['fresh']);
    const { api, callbacks, refreshes, calls } = setup({
      valid,
      refresh: () => tokenResponse('fresh', 600),
    });
    api.tokens.set('stale');
    const results = Promise.all(['a', 'b', 'c'].map((id) => getCustomer(api, id)));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]?.credentials).toBe('include');
    expect(JSON.parse(refreshes()[0]?.body ?? '')).toEqual({ grant_type: 'refresh_token_cookie' });
    expect(callbacks.onRefreshStarted).toHaveBeenCalledTimes(1);
    expect(callbacks.onTokenRefreshed).toHaveBeenCalledWith({
      accessToken: 'fresh',
      expiresIn: 600,
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await results).toEqual(
      ['a', 'b', 'c'].map((id) => ({ path: `/api/v3/customers/${id}`, token: 'fresh' })),
    );
    expect(calls()).toHaveLength(6);
    expect(refreshes()).toHaveLength(1);
    expect(callbacks.onSessionExpired).not.toHaveBeenCalled();
    expect(api.session.refreshing).toBe(false);
  });

  it('holds calls started during the refresh and sends them with the new token only', async () => {
    const valid = new Set(['fresh']);
    const { api, fake } = setup({ valid, refresh: () => tokenResponse('fresh') });
    api.tokens.set('stale');
    const first = getCustomer(api, 'a');
    await vi.advanceTimersByTimeAsync(0);
    const late = getCustomer(api, 'late');
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all([first, late]);
    const lateRequests = fake.requests.filter((request) => request.path.endsWith('/late'));
    expect(lateRequests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer fresh',
    ]);
  });

  it('a late 401 for a token already replaced replays at once, without another refresh', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const fake = createFakeFetch(async (request) => {
      if (request.path.endsWith('/auth/token')) return tokenResponse('fresh');
      const fresh = request.headers.get('Authorization') === 'Bearer fresh';
      if (request.path.endsWith('/slow') && !fresh) await slowGate;
      return fresh ? json(200, { token: 'fresh' }) : unauthorized();
    });
    const onRefreshStarted = vi.fn();
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN, onRefreshStarted });
    api.tokens.set('stale');
    const slow = api.getCustomer('slow');
    await vi.advanceTimersByTimeAsync(0);
    await expect(
      Promise.all([api.getCustomer('a'), vi.advanceTimersByTimeAsync(2000)]),
    ).resolves.toBeDefined();
    releaseSlow();
    await expect(slow).resolves.toEqual({ token: 'fresh' });
    expect(onRefreshStarted).toHaveBeenCalledTimes(1);
    expect(fake.requests.filter((request) => request.path.endsWith('/auth/token'))).toHaveLength(1);
  });

  it('a replayed call refused again expires the session: callback once, ApiError 401', async () => {
    const { api, callbacks, calls } = setup({
      valid: new Set(),
      refresh: () => tokenResponse('also-refused'),
    });
    api.tokens.set('stale');
    const outcomes = Promise.allSettled([getCustomer(api, 'a'), getCustomer(api, 'b')]);
    await vi.runAllTimersAsync();
    const settled = await outcomes;
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
      expect(reason.hasCode(SESSION_EXPIRED_CODE)).toBe(true);
    }
    expect(calls()).toHaveLength(4);
    expect(callbacks.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.session.expired).toBe(true);
    expect(api.tokens.get()).toBeUndefined();
  });

  it('a failed refresh expires the session and rejects every queued call without replaying', async () => {
    const { api, callbacks, calls, refreshes } = setup({
      valid: new Set(),
      refresh: () => json(401, { code: INVALID_REFRESH_TOKEN_CODE, message: 'revoked' }),
    });
    api.tokens.set('stale');
    const outcomes = Promise.allSettled(['a', 'b', 'c'].map((id) => getCustomer(api, id)));
    await vi.runAllTimersAsync();
    const settled = await outcomes;
    expect(settled.every((outcome) => outcome.status === 'rejected')).toBe(true);
    const reason = (settled[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason.hasCode(SESSION_EXPIRED_CODE)).toBe(true);
    expect(reason.hasCode(INVALID_REFRESH_TOKEN_CODE)).toBe(true);
    expect(refreshes()).toHaveLength(1);
    expect(calls()).toHaveLength(3);
    expect(callbacks.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(callbacks.onTokenRefreshed).not.toHaveBeenCalled();
  });

  it('a refresh that fails with a dropped connection also expires the session', async () => {
    const { api, callbacks } = setup({
      valid: new Set(),
      refresh: () => new TypeError('fetch failed'),
    });
    api.tokens.set('stale');
    const outcome = getCustomer(api, 'a').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ status: 401 });
    expect(callbacks.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('the INVALID_REFRESH_TOKEN code on any call expires the session', async () => {
    const fake = createFakeFetch(() =>
      json(401, [{ code: INVALID_REFRESH_TOKEN_CODE, message: 'gone' }]),
    );
    const onSessionExpired = vi.fn();
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN, onSessionExpired });
    api.tokens.set('stale');
    await expect(api.getCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('after expiry a 401 does not start another refresh until the user signs in again', async () => {
    const { api, refreshes } = setup({
      valid: new Set(),
      refresh: () => json(401, [{ code: INVALID_REFRESH_TOKEN_CODE, message: 'x' }]),
    });
    api.tokens.set('stale');
    const first = getCustomer(api, 'a').catch(() => undefined);
    await vi.runAllTimersAsync();
    await first;
    await expect(getCustomer(api, 'b')).rejects.toMatchObject({ status: 401 });
    expect(refreshes()).toHaveLength(1);
  });

  it('a caller that aborts while queued stops waiting; the others still get replayed', async () => {
    const { api, refreshes } = setup({
      valid: new Set(['fresh']),
      refresh: () => tokenResponse('fresh'),
    });
    api.tokens.set('stale');
    const controller = new AbortController();
    const aborted = api.getCustomer('a', { signal: controller.signal }).catch((e: unknown) => e);
    const kept = getCustomer(api, 'b');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(kept).resolves.toMatchObject({ token: 'fresh' });
    expect(refreshes()).toHaveLength(1);
  });
});

describe('session helpers', () => {
  it('signIn posts the password grant with credentials and stores the token', async () => {
    const { api, fake, refreshes } = setup({
      valid: new Set(['signed-in']),
      refresh: () => tokenResponse('x'),
    });
    await expect(
      api.signIn({ username: 'ann@example.test', password: 'secret-password' }),
    ).resolves.toEqual({
      accessToken: 'signed-in',
      expiresIn: 900,
    });
    const request = fake.requests[0];
    expect(request?.path).toBe('/api/v3/auth/token');
    expect(request?.credentials).toBe('include');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      grant_type: 'password_cookie',
      username: 'ann@example.test',
      password: 'secret-password',
    });
    await expect(getCustomer(api, 'a')).resolves.toMatchObject({ token: 'signed-in' });
    expect(refreshes()).toHaveLength(0);
  });

  it('signInOnBehalfOf posts the on-behalf-of grant for the organisation, with credentials', async () => {
    const fake = createFakeFetch(() => tokenResponse('acting', 600));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    api.tokens.set('staff');
    await expect(
      api.signInOnBehalfOf({
        username: 'staff@example.test',
        password: 'staff-password',
        customerId: 'org-9',
      }),
    ).resolves.toEqual({ accessToken: 'acting', expiresIn: 600 });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v3/auth/customers/org-9/token',
      credentials: 'include',
    });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer staff');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      grant_type: 'password_cookie_on_behalf_of',
      username: 'staff@example.test',
      password: 'staff-password',
    });
    expect(api.tokens.get()).toBe('acting');
  });

  it('a refused sign-in throws ApiError 401 and never triggers a refresh', async () => {
    const fake = createFakeFetch(() => json(401, [{ code: 'INVALID_CREDENTIALS', message: 'no' }]));
    const onRefreshStarted = vi.fn();
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN, onRefreshStarted });
    const error = await api.signIn({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Failed to authenticate user. Please try logging in again.',
    });
    expect(fake.requests).toHaveLength(1);
    expect(onRefreshStarted).not.toHaveBeenCalled();
  });

  it('refreshSession (page load) exchanges the cookie, stores the token, and reports through its promise only', async () => {
    const { api, callbacks, refreshes } = setup({
      valid: new Set(['page-load']),
      refresh: () => tokenResponse('page-load', 300),
    });
    await expect(api.refreshSession()).resolves.toEqual({
      accessToken: 'page-load',
      expiresIn: 300,
    });
    expect(refreshes()[0]?.credentials).toBe('include');
    expect(api.tokens.get()).toBe('page-load');
    expect(callbacks.onRefreshStarted).not.toHaveBeenCalled();
  });

  it('calls made during the page-load refresh wait for its token instead of going out without one', async () => {
    let answerRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    const fake = createFakeFetch(async (request) => {
      if (request.path.endsWith('/auth/token')) {
        await refreshAnswered;
        return tokenResponse('page-load');
      }
      return json(200, { token: request.headers.get('Authorization') });
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const restored = api.refreshSession();
    const user = api.getCurrentUser();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests.map((request) => request.path)).toEqual(['/api/v3/auth/token']);
    answerRefresh();
    await restored;
    await expect(user).resolves.toEqual({ token: 'Bearer page-load' });
    expect(fake.requests).toHaveLength(2);
  });

  it('concurrent refreshSession calls share one token request (the cookie rotates on use)', async () => {
    const { api, refreshes } = setup({ valid: new Set(), refresh: () => tokenResponse('once') });
    await Promise.all([api.refreshSession(), api.refreshSession()]);
    expect(refreshes()).toHaveLength(1);
  });

  it('a refused refreshSession rejects with ApiError and leaves no token', async () => {
    const { api, callbacks } = setup({
      valid: new Set(),
      refresh: () => json(401, [{ code: INVALID_REFRESH_TOKEN_CODE, message: 'x' }]),
    });
    await expect(api.refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(api.tokens.get()).toBeUndefined();
    expect(callbacks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('a page-load refresh sharing a failing background refresh still reports the expiry once', async () => {
    let answerCall: () => void = () => undefined;
    const callAnswered = new Promise<void>((resolve) => {
      answerCall = resolve;
    });
    let answerRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    const fake = createFakeFetch(async (request) => {
      if (request.path.endsWith('/auth/token')) {
        await refreshAnswered;
        return json(401, [{ code: INVALID_REFRESH_TOKEN_CODE, message: 'x' }]);
      }
      await callAnswered;
      return unauthorized();
    });
    const onSessionExpired = vi.fn();
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN, onSessionExpired });
    api.tokens.set('stale');
    // A call already on the wire; the page-load refresh starts; the call's 401 then joins it.
    const call = getCustomer(api, 'a').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    const pageLoad = api.refreshSession().catch((e: unknown) => e);
    answerCall();
    await vi.advanceTimersByTimeAsync(0);
    answerRefresh();
    await vi.runAllTimersAsync();
    expect(await call).toMatchObject({ status: 401 });
    expect(await pageLoad).toMatchObject({ status: 401 });
    expect(fake.requests.filter((request) => request.path.endsWith('/auth/token'))).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a failed page-load refresh rejects the calls waiting on it, reported through its promise only', async () => {
    const fake = createFakeFetch((request) =>
      request.path.endsWith('/auth/token')
        ? json(401, [{ code: INVALID_REFRESH_TOKEN_CODE, message: 'x' }])
        : unauthorized(),
    );
    const onSessionExpired = vi.fn();
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN, onSessionExpired });
    const pageLoad = api.refreshSession().catch((e: unknown) => e);
    const call = api.getCurrentUser().catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await pageLoad).toMatchObject({ status: 401 });
    const error = (await call) as ApiError;
    expect(error.hasCode(SESSION_EXPIRED_CODE)).toBe(true);
    expect(fake.requests.filter((request) => request.path.endsWith('/auth/token'))).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signOut posts logout with the token and credentials, then forgets the token', async () => {
    const { api, fake } = setup({ valid: new Set(), refresh: () => tokenResponse('x') });
    api.tokens.set('current');
    await api.signOut();
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v3/logout',
      credentials: 'include',
    });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer current');
    expect(api.tokens.get()).toBeUndefined();
  });

  it('signOut treats 401 as already signed out, and forgets the token even when the call fails', async () => {
    let status = 401;
    const fake = createFakeFetch(() => json(status, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    api.tokens.set('t');
    await expect(api.signOut()).resolves.toBeUndefined();
    status = 500;
    api.tokens.set('t');
    await expect(api.signOut()).rejects.toMatchObject({ status: 500 });
    expect(api.tokens.get()).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });

  it('ordinary calls do not send credentials; the bearer header is absent without a token', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listTimezones();
    expect(fake.requests[0]?.credentials).not.toBe('include');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
