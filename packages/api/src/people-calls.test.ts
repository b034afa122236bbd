import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

describe('people calls', () => {
  it('sends the user list filters as query parameters', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listUsers('org-1', {
      search: 'dana',
      role: 'eventAdmin',
      status: 'verified',
      sort: 'desc.name',
    });
    await api.listUsers('org-1');
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/api/v3/customers/org-1/users?search=dana&role=eventAdmin&status=verified&sort=desc.name',
      '/api/v3/customers/org-1/users',
    ]);
  });

  it('calls each people operation on the contract path', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE' ||
      request.path.includes('/password/') ||
      (request.path.endsWith('/resend') && request.path.startsWith('/api/v3/users'))
        ? new Response(null, { status: 204 })
        : json(200, {}),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.getUser('org-1', 'u1');
    await api.updateUser('org-1', 'u1', { name: 'Dana Whitfield' });
    await api.updateUserRoles('org-1', 'u1', ['eventAdmin']);
    await api.deleteUser('org-1', 'u1');
    await api.createUserInvite('org-1', {
      email: 'a@b.example',
      roles: ['eventAdmin'],
      studio: true,
    });
    await api.resendUserInvite('org-1', 'i1');
    await api.revokeUserInvite('org-1', 'i1');
    await api.acceptUserInvite('t1', { name: 'Sam Ortega', password: 'Volunteer-2026' });
    await api.requestPasswordReset('a@b.example');
    await api.verifyPasswordResetToken('token-token-token-1');
    await api.resetPassword('token-token-token-1', 'New-Password-2026');
    await api.verifyEmail('token-token-token-1');
    await api.resendVerificationEmail('a@b.example');
    await api.createApiClient('org-1', { name: 'App', roles: ['goLiveApi'], termsAccepted: true });
    await api.regenerateApiClientSecret('org-1', 'c1');
    await api.deleteApiClient('org-1', 'c1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/users/u1',
      'PATCH /api/v3/customers/org-1/users/u1',
      'PUT /api/v3/customers/org-1/users/u1/roles',
      'DELETE /api/v3/customers/org-1/users/u1',
      'POST /api/v3/customers/org-1/userinvites',
      'POST /api/v3/customers/org-1/userinvites/i1/resend',
      'DELETE /api/v3/customers/org-1/userinvites/i1',
      'POST /api/v3/userinvites/t1/accept',
      'POST /api/v3/password/reset/request',
      'POST /api/v3/password/reset/verify',
      'POST /api/v3/password/reset',
      'POST /api/v3/users/verifyemail',
      'POST /api/v3/users/verifyemail/resend',
      'POST /api/v3/customers/org-1/clients',
      'POST /api/v3/customers/org-1/clients/c1/secret',
      'DELETE /api/v3/customers/org-1/clients/c1',
    ]);
  });
});

describe('onboarding calls', () => {
  it('calls sign-up and the checklist on the onboarding service', async () => {
    const state = { customerId: 'org-1', emailVerified: false, steps: [] };
    const fake = createFakeFetch(() => json(200, state));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.signUp({
      organisationName: 'Hillside Fellowship',
      firstName: 'Marco',
      lastName: 'Reyes',
      email: 'marco@hillside.example',
      password: 'Hillside2026',
      planId: 'live-web-starter',
      termsAccepted: true,
    });
    expect(await api.getOnboardingState('org-1')).toEqual(state);
    await api.completeOnboardingStep('org-1', 'inviteUsers');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/onboarding/signup',
      'GET /api/onboarding/customers/org-1/state',
      'POST /api/onboarding/customers/org-1/steps/inviteUsers/complete',
    ]);
  });
});
