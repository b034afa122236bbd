export {
  createLiveCheckMachine,
  LIVE_CHECK_SETTLE_MS,
  liveCheckMachine,
} from './live-check.machine.js';
export type {
  CheckAnswer,
  CheckRequest,
  LiveCheckContext,
  LiveCheckEvent,
} from './live-check.machine.js';
