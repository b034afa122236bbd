import { UPLOAD_LIMITS } from './constants.js';

/**
 * Status enumerations and lifecycle rules of spec section 4, shared by the machines, the studio
 * and the server. Where the spec leaves a value open, the choice is ours and says so.
 */
export const ENCODER_STATES = [
  'IDLE',
  'SET_UP',
  'STARTING',
  'STARTED',
  'STOPPING',
  'STOPPED',
  'ABORTED',
  'ERROR',
] as const;
export type EncoderState = (typeof ENCODER_STATES)[number];

/** A recording (encoder video) in these states is still being written: it cannot be saved yet. */
export const RECORDING_IN_PROGRESS_STATES: readonly EncoderState[] = [
  'IDLE',
  'SET_UP',
  'STARTING',
  'STARTED',
  'STOPPING',
];

export const LIVE_STATUSES = ['LIVE', 'NO_INPUT', 'OFFLINE', 'STOPPED', 'STOPPING'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const CONTENT_DESTINATION_STATUSES = [
  'idle',
  'starting',
  'started',
  'warning',
  'stopping',
  'stopped',
  'aborted',
  'error',
] as const;
export type ContentDestinationStatus = (typeof CONTENT_DESTINATION_STATUSES)[number];
/** "Active means started or starting" (spec section 4). */
export const ACTIVE_DESTINATION_STATUSES: readonly ContentDestinationStatus[] = [
  'started',
  'starting',
];

/** Why a destination was aborted (spec section 4). */
export const ABORT_CAUSES = ['destinationStopped', 'encoderRanTooLong', 'badEncoderInput'] as const;
export type AbortCause = (typeof ABORT_CAUSES)[number];

export const GO_LIVE_WAIT_STATES = [
  'ENCODER_START_WAIT',
  'FAILED',
  'NOT_EXIST',
  'SCHEDULE_CREATE_WAIT',
  'SCHEDULE_CREATED',
  'TIMED_OUT',
] as const;
export type GoLiveWaitState = (typeof GO_LIVE_WAIT_STATES)[number];
/**
 * How long the studio waits for a go-live before calling it timed out. The spec says starting the
 * live event "may take a few minutes" and gives no number; ten minutes is our choice.
 */
export const GO_LIVE_WAIT_TIMEOUT_MS = 10 * 60_000;
/** How often a waiting go-live, a processing upload or a transitioning item is re-fetched. */
export const STATUS_POLL_INTERVAL_MS = 5_000;

export const MEDIA_PROCESSING_STATES = [
  'PENDING',
  'STARTING',
  'IN_PROGRESS',
  'SEGMENTING',
  'TRANSCODING',
  'RE_SEGMENTING',
  'RETRYING',
  'FAILED',
  'COMPLETE',
  'CANCELLED',
  'TIMED_OUT',
] as const;
export type MediaProcessingState = (typeof MEDIA_PROCESSING_STATES)[number];

export const UPLOAD_PROGRESS_LABELS = [
  'pending',
  'starting',
  'segmenting',
  'transcoding',
  'processing',
  'finalizing',
  'ready',
  'processing failed',
  'timed out',
  'cancelled',
  'retrying',
  'invalid event status',
] as const;
export type UploadProgressLabel = (typeof UPLOAD_PROGRESS_LABELS)[number];

const PROGRESS_LABELS: Record<MediaProcessingState, UploadProgressLabel> = {
  PENDING: 'pending',
  STARTING: 'starting',
  IN_PROGRESS: 'processing',
  SEGMENTING: 'segmenting',
  TRANSCODING: 'transcoding',
  // Re-segmenting is the last pass over the ladder: the user sees it as finalizing.
  RE_SEGMENTING: 'finalizing',
  RETRYING: 'retrying',
  FAILED: 'processing failed',
  COMPLETE: 'ready',
  CANCELLED: 'cancelled',
  TIMED_OUT: 'timed out',
};

export function isMediaProcessingState(status: string): status is MediaProcessingState {
  return (MEDIA_PROCESSING_STATES as readonly string[]).includes(status);
}

/** The upload progress label for a processing status; unknown statuses are flagged as invalid. */
export function uploadProgressLabel(status: string): UploadProgressLabel {
  return isMediaProcessingState(status) ? PROGRESS_LABELS[status] : 'invalid event status';
}

export const UPLOAD_ERROR_CODES = ['FILE_PROCESSING', 'FILE_SIZE', 'FILE_TYPE', 'NO_FILE'] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export interface UploadFileFacts {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** The checks that need only the file's name, size and type; the media rules need mp4box. */
export function uploadFileProblem(file: UploadFileFacts | null): UploadErrorCode | null {
  if (!file || file.size === 0) return 'NO_FILE';
  const isMp4 = file.type === 'video/mp4' || file.name.toLowerCase().endsWith('.mp4');
  if (!isMp4) return 'FILE_TYPE';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'FILE_SIZE';
  return null;
}

export const TRIAL_STATUSES = ['in_trial', 'cancelled', 'ended'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

export const MS_PER_DAY = 86_400_000;
/**
 * Days before expiry from which a social link shows "expires in N days". The spec names the
 * label, not the threshold; two weeks leaves an operator room to renew before a Sunday stream.
 */
export const SOCIAL_EXPIRY_WARNING_DAYS = 14;

export const INVITATION_STATES = ['pending', 'resent', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** HTTP status the cue service answers when cues are unavailable for a video (spec section 8). */
export const CUES_UNAVAILABLE_STATUS = 412;
/** HTTP status of a web video start refused because its web channel is already in use. */
export const WEB_CHANNEL_IN_USE_STATUS = 409;

export const LIFECYCLE_MESSAGES = {
  destinationCannotRestart: 'A stopped destination cannot be restarted.',
  destinationMustStop: 'Stop the destination before deleting it.',
  destinationLocked: 'A destination that has started or starts within 5 minutes cannot be edited.',
  encoderBusy: 'The encoder is live for another event. Going live will stop that event.',
  webVideoCannotRestart: 'A stopped web video cannot be restarted.',
  webChannelInUse: 'The web channel is already in use.',
  instanceLocked: 'This event cannot be edited while its encoder is running.',
  publicCuesForbidden: 'You do not have permission to create public cues.',
  cuesUnavailable: 'Cues are not available for this video.',
  passwordRequired: 'Password is required.',
  socialAccountMismatch: 'Renew with the same account that was linked.',
  scheduledEventSoon: 'An event is scheduled to start within the next hour.',
  /** saveToLibrary while the recording is still being written (spec section 8). */
  recordingNotSaved: 'The library video is not saved yet. Retry shortly.',
  recordingAlreadySaved: 'This recording is already in the library.',
  /** saveToLibrary names the recording by exactly one of its encoder video or destination. */
  recordingSourceRequired: 'Choose the encoder video or the destination to save.',
} as const;
