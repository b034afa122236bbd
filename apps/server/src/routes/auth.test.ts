import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_PASSWORD,
  ORGANISATION_IDS,
  refreshCookieOf,
  signIn,
} from '../test-support';

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

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
function expectContract(operationId: string, response: Answer) {
  expect(contract.check(operationId, response).problems).toEqual([]);
}

const passwordGrant = (username: string, password: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/token',
    payload: { grant_type: 'password_cookie', username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const refreshGrant = (refreshToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/token',
    payload: { grant_type: 'refresh_token_cookie' },
    ...(refreshToken ? { cookies: { studio_refresh: refreshToken } } : {}),
  });

const currentUser = (accessToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v2/users/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('createToken with password_cookie', () => {
  it('answers an access token and sets the refresh cookie', async () => {
    const response = await passwordGrant('admin@riverside.example', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expectContract('createToken', response);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const cookie = response.cookies.find((entry) => entry.name === 'studio_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v3/auth' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('matches the user name without regard to case', async () => {
    const response = await passwordGrant('Admin@Riverside.Example', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with INVALID_CREDENTIALS and sets no cookie', async () => {
    const response = await passwordGrant('admin@riverside.example', 'Wrong-Password-1');
    expect(response.statusCode).toBe(401);
    expectContract('createToken', response);
    expect(response.json()).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Incorrect username or password.' },
    ]);
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await passwordGrant('nobody@riverside.example', DEMO_PASSWORD);
    const wrong = await passwordGrant('admin@riverside.example', 'Wrong-Password-1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('createToken with refresh_token_cookie', () => {
  it('rotates the refresh token on every use', async () => {
    const session = await signIn(app, 'events@riverside.example');
    const first = await refreshGrant(session.refreshToken);
    expect(first.statusCode).toBe(200);
    expectContract('createToken', first);
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refreshToken);
    const second = await refreshGrant(rotated);
    expect(second.statusCode).toBe(200);
    expect(
      (await currentUser(second.json<{ access_token: string }>().access_token)).statusCode,
    ).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const session = await signIn(app, 'events@riverside.example');
    const first = await refreshGrant(session.refreshToken);
    const newest = refreshCookieOf(first);
    const newestAccess = first.json<{ access_token: string }>().access_token;

    const reuse = await refreshGrant(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expectContract('createToken', reuse);
    expect(reuse.json()).toEqual([expect.objectContaining({ code: 'INVALID_REFRESH_TOKEN' })]);

    // The legitimate holder of the newest token is signed out too, access tokens included.
    expect((await refreshGrant(newest)).statusCode).toBe(401);
    expect((await currentUser(newestAccess)).statusCode).toBe(401);
    expect((await currentUser(session.accessToken)).statusCode).toBe(401);
  });

  it('answers INVALID_REFRESH_TOKEN without a cookie or with an unknown one, and clears it', async () => {
    const missing = await refreshGrant();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual([expect.objectContaining({ code: 'INVALID_REFRESH_TOKEN' })]);
    const unknown = await refreshGrant('not-a-token-we-issued');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual([expect.objectContaining({ code: 'INVALID_REFRESH_TOKEN' })]);
    expect(refreshCookieOf(unknown)).toBe('');
  });

  it('keeps sessions of different users apart', async () => {
    const events = await signIn(app, 'events@riverside.example');
    await signIn(app, 'library@riverside.example');
    const refreshed = await refreshGrant(events.refreshToken);
    const me = await currentUser(refreshed.json<{ access_token: string }>().access_token);
    expect(me.json()).toMatchObject({ userName: 'events@riverside.example' });
  });
});

describe('logout', () => {
  it('revokes the refresh token and the access tokens of the session and clears the cookie', async () => {
    const session = await signIn(app, 'admin@riverside.example');
    const other = await signIn(app, 'admin@riverside.example');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/logout',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(204);
    expectContract('logout', response);
    const cleared = response.cookies.find((cookie) => cookie.name === 'studio_refresh');
    expect(cleared).toMatchObject({ value: '', path: '/api/v3/auth' });

    expect((await refreshGrant(session.refreshToken)).statusCode).toBe(401);
    expect((await currentUser(session.accessToken)).statusCode).toBe(401);
    // Another session of the same user (another browser) stays signed in.
    expect((await currentUser(other.accessToken)).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/logout' });
    expect(response.statusCode).toBe(401);
    expectContract('logout', response);
  });
});

describe('login rate limit', () => {
  it('answers 429 after five failures for one user name and address, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await passwordGrant('admin@riverside.example', 'Wrong-Password-1', '10.0.0.7')).statusCode,
      ).toBe(401);
    }
    const limited = await passwordGrant('admin@riverside.example', DEMO_PASSWORD, '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expectContract('createToken', limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual([
      { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
    ]);

    // The owner signing in from elsewhere is not locked out, nor are other users at that address.
    expect(
      (await passwordGrant('admin@riverside.example', DEMO_PASSWORD, '10.0.0.8')).statusCode,
    ).toBe(200);
    expect(
      (await passwordGrant('events@riverside.example', DEMO_PASSWORD, '10.0.0.7')).statusCode,
    ).toBe(200);
  });

  it('also limits POST /login', async () => {
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/login',
        payload: { userName: 'library@riverside.example', password },
        remoteAddress: '10.0.0.9',
      });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login('Wrong-Password-1')).statusCode).toBe(401);
    const limited = await login(DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expectContract('login', limited);
  });
});

describe('login', () => {
  const login = (
    payload: Record<string, unknown>,
    query = '',
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'POST', url: `/api/v3/login${query}`, payload, headers });

  it('names the organisation and, with newToken=true, starts a session', async () => {
    const response = await login(
      { userName: 'admin@riverside.example', password: DEMO_PASSWORD },
      '?newToken=true',
    );
    expect(response.statusCode).toBe(200);
    expectContract('login', response);
    expect(response.json()).toEqual({
      customerId: ORGANISATION_IDS.riverside,
      customerName: 'Riverside Community',
    });
    const refreshed = await refreshGrant(refreshCookieOf(response));
    expect(refreshed.statusCode).toBe(200);
  });

  it('sets no cookie without newToken', async () => {
    const response = await login({ userName: 'admin@riverside.example', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('refuses a wrong password with 401', async () => {
    const response = await login({
      userName: 'admin@riverside.example',
      password: 'Wrong-Password-1',
    });
    expect(response.statusCode).toBe(401);
    expectContract('login', response);
    expect(response.json()).toEqual([expect.objectContaining({ code: 'INVALID_CREDENTIALS' })]);
  });

  it('lets staff switch into an organisation with sudoCustomer', async () => {
    const response = await login(
      {
        userName: 'staff@studio.example',
        password: DEMO_PASSWORD,
        sudoCustomer: ORGANISATION_IDS.harbor,
      },
      '?newToken=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customerId: ORGANISATION_IDS.harbor,
      customerName: 'Harbor Schools',
    });
    const refreshed = await refreshGrant(refreshCookieOf(response));
    const me = await currentUser(refreshed.json<{ access_token: string }>().access_token);
    expect(me.json()).toMatchObject({
      userName: 'staff@studio.example',
      customerId: ORGANISATION_IDS.harbor,
    });
  });

  it('refuses sudoCustomer to an organisation admin', async () => {
    const response = await login({
      userName: 'admin@riverside.example',
      password: DEMO_PASSWORD,
      sudoCustomer: ORGANISATION_IDS.harbor,
    });
    expect(response.statusCode).toBe(403);
    expectContract('login', response);
  });
});

describe('createTokenOnBehalfOf', () => {
  const onBehalfOf = (
    organisationId: string,
    accessToken: string | undefined,
    username: string,
    password: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/auth/customers/${organisationId}/token`,
      payload: { grant_type: 'password_cookie_on_behalf_of', username, password },
      ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
    });

  it('gives staff a session inside another organisation', async () => {
    const staff = await signIn(app, 'staff@studio.example');
    const response = await onBehalfOf(
      ORGANISATION_IDS.harbor,
      staff.accessToken,
      'staff@studio.example',
      DEMO_PASSWORD,
    );
    expect(response.statusCode).toBe(200);
    expectContract('createTokenOnBehalfOf', response);
    const me = await currentUser(response.json<{ access_token: string }>().access_token);
    expect(me.json()).toMatchObject({
      customerId: ORGANISATION_IDS.harbor,
      customerName: 'Harbor Schools',
    });
    // The new refresh cookie keeps acting for that organisation.
    const refreshed = await refreshGrant(refreshCookieOf(response));
    const again = await currentUser(refreshed.json<{ access_token: string }>().access_token);
    expect(again.json()).toMatchObject({ customerId: ORGANISATION_IDS.harbor });
  });

  it('refuses a wrong retyped password with "Incorrect password."', async () => {
    const staff = await signIn(app, 'staff@studio.example');
    const response = await onBehalfOf(
      ORGANISATION_IDS.harbor,
      staff.accessToken,
      'staff@studio.example',
      'Wrong-Password-1',
    );
    expect(response.statusCode).toBe(401);
    expectContract('createTokenOnBehalfOf', response);
    expect(response.json()).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Incorrect password.' },
    ]);
  });

  it('refuses users without sudoAdmin, and credentials that are not the caller’s', async () => {
    const admin = await signIn(app, 'admin@riverside.example');
    // Another organisation is hidden before the permission is even looked at.
    const elsewhere = await onBehalfOf(
      ORGANISATION_IDS.harbor,
      admin.accessToken,
      'admin@riverside.example',
      DEMO_PASSWORD,
    );
    expect(elsewhere.statusCode).toBe(404);
    expectContract('createTokenOnBehalfOf', elsewhere);
    const own = await onBehalfOf(
      ORGANISATION_IDS.riverside,
      admin.accessToken,
      'staff@studio.example',
      DEMO_PASSWORD,
    );
    expect(own.statusCode).toBe(403);
    expectContract('createTokenOnBehalfOf', own);
    const staff = await signIn(app, 'staff@studio.example');
    const borrowed = await onBehalfOf(
      ORGANISATION_IDS.harbor,
      staff.accessToken,
      'admin@riverside.example',
      DEMO_PASSWORD,
    );
    expect(borrowed.statusCode).toBe(403);
    expectContract('createTokenOnBehalfOf', borrowed);
  });

  it('needs a bearer token and answers 404 for an unknown organisation', async () => {
    expect(
      (await onBehalfOf(ORGANISATION_IDS.harbor, undefined, 'staff@studio.example', DEMO_PASSWORD))
        .statusCode,
    ).toBe(401);
    const staff = await signIn(app, 'staff@studio.example');
    const unknown = await onBehalfOf(
      '00000000-0000-4000-8000-000000000000',
      staff.accessToken,
      'staff@studio.example',
      DEMO_PASSWORD,
    );
    expect(unknown.statusCode).toBe(404);
    expectContract('createTokenOnBehalfOf', unknown);
  });
});
