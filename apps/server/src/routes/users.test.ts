import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, ContractResponseValidator, ORGANISATION_IDS, signIn } from '../test-support';

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

describe('getCurrentUser (v2 users/me)', () => {
  it('describes an organisation user with roles and capabilities', async () => {
    const session = await signIn(app, 'library@riverside.example');
    const response = await app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(contract.check('getCurrentUser', response).problems).toEqual([]);
    const user = response.json();
    expect(user).toMatchObject({
      customerId: ORGANISATION_IDS.riverside,
      customerName: 'Riverside Community',
      firstName: 'Priya',
      lastName: 'Raman',
      userName: 'library@riverside.example',
      userType: 'USER',
      roles: ['mediaLibraryAdmin'],
    });
    expect(user.capabilities).toContain('mediaLibrary.update');
    expect(user.capabilities).not.toContain('sudoAdmin');
  });

  it('describes a venue login as userType SITE, so the studio can refuse it', async () => {
    const session = await signIn(app, 'venue.north');
    const response = await app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(contract.check('getCurrentUser', response).problems).toEqual([]);
    expect(response.json()).toMatchObject({
      userName: 'venue.north',
      userType: 'SITE',
      roles: [],
      capabilities: [],
    });
  });

  it('answers 401 without a token or with a forged one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/v2/users/me' });
    expect(missing.statusCode).toBe(401);
    expect(contract.check('getCurrentUser', missing).problems).toEqual([]);
    const session = await signIn(app, 'admin@riverside.example');
    const [header, payload] = session.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
