import { AUTH_MESSAGES } from '@studio/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { ruleError, toMachineError, type RejectedCall } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';
import type {
  FetchCustomerInput,
  LoginCredentials,
  LogoutInput,
  OnBehalfOfCredentials,
  SessionContext,
  SessionCustomer,
  SessionEmitted,
  SessionEvent,
  SessionRegion,
  SessionUser,
  TokenGrant,
  TrackLoginInput,
} from './session.types.js';

export const VENUE_REFUSED_CODE = 'VENUE_REFUSED';

const signedOutContext: SessionContext = {
  accessToken: null,
  expired: false,
  expiresIn: null,
  isLoggingIn: false,
  isLoggingOut: false,
  isRefreshing: false,
  isVenue: false,
  user: null,
  error: null,
  refreshTokenError: null,
  customer: null,
  regions: [],
};

const credentialsForgotten = {
  accessToken: null,
  expiresIn: null,
  isLoggingIn: false,
  user: null,
  customer: null,
  regions: [],
} satisfies Partial<SessionContext>;

/**
 * The session lifecycle of spec section 4.
 *
 * - `restoring`: on page load the refresh cookie may still hold a session (`restoreSession`).
 * - `signingIn`: the token call only; the profile (user, then customer and regions in parallel)
 *   is loaded in `loadingProfile`, shared by the three ways in (restore, password, on behalf of).
 *   `isLoggingIn` is true only for an interactive login, and only then is the login tracked.
 * - A SITE (venue) user is refused: the `logout` actor revokes the cookie the token call set, and
 *   the machine ends signed out with `isVenue` and the `venueRefused` error.
 * - Token refresh: the API client owns the 401 handling, the 2000 ms replay wait
 *   (`TOKEN_REPLAY_WAIT_MS`) and the single replay of queued calls. It reports through
 *   `session.refreshStarted`, `session.tokenRefreshed` and `session.expired`, and this machine
 *   mirrors them in `signedIn.refreshing`. It keeps no timer of its own, so there is no second
 *   clock that could disagree with the client's.
 * - Logout clears everything, except after expiry or a venue refusal: then the state is kept so
 *   the login page can say why the user is signed out (spec section 4).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    restoreSession: fromPromise<TokenGrant>(notProvided('restoreSession')),
    obtainToken: fromPromise<TokenGrant, LoginCredentials>(notProvided('obtainToken')),
    fetchUser: fromPromise<SessionUser>(notProvided('fetchUser')),
    fetchCustomer: fromPromise<SessionCustomer, FetchCustomerInput>(notProvided('fetchCustomer')),
    fetchRegions: fromPromise<readonly SessionRegion[]>(notProvided('fetchRegions')),
    trackLogin: fromPromise<void, TrackLoginInput>(notProvided('trackLogin')),
    logout: fromPromise<void, LogoutInput>(notProvided('logout')),
    loginOnBehalfOf: fromPromise<TokenGrant, OnBehalfOfCredentials>(notProvided('loginOnBehalfOf')),
  },
  actions: {
    storeGrant: assign((_, grant: TokenGrant) => ({
      accessToken: grant.accessToken,
      expiresIn: grant.expiresIn,
    })),
    failSignIn: assign((_, { reason }: RejectedCall) => ({
      ...credentialsForgotten,
      error: toMachineError(reason),
    })),
    failSwitch: assign((_, { reason }: RejectedCall) => ({
      isLoggingIn: false,
      error: toMachineError(reason),
    })),
    storeUser: assign((_, user: SessionUser) => ({ user })),
    startInteractiveLogin: assign({ isLoggingIn: true, error: null, refreshTokenError: null }),
    finishLogin: assign({ isLoggingIn: false, expired: false, isVenue: false }),
    forgetCredentials: assign(credentialsForgotten),
    refuseVenue: assign({
      isVenue: true,
      isLoggingIn: false,
      error: ruleError(VENUE_REFUSED_CODE, AUTH_MESSAGES.venueRefused),
    }),
    markExpired: assign((_, error: SessionContext['refreshTokenError']) => ({
      expired: true,
      isRefreshing: false,
      refreshTokenError: error,
      error: error,
    })),
    clearUnlessKept: assign(({ context }) =>
      context.expired || context.isVenue
        ? { accessToken: null, isLoggingOut: false }
        : signedOutContext,
    ),
    resetOrganisationData: assign({ user: null, customer: null, regions: [] }),
    announceOrganisationReset: emit({ type: 'session.organisationReset' }),
  },
  guards: {
    isSiteUser: (_, user: SessionUser) => user.userType === 'SITE',
    isInteractiveLogin: ({ context }) => context.isLoggingIn,
  },
}).createMachine({
  id: 'session',
  context: signedOutContext,
  initial: 'restoring',
  on: {
    // The client may refresh on its own at any time; keep the token current wherever we are.
    'session.tokenRefreshed': {
      actions: { type: 'storeGrant', params: ({ event }) => event },
    },
  },
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: {
          target: 'loadingProfile',
          actions: { type: 'storeGrant', params: ({ event }) => event.output },
        },
        // No cookie session is the ordinary signed-out start, not an error to show.
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.login': { target: 'signingIn' },
      },
    },
    signingIn: {
      entry: 'startInteractiveLogin',
      invoke: {
        id: 'obtainToken',
        src: 'obtainToken',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error('signingIn is entered by login');
          return { username: event.username, password: event.password };
        },
        onDone: {
          target: 'loadingProfile',
          actions: { type: 'storeGrant', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'failSignIn', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    loadingProfile: {
      initial: 'fetchingUser',
      on: {
        'session.expired': {
          target: 'signingOut',
          actions: { type: 'markExpired', params: ({ event }) => event.error ?? null },
        },
      },
      states: {
        fetchingUser: {
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            onDone: [
              {
                guard: { type: 'isSiteUser', params: ({ event }) => event.output },
                target: '#session.refusingVenue',
                actions: { type: 'storeUser', params: ({ event }) => event.output },
              },
              {
                target: 'fetchingOrganisation',
                actions: { type: 'storeUser', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: '#session.signedOut',
              actions: { type: 'failSignIn', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        // Customer and regions do not depend on each other: fetch them side by side.
        fetchingOrganisation: {
          type: 'parallel',
          onDone: [
            { guard: 'isInteractiveLogin', target: 'trackingLogin' },
            { target: '#session.signedIn' },
          ],
          states: {
            customer: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'fetchCustomer',
                    src: 'fetchCustomer',
                    input: ({ context }) => ({ customerId: context.user?.customerId ?? '' }),
                    onDone: {
                      target: 'fetched',
                      actions: assign({ customer: ({ event }) => event.output }),
                    },
                    onError: {
                      target: '#session.signedOut',
                      actions: {
                        type: 'failSignIn',
                        params: ({ event }) => ({ reason: event.error }),
                      },
                    },
                  },
                },
                fetched: { type: 'final' },
              },
            },
            regions: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'fetchRegions',
                    src: 'fetchRegions',
                    onDone: {
                      target: 'fetched',
                      actions: assign({ regions: ({ event }) => event.output }),
                    },
                    onError: {
                      target: '#session.signedOut',
                      actions: {
                        type: 'failSignIn',
                        params: ({ event }) => ({ reason: event.error }),
                      },
                    },
                  },
                },
                fetched: { type: 'final' },
              },
            },
          },
        },
        trackingLogin: {
          invoke: {
            id: 'trackLogin',
            src: 'trackLogin',
            input: ({ context }) => {
              if (!context.user) throw new Error('trackingLogin needs the fetched user');
              return { user: context.user, customer: context.customer };
            },
            onDone: { target: '#session.signedIn' },
            // Analytics must never block a sign-in (spec section 8: logged only).
            onError: { target: '#session.signedIn' },
          },
        },
      },
    },
    refusingVenue: {
      entry: 'refuseVenue',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'signedOut', actions: 'forgetCredentials' },
        onError: { target: 'signedOut', actions: 'forgetCredentials' },
      },
    },
    signedIn: {
      entry: 'finishLogin',
      initial: 'active',
      on: {
        'session.logout': { target: 'signingOut' },
        'session.loginOnBehalfOf': { target: 'switchingOrganisation' },
        'session.expired': {
          target: 'signingOut',
          actions: { type: 'markExpired', params: ({ event }) => event.error ?? null },
        },
      },
      states: {
        active: {
          on: { 'session.refreshStarted': { target: 'refreshing' } },
        },
        refreshing: {
          entry: assign({ isRefreshing: true }),
          exit: assign({ isRefreshing: false }),
          on: {
            'session.tokenRefreshed': {
              target: 'active',
              actions: { type: 'storeGrant', params: ({ event }) => event },
            },
          },
        },
      },
    },
    switchingOrganisation: {
      entry: 'startInteractiveLogin',
      invoke: {
        id: 'loginOnBehalfOf',
        src: 'loginOnBehalfOf',
        input: ({ event }) => {
          if (event.type !== 'session.loginOnBehalfOf') {
            throw new Error('switchingOrganisation is entered by loginOnBehalfOf');
          }
          return {
            customerId: event.customerId,
            username: event.username,
            password: event.password,
          };
        },
        onDone: {
          target: 'loadingProfile',
          actions: [
            { type: 'storeGrant', params: ({ event }) => event.output },
            'resetOrganisationData',
            'announceOrganisationReset',
          ],
        },
        // A failed switch leaves the current organisation's session as it was.
        onError: {
          target: 'signedIn',
          actions: { type: 'failSwitch', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    signingOut: {
      entry: assign({ isLoggingOut: true }),
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        // The server-side logout is best effort: the studio is signed out either way.
        onDone: { target: 'signedOut', actions: 'clearUnlessKept' },
        onError: { target: 'signedOut', actions: 'clearUnlessKept' },
      },
    },
  },
});
