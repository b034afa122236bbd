export { goLiveWaitMachine, scheduledEventStartsSoon } from './go-live-wait.machine.js';
export type {
  CreatedSchedule,
  CreateScheduleInput,
  GoLiveInput,
  GoLiveWaitContext,
  GoLiveWaitEvent,
  ScheduleInput,
} from './go-live-wait.machine.js';
