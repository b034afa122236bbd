/**
 * Business constants and limits of spec section 9. Every delay, limit and count used by the
 * machines, the client and the server comes from here, never a literal at the call site.
 */

export const ADMIN_SEARCH_MIN_CHARACTERS = 3;
export const ENCODER_LOGS_DEFAULT_LEVEL = 'INFO';
export const ENCODER_VERSION_FILTER_ALL = 'All Versions';

/** Library list sorts, the first the default (most recent first). */
export const MEDIA_LIST_SORTS = [
  'desc.start_time',
  'asc.title',
  'desc.title',
  'asc.start_time',
] as const;
export const PLAYLIST_SORTS = [
  'desc.created_date',
  'asc.name',
  'desc.name',
  'asc.created_date',
] as const;
export const LIBRARY_VIEWS = ['GALLERY', 'LIST'] as const;
export const LIBRARY_DEFAULT_VIEW = 'GALLERY';

/** Analytics date ranges offered besides a custom one. */
export const ANALYTICS_RANGE_DAYS = [7, 28, 365] as const;
/** The order the analytics summary shows its metrics in. */
export const ANALYTICS_STAT_ORDER = {
  viewers: 1,
  views: 2,
  avgTimeWatched: 3,
  totalTimeWatched: 4,
  newViewers: 5,
  returnViewers: 6,
  peakConcurrentViewers: 7,
  medianTimeWatched: 8,
  totalMinutesWatched: 9,
  peakConcurrentLiveViews: 10,
} as const;

/** System log time filters besides a custom range. */
export const SYSTEM_LOG_FILTER_MINUTES = [15, 30, 60, 360, 1_440, 2_880] as const;
export const VENUE_BANDWIDTH_AVERAGE_SECONDS = 30;
/** The first day bandwidth usage is shown for (usage is kept in UTC). */
export const BANDWIDTH_DATA_START_DATE = '2022-02-01';
export const CALL_TO_ACTION_PROPAGATION_MINUTES = 3;

export const CUE_BLINK_MS = 7_000;
export const CUE_SNAP_SECONDS = 3.2;
export const DECODER_LOAD_WARNING_MS = 60_000;
export const AUDIO_ANALYSER = { framesPerSecond: 30, bufferSize: 2_048 } as const;

export const EMAIL_VERIFICATION_VALID_MINUTES = 60;
/** How long a password reset link works (the spec: "timed out" links ask for a new reset). */
export const PASSWORD_RESET_VALID_MINUTES = 60;
/** How long an invitation link works; a resend starts the period again. */
export const INVITATION_VALID_DAYS = 14;
export const SOCIAL_POST_EDITABLE_UNTIL_MINUTES = 10;
export const VIDEO_SITE_NOTIFICATIONS_PER_DAY = 3;
export const SOCIAL_ACCESS_RENEWAL_DAYS = 90;

export const MAX_EVENT_LENGTH_HOURS = 12;
export const SOCIAL_STREAM_START_DELAY_MINUTES = 2;
export const DESTINATION_EDIT_LOCK_MINUTES = 5;
export const GO_LIVE_SCHEDULED_WARNING_MINUTES = 60;
export const RECURRENCE_MIN_OCCURRENCES = 1;
export const RECURRENCE_MAX_OCCURRENCES = 99;
export const RECURRENCE_MAX_MONTHS_AHEAD = 13;
export const ENCODER_EVENT_PADDING_BEFORE_MINUTES = 30;
export const ENCODER_EVENT_PADDING_AFTER_MINUTES = 0;
export const ENCODER_MAX_RUN_HOURS = 12;

/** Web preset input channels (spec section 5): video 0 to 2, audio 0 to 16; 0 means none. */
export const WEB_PRESET_CHANNELS = {
  videoMin: 0,
  videoMax: 2,
  audioMin: 0,
  audioMax: 16,
} as const;

/** The default web preset of spec section 3: video channel 1, audio channels 1 and 2. */
export const WEB_PRESET_DEFAULT = {
  videoChannel: 1,
  leftAudioChannel: 1,
  rightAudioChannel: 2,
  deinterlace: false,
} as const;

export const TEXT_LIMITS = {
  eventName: 128,
  videoTitle: 128,
  playlistName: 128,
  webVideoName: 128,
  tags: 150,
  destinationGroupName: 50,
  videoSiteTitle: 100,
  rtmpName: 100,
  rtmpUrl: 10_000,
  rtmpKey: 10_000,
  viewUrl: 2_048,
  qrClickUrl: 213,
  webChannelName: 40,
  webPresetName: 50,
  email: 70,
  nameMin: 2,
  nameMax: 150,
  passwordMin: 10,
  passwordMax: 128,
  callToAction: 12,
  /** The e-mail verification copy bounds the full name more tightly than the account forms. */
  verificationFullNameMin: 2,
  verificationFullNameMax: 50,
} as const;

