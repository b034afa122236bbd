import type { components as CentralV3 } from './generated/central-v3.js';
import { fetchLinkedPage, type LinkedPage } from './paging.js';
import type { CallOptions, PageCallOptions, StudioApi } from './studio-api.js';
import { unwrap } from './unwrap.js';

/** The people area's schemas (spec sections 3 and 6), named from the contract. */
export type User = CentralV3['schemas']['User'];
export type UserUpdate = CentralV3['schemas']['UserUpdate'];
export type RoleName = CentralV3['schemas']['RoleName'];
export type Invite = CentralV3['schemas']['Invite'];
export type InviteInput = CentralV3['schemas']['InviteInput'];
export type InviteAcceptance = CentralV3['schemas']['InviteAcceptance'];
export type ApiClient = CentralV3['schemas']['ApiClient'];
export type ApiClientInput = CentralV3['schemas']['ApiClientInput'];
export type ApiClientRole = CentralV3['schemas']['ApiClientRole'];
export type CustomerName = CentralV3['schemas']['CustomerName'];
export type EmailVerificationResult = CentralV3['schemas']['EmailVerificationResult'];
export type LoginResult = CentralV3['schemas']['LoginResponse'];

/**
 * The people calls (users, invitations, API clients, password reset, e-mail verification and the
 * organisation names), named by `operationId`, built on a `StudioApi`'s typed clients so they
 * share its token, retries and refresh. The public ones (accepting an invitation, the password
 * reset, verifying an e-mail) need no token and work before anyone signs in.
 */
