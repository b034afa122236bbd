import { createActorContext } from '@xstate/react';
import { sessionMachine } from './session.machine.js';

/**
 * React binding: the studio mounts `<SessionContext.Provider logic={sessionMachine.provide(...)}>`
 * once at the root and reads the session with `SessionContext.useSelector(...)`.
 */
export const SessionContext = createActorContext(sessionMachine);
