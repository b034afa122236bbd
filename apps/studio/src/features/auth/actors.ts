import { fromPromise } from 'xstate';
import type { StudioApi } from '@studio/api';
import type {
  FetchCustomerInput,
  LoginCredentials,
  LogoutInput,
  OnBehalfOfCredentials,
  SessionCustomer,
  SessionRegion,
  SessionUser,
  TokenGrant,
  TrackLoginInput,
} from '@studio/machines';
import { ANALYTICS_EVENTS, type AnalyticsTracker } from '../../app/analytics';

/**
 * The session machine's actors, built from the API client. Each is one call: the machine owns
 * the order and the error handling, the client owns retries, refresh and replay.
 */
export function createSessionActors(api: StudioApi, analytics: AnalyticsTracker) {
  return {
    restoreSession: fromPromise<TokenGrant>(() => api.refreshSession()),
    obtainToken: fromPromise<TokenGrant, LoginCredentials>(({ input }) => api.signIn(input)),
    fetchUser: fromPromise<SessionUser>(async () => {
      const user = await api.getCurrentUser();
      return { ...user, roles: user.roles ?? [] };
    }),
    fetchCustomer: fromPromise<SessionCustomer, FetchCustomerInput>(({ input }) =>
      api.getCustomer(input.customerId),
    ),
    fetchRegions: fromPromise<readonly SessionRegion[]>(() => api.listRegions()),
    trackLogin: fromPromise<void, TrackLoginInput>(async ({ input }) => {
      analytics.track(ANALYTICS_EVENTS.signedIn, {
        userName: input.user.userName,
        orgName: input.customer?.name ?? input.user.customerName,
        orgUuid: input.user.customerId,
      });
    }),
    logout: fromPromise<void, LogoutInput>(async () => {
      // Pending events need the token that signing out revokes; the sink never rejects and gives
      // up after its send timeout, so this cannot keep the person signed in.
      await analytics.flush();
      await api.signOut();
    }),
    loginOnBehalfOf: fromPromise<TokenGrant, OnBehalfOfCredentials>(({ input }) =>
      api.signInOnBehalfOf(input),
    ),
  };
}
