export {
  contentDestinationMachine,
  DESTINATION_RULE_CODES,
  isWithinEditLock,
} from './content-destination.machine.js';
export type {
  ContentDestinationContext,
  ContentDestinationEvent,
  ContentDestinationInput,
  DestinationChanges,
  DestinationCommandInput,
  SaveDestinationInput,
} from './content-destination.machine.js';
