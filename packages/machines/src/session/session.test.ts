import { AUTH_MESSAGES } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { sessionMachine, VENUE_REFUSED_CODE } from './session.machine.js';
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
} from './session.types.js';

const coverage = createCoverage('session', sessionMachine);

const user: SessionUser = {
  capabilities: ['events.get'],
  customerId: 'c-1',
  customerName: 'First Church',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userId: 'u-1',
  userName: 'ada@example.com',
  userType: 'USER',
  roles: ['customerAdmin'],
};
const venue: SessionUser = { ...user, userType: 'SITE', userName: 'lobby-decoder' };
const customer: SessionCustomer = { uuid: 'c-1', name: 'First Church' };
const otherCustomer: SessionCustomer = { uuid: 'c-2', name: 'Second Church' };
const regions: SessionRegion[] = [{ uuid: 'r-1', name: 'North America', zone: 'us' }];
const grant: TokenGrant = { accessToken: 'token-1', expiresIn: 300 };
const apiError = (status: number, code: string, message: string) => ({
  status,
  errors: [{ code, message }],
  message,
});

function startSession() {
  const actors = {
    restoreSession: deferredActor<TokenGrant>(),
    obtainToken: deferredActor<TokenGrant, LoginCredentials>(),
    fetchUser: deferredActor<SessionUser>(),
    fetchCustomer: deferredActor<SessionCustomer, FetchCustomerInput>(),
    fetchRegions: deferredActor<readonly SessionRegion[]>(),
    trackLogin: deferredActor<void, TrackLoginInput>(),
    logout: deferredActor<void, LogoutInput>(),
    loginOnBehalfOf: deferredActor<TokenGrant, OnBehalfOfCredentials>(),
  };
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: actors.restoreSession.logic,
      obtainToken: actors.obtainToken.logic,
      fetchUser: actors.fetchUser.logic,
      fetchCustomer: actors.fetchCustomer.logic,
      fetchRegions: actors.fetchRegions.logic,
      trackLogin: actors.trackLogin.logic,
      logout: actors.logout.logic,
      loginOnBehalfOf: actors.loginOnBehalfOf.logic,
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  return { actor, actors };
}

type Session = ReturnType<typeof startSession>;

async function loadProfile({ actors }: Session, profile: SessionUser = user): Promise<void> {
  await actors.fetchUser.resolve(profile);
  if (profile.userType === 'SITE') return;
  await actors.fetchCustomer.resolve(customer);
  await actors.fetchRegions.resolve(regions);
}

async function signIn(): Promise<Session> {
  const session = startSession();
  await session.actors.restoreSession.reject(apiError(401, 'INVALID_REFRESH_TOKEN', 'no cookie'));
  session.actor.send({ type: 'session.login', username: 'ada@example.com', password: 'secret' });
  await session.actors.obtainToken.resolve(grant);
  await loadProfile(session);
  await session.actors.trackLogin.resolve();
  return session;
}

