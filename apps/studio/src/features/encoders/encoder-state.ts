import type { SnapshotFrom } from 'xstate';
import type { encoderMachine } from '@studio/machines';

/** The encoder machine's state as the badge names it (section 4's states and the UI's own). */
export type EncoderDisplayState =
  | 'IDLE'
  | 'SET_UP'
  | 'STARTING'
  | 'STARTED'
  | 'STOPPING'
  | 'STOPPED'
  | 'ABORTED'
  | 'ERROR'
  | 'restarting'
  | 'updating'
  | 'uploading_logs';

const DISPLAY_STATES = {
  idle: 'IDLE',
  setUp: 'SET_UP',
  starting: 'STARTING',
  started: 'STARTED',
  stopping: 'STOPPING',
  stopped: 'STOPPED',
  aborted: 'ABORTED',
  error: 'ERROR',
  restarting: 'restarting',
  updating: 'updating',
  uploadingLogs: 'uploading_logs',
} as const satisfies Record<string, EncoderDisplayState>;

export type EncoderMachineSnapshot = SnapshotFrom<typeof encoderMachine>;

export function displayStateOf(snapshot: EncoderMachineSnapshot): EncoderDisplayState {
  return DISPLAY_STATES[snapshot.value as keyof typeof DISPLAY_STATES];
}

/** The command under way, for the progress line; null when the encoder is at rest. */
export type EncoderProgress = 'starting' | 'stopping' | 'restarting' | 'updating' | 'uploadingLogs';

export function progressOf(snapshot: EncoderMachineSnapshot): EncoderProgress | null {
  const value = snapshot.value as string;
  return value === 'starting' ||
    value === 'stopping' ||
    value === 'restarting' ||
    value === 'updating' ||
    value === 'uploadingLogs'
    ? value
    : null;
}

/** Which commands the machine accepts now: the buttons offered. */
export interface EncoderCommands {
  start: boolean;
  stop: boolean;
  restart: boolean;
  uploadLogs: boolean;
  update: boolean;
}

export function commandsOf(snapshot: EncoderMachineSnapshot): EncoderCommands {
  return {
    // While started, a start only asks about another event (Go Live's business), never a button.
    start: !snapshot.matches('started') && snapshot.can({ type: 'encoder.start', eventId: '' }),
    stop: snapshot.can({ type: 'encoder.stop' }),
    restart: snapshot.can({ type: 'encoder.restart' }),
    uploadLogs: snapshot.can({ type: 'encoder.uploadLogs' }),
    update: snapshot.can({ type: 'encoder.update' }),
  };
}
