import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { isApiError } from './errors.js';
import { peopleApiOf } from './people-api.js';
import { createStudioApi } from './studio-api.js';

const user = {
  uuid: 'u1',
  userName: 'dana@riverside.example',
  name: 'Dana Whitfield',
  roles: ['customerAdmin' as const],
  accountStatus: 'verified' as const,
};

describe('people calls', () => {
  it('reads users page by page through the Link header', async () => {
    const next = `${TEST_ORIGIN}/api/v3/customers/org-1/users?page=1&size=1`;
    const fake = createFakeFetch((request) =>
      request.path.includes('page=1')
        ? json(200, [{ ...user, uuid: 'u2' }])
        : json(200, [user], { link: `<${next}>; rel="next"` }),
    );
    const people = peopleApiOf(createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN }));
    const first = await people.listUsers('org-1');
    expect(first).toEqual({ items: [user], nextUrl: next });
    expect((await people.listUsers('org-1', { url: first.nextUrl })).items[0]?.uuid).toBe('u2');
  });

  it('calls the contract’s paths for users, invitations, clients and the public flows', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE' || request.path.startsWith('/api/v3/password')
        ? new Response(null, { status: 204 })
        : json(200, user),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const people = peopleApiOf(api);
    expect(peopleApiOf(api)).toBe(people);
    await people.updateUser('org-1', 'u1', { title: 'Director' });
    await people.updateUserRoles('org-1', 'u1', ['eventAdmin']);
    await people.deleteUser('org-1', 'u1');
    await people.createUserInvite('org-1', {
      email: 'a@b.example',
      roles: ['eventAdmin'],
      studio: true,
    });
    await people.resendUserInvite('org-1', 'i1');
    await people.revokeUserInvite('org-1', 'i1');
    await people.requestPasswordReset('a@b.example');
    await people.resetPassword('t'.repeat(16), 'New-Password-2026');
    await people.regenerateApiClientSecret('org-1', 'c1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /api/v3/customers/org-1/users/u1',
      'PUT /api/v3/customers/org-1/users/u1/roles',
      'DELETE /api/v3/customers/org-1/users/u1',
      'POST /api/v3/customers/org-1/userinvites',
      'POST /api/v3/customers/org-1/userinvites/i1/resend',
      'DELETE /api/v3/customers/org-1/userinvites/i1',
      'POST /api/v3/password/reset/request',
      'POST /api/v3/password/reset',
      'POST /api/v3/customers/org-1/clients/c1/secret',
    ]);
  });

  it('throws the catalogue error of an expired verification link', async () => {
    const fake = createFakeFetch(() =>
      json(410, [
        { code: 'GONE', message: 'Unable to verify token: Verify new username token has expired' },
      ]),
    );
    const people = peopleApiOf(createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN }));
    const failure = await people.verifyEmail('t'.repeat(16)).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(410);
  });
});