export const UPLOAD_LIMITS = {
  maxBytes: 64 * 1024 ** 3,
  maxAudioChannels: 16,
  audioSampleRate: 48_000,
  frameRates: [24, 25, 30, 60] as const,
  keyframeIntervalMinSeconds: 0.5,
  keyframeIntervalMaxSeconds: 3.2,
  keyframeIntervalRecommendedMinSeconds: 1,
  keyframeIntervalRecommendedMaxSeconds: 2,
  thumbnailMaxBytes: 2 * 1024 ** 2,
  /** The spec reads 12 hours in one place and 26 in another; the stricter one applies. */
  maxDurationHours: 12,
  maxWidth: 1920,
  maxHeight: 1080,
  maxWidth4k: 3840,
  maxHeight4k: 2160,
  audioBitrateKbpsPerChannel: 192,
  /** Above 30 fps; at 30 fps or below the limit is `videoBitrateMbpsUpTo30Fps`. */
  videoBitrateMbpsAbove30Fps: 12,
  videoBitrateMbpsUpTo30Fps: 8,
} as const;

/** Trims and cue snaps land on keyframes, so they may move by up to one keyframe interval. */
export const TRIM_PRECISION_SECONDS = 3.2;

export const CLIP_MIN_SECONDS = 3;
export const CLIP_MAX_SECONDS = 180;
export const REELS_MAX_SECONDS = 90;

export const STUDIO_AI = {
  trialDays: 30,
  videosPerMonth: 10,
  maxVideoHours: 2,
  extraVideoPriceUsd: 6,
} as const;
export const ON_DEMAND_TRIAL_DAYS = 30;

export const STREAM_DELAY_MIN_SECONDS = 90;
export const STREAM_DELAY_MAX_SECONDS = 600;
/** Retention ("delete after", section 5) runs from 1 day to the plan's maximum. */
export const RETENTION_MIN_DAYS = 1;
export const MULTISITE_RETENTION_MAX_DAYS = 30;

/**
 * People fields the spec gives no limit for: the contract's bounds (openapi `UserUpdate.title`,
 * `ApiClientInput.name`), kept apart from `TEXT_LIMITS`, which is the spec's list.
 */
export const PEOPLE_FIELD_LIMITS = {
  userTitle: 100,
  apiClientName: 100,
} as const;

/**
 * Channel fields the spec gives no limit for: the contract's bounds (openapi `EncoderChannel`,
 * `WebChannel`), so forms stop where the server would refuse.
 */
export const CHANNEL_FIELD_LIMITS = {
  encoderChannelName: 100,
  loadBalancerName: 63,
  webChannelDescription: 5_000,
} as const;

/** A web channel's offline image (spec section 9's image limit, as for thumbnails): JPG or PNG, 2 MB. */
export const OFFLINE_IMAGE_LIMITS = {
  maxBytes: 2 * 1024 ** 2,
  contentTypes: ['image/jpeg', 'image/png'] as const,
} as const;

/**
 * Encoder presets (encoder profiles). The spec lists the video formats and says 4K (2160p) is for
 * enterprise plans; the bitrate ceilings follow its ingest rules (8 Mbps at 30 fps or below,
 * 12 Mbps above; 2160p 32 or 48 Mbps), which is what a preset must not exceed to be accepted.
 */
export const ENCODER_PRESET = {
  nameMax: 100,
  customNameMax: 100,
  versions: [1, 2],
  videoFormats: ['auto', 'NTSC', 'PAL'],
  resolutions: ['720p', '1080p', '2160p'],
  /** The resolution that needs an enterprise plan (PLAN_REQUIREMENT_RULES.uhd4k). */
  uhdResolution: '2160p',
  frameRates: [24, 25, 30, 60],
  audioChannelMin: 1,
  audioChannelMax: 16,
  /** A version 1 preset carries a stereo pair at most; version 2 up to 16 channels. */
  version1AudioChannelsMax: 2,
  defaultAudioChannels: [1, 2],
  /** kbps: [at 30 fps or below, above 30 fps]. */
  maxBitrateKbps: { hd: [8_000, 12_000], uhd: [32_000, 48_000] },
} as const;

/** Venues (site logins for decoders), spec sections 3 and 5. */
export const VENUE = {
  usernameMax: 70,
  /** cloud = LAN + Cloud Failover, enterprise, non-prod = Non-Production, pro = Professional. */
  licenceTypes: ['cloud', 'enterprise', 'non-prod', 'pro'],
  decoderModes: ['Cloud', 'Lan'],
  defaultDecoderMode: 'Cloud',
} as const;
export type VenueLicenceTypeName = (typeof VENUE.licenceTypes)[number];
