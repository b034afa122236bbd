export { TRIAL_DURATION_MS, trialMachine } from './trial.machine.js';
export type { TrialContext, TrialEvent, TrialInput } from './trial.machine.js';
