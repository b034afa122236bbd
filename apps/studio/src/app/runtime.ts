import { createActor, type ActorRefFrom } from 'xstate';
import { createStudioApi, type StudioApi } from '@studio/api';
import { sessionMachine, toMachineError } from '@studio/machines';
import { createSessionActors } from '../features/auth/actors';
import { createAnalyticsTracker, createTelemetrySink, type AnalyticsTracker } from './analytics';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface StudioRuntime {
  api: StudioApi;
  session: SessionActor;
  analytics: AnalyticsTracker;
}

/**
 * Creates the API client and the session actor and wires them both ways: the machine's actors
 * call the client, and the client reports its own refreshes and the session's end to the machine.
 * Created once per page (and per story or test), outside React, so no effect orchestrates it.
 */
export function createStudioRuntime(
  options: {
    fetch?: typeof fetch;
    /** Origin of the API; the page's own by default (tests in Node give one). */
    origin?: string;
  } = {},
): StudioRuntime {
  const analytics = createAnalyticsTracker();
  // The client needs the actor to report to and the actor needs the client's calls: the client's
  // callbacks read the actor through this holder, filled in right after.
  const holder: { session?: SessionActor } = {};
  const api = createStudioApi({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    onRefreshStarted: () => holder.session?.send({ type: 'session.refreshStarted' }),
    onTokenRefreshed: (grant) => holder.session?.send({ type: 'session.tokenRefreshed', ...grant }),
    onSessionExpired: (error) =>
      holder.session?.send({ type: 'session.expired', error: toMachineError(error) }),
  });
  const session = createActor(
    sessionMachine.provide({ actors: createSessionActors(api, analytics) }),
  );
  holder.session = session;
  analytics.addSink(
    createTelemetrySink({ send: (events, { signal }) => api.trackEvents(events, { signal }) }),
  );
  return { api, session, analytics };
}
