export { eventMachine, INSTANCE_LOCKED_CODE } from './event.machine.js';
export type {
  EventCommandInput,
  EventContext,
  EventEvent,
  EventInput,
  InstanceChanges,
  PausedEvent,
  SaveInstanceInput,
} from './event.machine.js';