describe('session machine', () => {
  it('starts by restoring the session from the refresh cookie', () => {
    const { actor } = startSession();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('restores a cookie session on page load without tracking a login', async () => {
    const session = startSession();
    await session.actors.restoreSession.resolve(grant);
    expect(session.actor.getSnapshot().value).toEqual({ loadingProfile: 'fetchingUser' });
    await loadProfile(session);
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedIn: 'active' });
    expect(session.actors.trackLogin.calls).toHaveLength(0);
    expect(snapshot.context).toMatchObject({
      accessToken: 'token-1',
      expiresIn: 300,
      user,
      customer,
      regions,
      isLoggingIn: false,
    });
  });

  it('ends signed out without an error when there is no cookie session', async () => {
    const session = startSession();
    await session.actors.restoreSession.reject(apiError(401, 'INVALID_REFRESH_TOKEN', 'none'));
    expect(session.actor.getSnapshot().value).toBe('signedOut');
    expect(session.actor.getSnapshot().context.error).toBeNull();
  });

  it('signs in: token, user, customer and regions, then tracks the login', async () => {
    const session = startSession();
    await session.actors.restoreSession.reject(new Error('no session'));
    session.actor.send({ type: 'session.login', username: 'ada@example.com', password: 'secret' });
    expect(session.actor.getSnapshot().value).toBe('signingIn');
    expect(session.actor.getSnapshot().context.isLoggingIn).toBe(true);
    expect(session.actors.obtainToken.lastInput()).toEqual({
      username: 'ada@example.com',
      password: 'secret',
    });
    await session.actors.obtainToken.resolve(grant);
    await session.actors.fetchUser.resolve(user);
    expect(session.actor.getSnapshot().value).toEqual({
      loadingProfile: { fetchingOrganisation: { customer: 'fetching', regions: 'fetching' } },
    });
    expect(session.actors.fetchCustomer.lastInput()).toEqual({ customerId: 'c-1' });
    await session.actors.fetchRegions.resolve(regions);
    expect(session.actor.getSnapshot().value).toEqual({
      loadingProfile: { fetchingOrganisation: { customer: 'fetching', regions: 'fetched' } },
    });
    await session.actors.fetchCustomer.resolve(customer);
    expect(session.actor.getSnapshot().value).toEqual({ loadingProfile: 'trackingLogin' });
    expect(session.actors.trackLogin.lastInput()).toEqual({ user, customer });
    await session.actors.trackLogin.resolve();
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(session.actor.getSnapshot().context.isLoggingIn).toBe(false);
  });

  it('ignores a failed login tracking call', async () => {
    const session = startSession();
    await session.actors.restoreSession.reject(new Error('no session'));
    session.actor.send({ type: 'session.login', username: 'ada', password: 'secret' });
    await session.actors.obtainToken.resolve(grant);
    await loadProfile(session);
    await session.actors.trackLogin.reject(new Error('analytics down'));
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(session.actor.getSnapshot().context.error).toBeNull();
  });

  it('stores the error of a refused token request and forgets nothing typed elsewhere', async () => {
    const session = startSession();
    await session.actors.restoreSession.reject(new Error('no session'));
    session.actor.send({ type: 'session.login', username: 'ada', password: 'wrong' });
    await session.actors.obtainToken.reject(
      apiError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.incorrectCredentials),
    );
    const { value, context } = session.actor.getSnapshot();
    expect(value).toBe('signedOut');
    expect(context.error).toEqual({
      status: 401,
      errors: [{ code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.incorrectCredentials }],
      message: AUTH_MESSAGES.incorrectCredentials,
    });
    expect(context.isLoggingIn).toBe(false);
    // A new attempt starts clean.
    session.actor.send({ type: 'session.login', username: 'ada', password: 'right' });
    expect(session.actor.getSnapshot().context.error).toBeNull();
  });

  it.each(['fetchUser', 'fetchCustomer', 'fetchRegions'] as const)(
    'signs out with the error when %s fails',
    async (failing) => {
      const session = startSession();
      await session.actors.restoreSession.resolve(grant);
      if (failing !== 'fetchUser') await session.actors.fetchUser.resolve(user);
      await session.actors[failing].reject(apiError(500, 'INTERNAL', 'boom'));
      const { value, context } = session.actor.getSnapshot();
      expect(value).toBe('signedOut');
      expect(context.error?.status).toBe(500);
      expect(context.accessToken).toBeNull();
      expect(context.user).toBeNull();
    },
  );

  it.each(['resolve', 'reject'] as const)(
    'refuses a venue (SITE) user after logging it out (logout %s)',
    async (outcome) => {
      const session = startSession();
      await session.actors.restoreSession.reject(new Error('no session'));
      session.actor.send({ type: 'session.login', username: 'lobby', password: 'secret' });
      await session.actors.obtainToken.resolve(grant);
      await loadProfile(session, venue);
      expect(session.actor.getSnapshot().value).toBe('refusingVenue');
      expect(session.actors.logout.lastInput()).toEqual({ accessToken: 'token-1' });
      if (outcome === 'resolve') await session.actors.logout.resolve();
      else await session.actors.logout.reject(new Error('offline'));
      const { value, context } = session.actor.getSnapshot();
      expect(value).toBe('signedOut');
      expect(context.isVenue).toBe(true);
      expect(context.error?.errors[0]?.code).toBe(VENUE_REFUSED_CODE);
      expect(context.error?.message).toBe(AUTH_MESSAGES.venueRefused);
      expect(context.accessToken).toBeNull();
      expect(session.actors.fetchCustomer.calls).toHaveLength(0);
    },
  );

  it.each(['resolve', 'reject'] as const)(
    'logout clears everything (server logout %s)',
    async (outcome) => {
      const session = await signIn();
      session.actor.send({ type: 'session.logout' });
      expect(session.actor.getSnapshot().value).toBe('signingOut');
      expect(session.actor.getSnapshot().context.isLoggingOut).toBe(true);
      if (outcome === 'resolve') await session.actors.logout.resolve();
      else await session.actors.logout.reject(new Error('offline'));
      const { value, context } = session.actor.getSnapshot();
      expect(value).toBe('signedOut');
      expect(context).toEqual(sessionMachine.config.context);
    },
  );

  it('mirrors the client refresh: refreshing until the new token arrives', async () => {
    const session = await signIn();
    session.actor.send({ type: 'session.refreshStarted' });
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(session.actor.getSnapshot().context.isRefreshing).toBe(true);
    session.actor.send({ type: 'session.tokenRefreshed', accessToken: 'token-2', expiresIn: 600 });
    const { value, context } = session.actor.getSnapshot();
    expect(value).toEqual({ signedIn: 'active' });
    expect(context).toMatchObject({ accessToken: 'token-2', expiresIn: 600, isRefreshing: false });
  });

  it('keeps the token current when the client refreshes outside a 401', async () => {
    const session = await signIn();
    session.actor.send({ type: 'session.tokenRefreshed', accessToken: 'token-3', expiresIn: 60 });
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(session.actor.getSnapshot().context.accessToken).toBe('token-3');
  });

  it('an expired session logs out but keeps its state so the login page can explain', async () => {
    const session = await signIn();
    session.actor.send({ type: 'session.refreshStarted' });
    const refreshError = apiError(401, 'INVALID_REFRESH_TOKEN', AUTH_MESSAGES.sessionExpired);
    session.actor.send({ type: 'session.expired', error: refreshError });
    expect(session.actor.getSnapshot().value).toBe('signingOut');
    await session.actors.logout.reject(apiError(401, 'UNAUTHENTICATED', 'expired'));
    const { value, context } = session.actor.getSnapshot();
    expect(value).toBe('signedOut');
    expect(context).toMatchObject({
      expired: true,
      isRefreshing: false,
      isLoggingOut: false,
      accessToken: null,
      refreshTokenError: refreshError,
      user,
      customer,
    });
  });

  it('expires while the profile is loading', async () => {
    const session = startSession();
    await session.actors.restoreSession.resolve(grant);
    session.actor.send({ type: 'session.expired' });
    await session.actors.logout.resolve();
    const { value, context } = session.actor.getSnapshot();
    expect(value).toBe('signedOut');
    expect(context.expired).toBe(true);
    expect(context.refreshTokenError).toBeNull();
  });

  it('a new login after expiry clears the expired flag', async () => {
    const session = await signIn();
    session.actor.send({ type: 'session.expired' });
    await session.actors.logout.resolve();
    session.actor.send({ type: 'session.login', username: 'ada', password: 'secret' });
    await session.actors.obtainToken.resolve(grant);
    await loadProfile(session);
    await session.actors.trackLogin.resolve();
    expect(session.actor.getSnapshot().context.expired).toBe(false);
  });

  it('logging in on behalf of another organisation resets organisation-scoped data', async () => {
    const session = await signIn();
    const resets: string[] = [];
    session.actor.on('session.organisationReset', (event) => resets.push(event.type));
    session.actor.send({
      type: 'session.loginOnBehalfOf',
      customerId: 'c-2',
      username: 'admin',
      password: 'secret',
    });
    expect(session.actor.getSnapshot().value).toBe('switchingOrganisation');
    expect(session.actors.loginOnBehalfOf.lastInput()).toEqual({
      customerId: 'c-2',
      username: 'admin',
      password: 'secret',
    });
    await session.actors.loginOnBehalfOf.resolve({ accessToken: 'token-c2', expiresIn: 300 });
    const loading = session.actor.getSnapshot();
    expect(loading.value).toEqual({ loadingProfile: 'fetchingUser' });
    expect(loading.context).toMatchObject({ user: null, customer: null, regions: [] });
    expect(resets).toEqual(['session.organisationReset']);
    await session.actors.fetchUser.resolve({ ...user, customerId: 'c-2' });
    await session.actors.fetchCustomer.resolve(otherCustomer);
    await session.actors.fetchRegions.resolve(regions);
    await session.actors.trackLogin.resolve();
    expect(session.actor.getSnapshot().context.customer).toEqual(otherCustomer);
    expect(session.actors.fetchCustomer.lastInput()).toEqual({ customerId: 'c-2' });
  });

  it('a refused on-behalf-of login keeps the current organisation and shows the error', async () => {
    const session = await signIn();
    session.actor.send({
      type: 'session.loginOnBehalfOf',
      customerId: 'c-2',
      username: 'admin',
      password: 'wrong',
    });
    await session.actors.loginOnBehalfOf.reject(apiError(401, 'INVALID_CREDENTIALS', 'nope'));
    const { value, context } = session.actor.getSnapshot();
    expect(value).toEqual({ signedIn: 'active' });
    expect(context.customer).toEqual(customer);
    expect(context.error?.message).toBe('nope');
  });

  it('an actor that was not provided fails loudly instead of hanging', async () => {
    const actor = createActor(sessionMachine, { inspect: coverage.inspect }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
