import type { Tone } from './color';

/**
 * Which tone each status of the product's lifecycles is drawn in (spec section 4). The names are
 * the statuses as the API spells them; the design system only decides their colour, never their
 * meaning or label (labels come from the app's translations).
 */
export const statusTones = {
  encoder: {
    IDLE: 'neutral',
    SET_UP: 'info',
    STARTING: 'progress',
    STARTED: 'success',
    STOPPING: 'progress',
    STOPPED: 'neutral',
    ABORTED: 'warning',
    ERROR: 'danger',
    restarting: 'progress',
    updating: 'progress',
    uploading_logs: 'progress',
  },
  destination: {
    idle: 'neutral',
    starting: 'progress',
    started: 'success',
    stopping: 'progress',
    stopped: 'neutral',
    aborted: 'warning',
    warning: 'warning',
    error: 'danger',
  },
  live: {
    LIVE: 'live',
    NO_INPUT: 'warning',
    OFFLINE: 'neutral',
    STOPPED: 'neutral',
    STOPPING: 'progress',
  },
  goLive: {
    ENCODER_START_WAIT: 'progress',
    SCHEDULE_CREATE_WAIT: 'progress',
    SCHEDULE_CREATED: 'success',
    FAILED: 'danger',
    NOT_EXIST: 'warning',
    TIMED_OUT: 'warning',
  },
  mediaProcessing: {
    PENDING: 'neutral',
    STARTING: 'progress',
    IN_PROGRESS: 'progress',
    SEGMENTING: 'progress',
    TRANSCODING: 'progress',
    RE_SEGMENTING: 'progress',
    RETRYING: 'warning',
    FAILED: 'danger',
    COMPLETE: 'success',
    CANCELLED: 'neutral',
    TIMED_OUT: 'warning',
  },
  upload: {
    pending: 'neutral',
    starting: 'progress',
    segmenting: 'progress',
    transcoding: 'progress',
    processing: 'progress',
    finalizing: 'progress',
    ready: 'success',
    processing_failed: 'danger',
    timed_out: 'warning',
    cancelled: 'neutral',
    retrying: 'warning',
    invalid_event_status: 'danger',
  },
  libraryMedia: {
    started: 'progress',
    content_available: 'info',
    completed: 'success',
    errored: 'danger',
    delete_pending: 'neutral',
    partial_delete_pending: 'neutral',
    republish_pending: 'progress',
  },
  other: {
    pending: 'neutral',
    scheduled: 'info',
    posted: 'success',
    failed: 'danger',
    provisioning: 'progress',
    online: 'success',
    offline: 'neutral',
  },
  trial: {
    not_subscribed: 'neutral',
    eligible: 'info',
    in_trial: 'progress',
    cancelled: 'neutral',
    ended: 'warning',
  },
  socialLink: {
    access_verified: 'success',
    expires_soon: 'warning',
    expires_today: 'warning',
    expired: 'danger',
    renew_needed: 'danger',
  },
  invitation: {
    pending: 'neutral',
    resent: 'info',
    revoked: 'danger',
  },
  enrichment: {
    processing: 'progress',
    failed: 'danger',
    review_suggestion: 'info',
  },
} as const satisfies Record<string, Record<string, Tone>>;

export type StatusSet = keyof typeof statusTones;
// Distributes over a union of sets, so `StatusOf<StatusSet>` is every status of every set.
export type StatusOf<S extends StatusSet> = S extends StatusSet
  ? keyof (typeof statusTones)[S] & string
  : never;

/** The tone of a status in one of the sets above. */
export function toneOfStatus<S extends StatusSet>(set: S, status: StatusOf<S>): Tone {
  const tones: Record<string, Tone> = statusTones[set];
  return tones[status] ?? 'neutral';
}
