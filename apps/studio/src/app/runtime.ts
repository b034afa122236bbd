import { createActor, type ActorRefFrom } from 'xstate';
import { createStudioApi, type StudioApi } from '@studio/api';
import { sessionMachine, toMachineError } from '@studio/machines';
import { createSessionActors } from '../features/auth/actors';
import { createAnalyticsTracker, type AnalyticsTracker } from './analytics';

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
export function createStudioRuntime(options: { fetch?: typeof fetch } = {}): StudioRuntime {
  const analytics = createAnalyticsTracker();
  let session: SessionActor | undefined;
  const api = createStudioApi({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onRefreshStarted: () => session?.send({ type: 'session.refreshStarted' }),
    onTokenRefreshed: (grant) => session?.send({ type: 'session.tokenRefreshed', ...grant }),
    onSessionExpired: (error) => session?.send({ type: 'session.expired', error: toMachineError(error) }),
  });
  session = createActor(sessionMachine.provide({ actors: createSessionActors(api, analytics) }));
  return { api, session, analytics };
}
