import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHandlers } from '../routes/auth';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_PASSWORD,
  ORGANISATION_IDS,
  signIn,
} from '../test-support';

let contract: ContractResponseValidator;
let app: FastifyInstance;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
afterEach(async () => {
  await app.close();
});

const tokenRequest = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/token',
    payload: payload as Record<string, unknown>,
  });

describe('request validation from the contract', () => {
  it('answers 400 INVALID_REQUEST naming each wrong field', async () => {
    app = await buildTestApp();

    const missing = await tokenRequest({
      grant_type: 'password_cookie',
      username: 'admin@riverside.example',
    });
    expect(missing.statusCode).toBe(400);
    expect(contract.check('createToken', missing).problems).toEqual([]);
    expect(missing.json()).toEqual([
      { code: 'INVALID_REQUEST', message: 'body.password is required.', field: 'body.password' },
    ]);

    const unknownGrant = await tokenRequest({ grant_type: 'authorization_code' });
    expect(unknownGrant.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: 'body.grant_type must be one of: password_cookie, refresh_token_cookie, client_credentials.',
        field: 'body.grant_type',
      },
    ]);

    const extra = await tokenRequest({ grant_type: 'refresh_token_cookie', username: 'someone' });
    expect(extra.json()).toEqual([expect.objectContaining({ field: 'body.username' })]);

    const wrongType = await tokenRequest({
      grant_type: 'password_cookie',
      username: 7,
      password: DEMO_PASSWORD,
    });
    expect(wrongType.json()).toEqual([expect.objectContaining({ field: 'body.username' })]);

    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual([
      expect.objectContaining({ code: 'INVALID_REQUEST', field: 'body' }),
    ]);

    const noBody = await app.inject({ method: 'POST', url: '/api/v3/auth/token' });
    expect(noBody.json()).toEqual([
      { code: 'INVALID_REQUEST', message: 'body is required.', field: 'body' },
    ]);
  });

  it('validates and coerces query and path parameters', async () => {
    app = await buildTestApp();
    const badQuery = await app.inject({
      method: 'POST',
      url: '/api/v3/login?newToken=perhaps',
      payload: { userName: 'admin@riverside.example', password: DEMO_PASSWORD },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toEqual([
      expect.objectContaining({ code: 'INVALID_REQUEST', field: 'query.newToken' }),
    ]);

    const session = await signIn(app, 'admin@riverside.example');
    const badPath = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${ORGANISATION_IDS.riverside}/venues/not-a-uuid`,
      headers: session.headers,
    });
    expect(badPath.statusCode).toBe(400);
    expect(contract.check('getVenue', badPath).problems).toEqual([]);
    expect(badPath.json()).toEqual([expect.objectContaining({ field: 'path.id' })]);

    // A malformed organisation id is simply not the caller's organisation: the access gate,
    // which runs before validation, answers 404.
    const badOrganisation = await app.inject({
      method: 'GET',
      url: '/api/v3/customers/not-a-uuid',
      headers: session.headers,
    });
    expect(badOrganisation.statusCode).toBe(404);
  });

  it('checks the token before the input, so callers without one learn nothing', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/v3/customers/not-a-uuid' });
    expect(response.statusCode).toBe(401);
  });
});

describe('operations without a handler', () => {
  it('answer 501 NOT_IMPLEMENTED naming the operationId', async () => {
    app = await buildTestApp({
      handlers: (services) => ({ 'central-v3': authHandlers(services) }),
    });
    const session = await signIn(app, 'admin@riverside.example');
    const response = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${ORGANISATION_IDS.riverside}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual([
      { code: 'NOT_IMPLEMENTED', message: 'Operation getCustomer is not implemented.' },
    ]);
    const v2 = await app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: session.headers,
    });
    expect(v2.json()).toEqual([
      { code: 'NOT_IMPLEMENTED', message: 'Operation getCurrentUser is not implemented.' },
    ]);
  });

  it('leaves paths outside the contract at 404 in the list form', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/v3/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual([{ code: 'NOT_FOUND', message: 'Resource does not exist.' }]);
  });
});

describe('the access gate', () => {
  it('names the plan an organisation lacks, after the permission check', async () => {
    app = await buildTestApp();
    const harbor = await signIn(app, 'admin@harbor.example');
    const sites = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${ORGANISATION_IDS.harbor}/sites`,
      headers: harbor.headers,
    });
    expect(sites.statusCode).toBe(403);
    expect(contract.check('listSites', sites).problems).toEqual([]);
    expect(sites.json()).toEqual([
      { code: 'PLAN_REQUIRED', message: 'This feature needs a Pro or higher On Demand plan.' },
    ]);
    const reviewer = await signIn(app, 'review@riverside.example');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${ORGANISATION_IDS.riverside}/sites`,
      headers: reviewer.headers,
    });
    expect(refused.json()).toEqual([
      {
        code: 'FORBIDDEN',
        message: 'Your account has insufficient permissions to access this feature.',
      },
    ]);
  });

  it('lets the Platform Admin into organisations that exist, and only those', async () => {
    app = await buildTestApp();
    const staff = await signIn(app, 'staff@studio.example');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v3/customers/00000000-0000-4000-8000-000000000000/venues',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
    const harborVenues = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${ORGANISATION_IDS.harbor}/venues`,
      headers: staff.headers,
    });
    // Past the organisation and the permission; Harbor has no multisite plan.
    expect(harborVenues.json()).toEqual([
      { code: 'PLAN_REQUIRED', message: 'This feature needs a Multisite plan.' },
    ]);
  });
});