export interface PeopleApi {
  listUsers(customerId: string, options?: PageCallOptions): Promise<LinkedPage<User>>;
  getUser(customerId: string, id: string, options?: CallOptions): Promise<User>;
  /** PATCH: only the fields sent change; roles have their own call. */
  updateUser(
    customerId: string,
    id: string,
    user: UserUpdate,
    options?: CallOptions,
  ): Promise<User>;
  /** 422 when Platform Admin is combined with other roles. */
  updateUserRoles(
    customerId: string,
    id: string,
    roles: RoleName[],
    options?: CallOptions,
  ): Promise<User>;
  /** Removes the user and ends their sessions at once. */
  deleteUser(customerId: string, id: string, options?: CallOptions): Promise<void>;
  listUserInvites(customerId: string, options?: PageCallOptions): Promise<LinkedPage<Invite>>;
  /** 409 "Invitation already exists for the email". */
  createUserInvite(customerId: string, invite: InviteInput, options?: CallOptions): Promise<Invite>;
  resendUserInvite(customerId: string, id: string, options?: CallOptions): Promise<Invite>;
  revokeUserInvite(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** Public: 410 when the invitation expired or was revoked. */
  acceptUserInvite(
    id: string,
    acceptance: InviteAcceptance,
    options?: CallOptions,
  ): Promise<LoginResult>;
  /** Public; answers alike whether or not the address is known. */
  requestPasswordReset(email: string, options?: CallOptions): Promise<void>;
  /** Public; 410 when the token timed out or is invalid. */
  verifyPasswordResetToken(token: string, options?: CallOptions): Promise<void>;
  resetPassword(token: string, password: string, options?: CallOptions): Promise<void>;
  /** Public; 409 when already verified, 410 when the link expired. */
  verifyEmail(token: string, options?: CallOptions): Promise<EmailVerificationResult>;
  resendVerificationEmail(email: string, options?: CallOptions): Promise<void>;
  listApiClients(customerId: string, options?: PageCallOptions): Promise<LinkedPage<ApiClient>>;
  getApiClient(customerId: string, id: string, options?: CallOptions): Promise<ApiClient>;
  /** The answer carries the secret, once. */
  createApiClient(
    customerId: string,
    client: ApiClientInput,
    options?: CallOptions,
  ): Promise<ApiClient>;
  updateApiClient(
    customerId: string,
    id: string,
    client: ApiClientInput,
    options?: CallOptions,
  ): Promise<ApiClient>;
  deleteApiClient(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** The old secret stops working at once; the answer carries the new one, once. */
  regenerateApiClientSecret(
    customerId: string,
    id: string,
    options?: CallOptions,
  ): Promise<ApiClient>;
  /** The organisations the person may switch into, a page at a time. */
  listCustomerNames(options?: PageCallOptions): Promise<LinkedPage<CustomerName>>;
}

const peopleApis = new WeakMap<StudioApi, PeopleApi>();

/** The people calls of `api` (one object per client). */
export function peopleApiOf(api: StudioApi): PeopleApi {
  let people = peopleApis.get(api);
  if (!people) {
    people = createPeopleApi(api);
    peopleApis.set(api, people);
  }
  return people;
}

export function createPeopleApi(api: StudioApi): PeopleApi {
  const { v3 } = api;
  return {
    listUsers: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        api.fetch,
        () => v3.GET('/customers/{customerId}/users', { params: { path: { customerId } }, signal }),
        url,
        { signal },
      ),
    getUser: (customerId, id, { signal } = {}) =>
      unwrap(
        v3.GET('/customers/{customerId}/users/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    updateUser: (customerId, id, user, { signal } = {}) =>
      unwrap(
        v3.PATCH('/customers/{customerId}/users/{id}', {
          params: { path: { customerId, id } },
          body: user,
          signal,
        }),
      ),
    updateUserRoles: (customerId, id, roles, { signal } = {}) =>
      unwrap(
        v3.PUT('/customers/{customerId}/users/{id}/roles', {
          params: { path: { customerId, id } },
          body: { roles },
          signal,
        }),
      ),
    async deleteUser(customerId, id, { signal } = {}) {
      await unwrap(
        v3.DELETE('/customers/{customerId}/users/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listUserInvites: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        api.fetch,
        () =>
          v3.GET('/customers/{customerId}/userinvites', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    createUserInvite: (customerId, invite, { signal } = {}) =>
      unwrap(
        v3.POST('/customers/{customerId}/userinvites', {
          params: { path: { customerId } },
          body: invite,
          signal,
        }),
      ),
    resendUserInvite: (customerId, id, { signal } = {}) =>
      unwrap(
        v3.POST('/customers/{customerId}/userinvites/{id}/resend', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    async revokeUserInvite(customerId, id, { signal } = {}) {
      await unwrap(
        v3.DELETE('/customers/{customerId}/userinvites/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    acceptUserInvite: (id, acceptance, { signal } = {}) =>
      unwrap(
        v3.POST('/userinvites/{id}/accept', {
          params: { path: { id } },
          body: acceptance,
          credentials: 'include',
          signal,
        }),
      ),
    async requestPasswordReset(email, { signal } = {}) {
      await unwrap(v3.POST('/password/reset/request', { body: { email }, signal }));
    },
    async verifyPasswordResetToken(token, { signal } = {}) {
      await unwrap(v3.POST('/password/reset/verify', { body: { token }, signal }));
    },
    async resetPassword(token, password, { signal } = {}) {
      await unwrap(v3.POST('/password/reset', { body: { token, password }, signal }));
    },
    verifyEmail: (token, { signal } = {}) =>
      unwrap(v3.POST('/users/verifyemail', { body: { token }, signal })),
    async resendVerificationEmail(email, { signal } = {}) {
      await unwrap(v3.POST('/users/verifyemail/resend', { body: { email }, signal }));
    },
    listApiClients: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        api.fetch,
        () =>
          v3.GET('/customers/{customerId}/clients', { params: { path: { customerId } }, signal }),
        url,
        { signal },
      ),
    getApiClient: (customerId, id, { signal } = {}) =>
      unwrap(
        v3.GET('/customers/{customerId}/clients/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createApiClient: (customerId, client, { signal } = {}) =>
      unwrap(
        v3.POST('/customers/{customerId}/clients', {
          params: { path: { customerId } },
          body: client,
          signal,
        }),
      ),
    updateApiClient: (customerId, id, client, { signal } = {}) =>
      unwrap(
        v3.PUT('/customers/{customerId}/clients/{id}', {
          params: { path: { customerId, id } },
          body: client,
          signal,
        }),
      ),
    async deleteApiClient(customerId, id, { signal } = {}) {
      await unwrap(
        v3.DELETE('/customers/{customerId}/clients/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    regenerateApiClientSecret: (customerId, id, { signal } = {}) =>
      unwrap(
        v3.POST('/customers/{customerId}/clients/{id}/secret', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listCustomerNames: ({ url = null, signal } = {}) =>
      fetchLinkedPage(api.fetch, () => v3.GET('/customers/names', { signal }), url, { signal }),
  };
}
