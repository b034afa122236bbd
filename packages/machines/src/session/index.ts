export { sessionMachine, VENUE_REFUSED_CODE } from './session.machine.js';
export { SessionContext } from './session.context.js';
export type * from './session.types.js';
