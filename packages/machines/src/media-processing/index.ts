export { mediaProcessingMachine } from './media-processing.machine.js';
export type {
  MediaInput,
  MediaProcessingContext,
  MediaProcessingEvent,
  MediaProcessingOutput,
} from './media-processing.machine.js';
