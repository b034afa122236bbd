import { describe, expect, it } from 'vitest';
import {
  ADMIN_SEARCH_MIN_CHARACTERS,
  ANALYTICS_RANGE_DAYS,
  ANALYTICS_STAT_ORDER,
  AUDIO_ANALYSER,
  AUTH_MESSAGES,
  BANDWIDTH_DATA_START_DATE,
  BANNER_Z_INDEX,
  CALL_TO_ACTION_PROPAGATION_MINUTES,
  CLIP_MAX_SECONDS,
  CLIP_MIN_SECONDS,
  CUE_BLINK_MS,
  CUE_SNAP_SECONDS,
  CUES_UNAVAILABLE_STATUS,
  DECODER_LOAD_WARNING_MS,
  DESTINATION_EDIT_LOCK_MINUTES,
  EMAIL_VERIFICATION_VALID_MINUTES,
  ENCODER_EVENT_PADDING_AFTER_MINUTES,
  ENCODER_EVENT_PADDING_BEFORE_MINUTES,
  ENCODER_LOGS_DEFAULT_LEVEL,
  ENCODER_VERSION_FILTER_ALL,
  ERROR_MESSAGES,
  EXPORT_MAX_PAGES,
  EXPORT_PAGE_SIZE,
  EXPORTED_INTERVALS_MS,
  FALLBACK_LANGUAGE,
  GO_LIVE_SCHEDULED_WARNING_MINUTES,
  IDEMPOTENT_METHODS,
  INTERVAL_POLLING_DEFAULT_MS,
  INTERVAL_POLLING_MINIMUM_MS,
  LANGUAGES,
  LIBRARY_DEFAULT_VIEW,
  LIST_CACHE_FRESHNESS_MS,
  LOOKUP_CACHE_MS,
  MAX_EVENT_LENGTH_HOURS,
  MEDIA_LIST_SORTS,
  MULTISITE_RETENTION_MAX_DAYS,
  ON_DEMAND_TRIAL_DAYS,
  ON_ERROR_REPLAY_SAMPLE_RATE,
  PAGE_SIZE,
  PLAYLIST_FETCH_CONCURRENCY,
  PLAYLIST_SORTS,
  RECURRENCE_MAX_MONTHS_AHEAD,
  RECURRENCE_MAX_OCCURRENCES,
  RECURRENCE_MIN_OCCURRENCES,
  REELS_MAX_SECONDS,
  RETRY_COUNT,
  RETRY_INITIAL_DELAY_MS,
  RETRY_STATUSES,
  SESSION_REPLAY_SAMPLE_RATE,
  SOCIAL_ACCESS_RENEWAL_DAYS,
  SOCIAL_POST_EDITABLE_UNTIL_MINUTES,
  SOCIAL_STREAM_START_DELAY_MINUTES,
  STREAM_DELAY_MAX_SECONDS,
  STREAM_DELAY_MIN_SECONDS,
  STUDIO_AI,
  SYSTEM_LOG_FILTER_MINUTES,
  TEXT_LIMITS,
  TOKEN_REPLAY_WAIT_MS,
  TRIAL_CODES,
  TRIM_PRECISION_SECONDS,
  UPLOAD_ERROR_CODES,
  UPLOAD_LIMITS,
  VENUE_BANDWIDTH_AVERAGE_SECONDS,
  VERIFY_TOKEN_EXPIRED_MESSAGE,
  VIDEO_SITE_NOTIFICATIONS_PER_DAY,
  emailSchema,
  passwordSchema,
  personNameSchema,
  retryAttemptMessage,
} from './index.js';

/**
 * The specification's literal values, written here as literals (never derived from the constants
 * under test), so a constant that drifts from the spec fails this file. Section numbers refer to
 * spec/studio-spec.md.
 */
describe('section 8: the error catalogue, word for word', () => {
  it('has every message of the catalogue', () => {
    expect(Object.values(ERROR_MESSAGES)).toEqual(
      expect.arrayContaining([
        'An invalid request was sent.',
        'A request conflict has occurred.',
        'An unexpected error occurred.',
        'An unexpected server error occurred.',
        'Your account has insufficient permissions to access this feature.',
        'An unexpected internal server error occurred. Please try again.',
        'Invalid header fields.',
        'Manifest is not yet available.',
        'Resource does not exist.',
        'The requested service is currently unavailable. Please try again later.',
        'Too many requests. Please try again later.',
        'Failed to authenticate user. Please try logging in again.',
        'Incorrect password.',
        'Oops, something went wrong.',
      ]),
    );
    expect(ERROR_MESSAGES.forbidden).toBe(
      'Your account has insufficient permissions to access this feature.',
    );
    expect(ERROR_MESSAGES.notFound).toBe('Resource does not exist.');
    expect(ERROR_MESSAGES.incorrectPassword).toBe('Incorrect password.');
  });

  it('has the verification, retry, venue and trial texts', () => {
    expect(VERIFY_TOKEN_EXPIRED_MESSAGE).toBe(
      'Unable to verify token: Verify new username token has expired',
    );
    expect(retryAttemptMessage(2)).toBe('Retry attempt #2');
    expect(AUTH_MESSAGES.venueRefused).toMatch(/Studio account/);
    expect(TRIAL_CODES).toEqual([
      'NOT_AUTHORIZED',
      'NO_PAYMENT_METHOD',
      'TRIAL_EXPIRED',
      'INVALID_CONTACT',
      'TRIAL_SIGNUP_SUSPENDED',
    ]);
    expect(CUES_UNAVAILABLE_STATUS).toBe(412);
    expect(UPLOAD_ERROR_CODES).toEqual(['FILE_PROCESSING', 'FILE_SIZE', 'FILE_TYPE', 'NO_FILE']);
  });
});

describe('section 7 and 9: calls, caching and polling', () => {
  it('keeps lists fresh for 120000 ms and waits 2000 ms before a token replay', () => {
    expect(LIST_CACHE_FRESHNESS_MS).toBe(120000);
    expect(LOOKUP_CACHE_MS).toBe(120000);
    expect(TOKEN_REPLAY_WAIT_MS).toBe(2000);
  });

  it('retries idempotent calls 3 times on 429 and 502-504, from 1000 ms', () => {
    expect(RETRY_COUNT).toBe(3);
    expect(RETRY_INITIAL_DELAY_MS).toBe(1000);
    expect([...RETRY_STATUSES].sort()).toEqual([429, 502, 503, 504]);
    expect(IDEMPOTENT_METHODS).not.toContain('POST');
    expect(IDEMPOTENT_METHODS).not.toContain('PATCH');
    expect(IDEMPOTENT_METHODS).toEqual(expect.arrayContaining(['GET', 'PUT', 'DELETE']));
  });

  it('polls every 60000 ms by default, never faster than 16 ms', () => {
    expect(INTERVAL_POLLING_DEFAULT_MS).toBe(60000);
    expect(INTERVAL_POLLING_MINIMUM_MS).toBe(16);
    expect(EXPORTED_INTERVALS_MS).toEqual([5000, 60000, 120000, 60000]);
  });

  it('pages by 50 and exports 1000 rows a page for at most 100 pages', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(EXPORT_PAGE_SIZE).toBe(1000);
    expect(EXPORT_MAX_PAGES).toBe(100);
    expect(PLAYLIST_FETCH_CONCURRENCY).toBe(4);
  });
});

describe('section 9: lists, analytics and logs', () => {
  it('sorts lists and playlists as the spec names them, library view gallery by default', () => {
    expect(MEDIA_LIST_SORTS).toEqual([
      'desc.start_time',
      'asc.title',
      'desc.title',
      'asc.start_time',
    ]);
    expect(PLAYLIST_SORTS).toEqual([
      'desc.created_date',
      'asc.name',
      'desc.name',
      'asc.created_date',
    ]);
    expect(LIBRARY_DEFAULT_VIEW).toBe('GALLERY');
  });

  it('offers 7, 28 and 365 day ranges and orders the stats 1 to 10', () => {
    expect(ANALYTICS_RANGE_DAYS).toEqual([7, 28, 365]);
    expect(ANALYTICS_STAT_ORDER).toEqual({
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
    });
  });

  it('searches from 3 characters, logs from INFO, filters logs by 15, 30, 60 min, 6 h, 1 and 2 days', () => {
    expect(ADMIN_SEARCH_MIN_CHARACTERS).toBe(3);
    expect(ENCODER_LOGS_DEFAULT_LEVEL).toBe('INFO');
    expect(ENCODER_VERSION_FILTER_ALL).toBe('All Versions');
    expect(SYSTEM_LOG_FILTER_MINUTES).toEqual([15, 30, 60, 6 * 60, 24 * 60, 2 * 24 * 60]);
  });
});

describe('section 9: player, cues and timing', () => {
  it('blinks a new cue 7 s, analyses audio at 30 fps with 2048 samples, snaps within 3.2 s', () => {
    expect(CUE_BLINK_MS).toBe(7000);
    expect(AUDIO_ANALYSER).toEqual({ framesPerSecond: 30, bufferSize: 2048 });
    expect(CUE_SNAP_SECONDS).toBe(3.2);
    expect(TRIM_PRECISION_SECONDS).toBe(3.2);
    expect(DECODER_LOAD_WARNING_MS).toBe(60000);
  });

  it('has the verification link, social and scheduling windows', () => {
    expect(EMAIL_VERIFICATION_VALID_MINUTES).toBe(60);
    expect(SOCIAL_POST_EDITABLE_UNTIL_MINUTES).toBe(10);
    expect(VIDEO_SITE_NOTIFICATIONS_PER_DAY).toBe(3);
    expect(SOCIAL_ACCESS_RENEWAL_DAYS).toBe(90);
    expect(MAX_EVENT_LENGTH_HOURS).toBe(12);
    expect(SOCIAL_STREAM_START_DELAY_MINUTES).toBe(2);
    expect(DESTINATION_EDIT_LOCK_MINUTES).toBe(5);
    expect(GO_LIVE_SCHEDULED_WARNING_MINUTES).toBe(60);
    expect(RECURRENCE_MIN_OCCURRENCES).toBe(1);
    expect(RECURRENCE_MAX_OCCURRENCES).toBe(99);
    expect(RECURRENCE_MAX_MONTHS_AHEAD).toBe(13);
    expect(ENCODER_EVENT_PADDING_BEFORE_MINUTES).toBe(30);
    expect(ENCODER_EVENT_PADDING_AFTER_MINUTES).toBe(0);
  });

  it('delays streams 1:30 to 10:00 and keeps multisite retention to 30 days', () => {
    expect(STREAM_DELAY_MIN_SECONDS).toBe(90);
    expect(STREAM_DELAY_MAX_SECONDS).toBe(600);
    expect(MULTISITE_RETENTION_MAX_DAYS).toBe(30);
  });

  it('counts bandwidth from 1 February 2022, averages venues over 30 s, applies CTA in 3 min', () => {
    expect(BANDWIDTH_DATA_START_DATE).toBe('2022-02-01');
    expect(VENUE_BANDWIDTH_AVERAGE_SECONDS).toBe(30);
    expect(CALL_TO_ACTION_PROPAGATION_MINUTES).toBe(3);
  });
});

describe('section 9: text limits', () => {
  it('has every limit of the list', () => {
    expect(TEXT_LIMITS).toEqual({
      eventName: 128,
      videoTitle: 128,
      playlistName: 128,
      webVideoName: 128,
      tags: 150,
      destinationGroupName: 50,
      videoSiteTitle: 100,
      rtmpName: 100,
      rtmpUrl: 10000,
      rtmpKey: 10000,
      viewUrl: 2048,
      qrClickUrl: 213,
      webChannelName: 40,
      webPresetName: 50,
      email: 70,
      nameMin: 2,
      nameMax: 150,
      passwordMin: 10,
      passwordMax: 128,
      callToAction: 12,
      verificationFullNameMin: 2,
      verificationFullNameMax: 50,
    });
  });

  it('enforces them in the shared schemas at the exact boundary', () => {
    const localPart = (length: number) =>
      `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(emailSchema.isValidSync(localPart(70))).toBe(true);
    expect(emailSchema.isValidSync(localPart(71))).toBe(false);
    expect(passwordSchema.isValidSync('Abcdefgh12')).toBe(true);
    expect(passwordSchema.isValidSync('Abcdefgh1')).toBe(false);
    expect(passwordSchema.isValidSync(`Ab1${'c'.repeat(125)}`)).toBe(true);
    expect(passwordSchema.isValidSync(`Ab1${'c'.repeat(126)}`)).toBe(false);
    expect(personNameSchema.isValidSync('Al')).toBe(true);
    expect(personNameSchema.isValidSync('A')).toBe(false);
    expect(personNameSchema.isValidSync('a'.repeat(150))).toBe(true);
    expect(personNameSchema.isValidSync('a'.repeat(151))).toBe(false);
  });
});

describe('section 9: uploads, clips, trials', () => {
  it('takes MP4 up to 64 GB, 12 hours, 1920x1080 (3840x2160 in 4K), 16 channels at 48 kHz', () => {
    expect(UPLOAD_LIMITS).toMatchObject({
      maxBytes: 64 * 1024 * 1024 * 1024,
      maxDurationHours: 12,
      maxWidth: 1920,
      maxHeight: 1080,
      maxWidth4k: 3840,
      maxHeight4k: 2160,
      maxAudioChannels: 16,
      audioSampleRate: 48000,
      audioBitrateKbpsPerChannel: 192,
      videoBitrateMbpsAbove30Fps: 12,
      videoBitrateMbpsUpTo30Fps: 8,
      frameRates: [24, 25, 30, 60],
      keyframeIntervalMinSeconds: 0.5,
      keyframeIntervalMaxSeconds: 3.2,
      keyframeIntervalRecommendedMinSeconds: 1,
      keyframeIntervalRecommendedMaxSeconds: 2,
      thumbnailMaxBytes: 2 * 1024 * 1024,
    });
  });

  it('clips 3 s to 3 min, Reels to 90 s', () => {
    expect(CLIP_MIN_SECONDS).toBe(3);
    expect(CLIP_MAX_SECONDS).toBe(180);
    expect(REELS_MAX_SECONDS).toBe(90);
  });

  it('gives 30-day trials, 10 AI videos a month up to 2 hours at $6 per extra video', () => {
    expect(ON_DEMAND_TRIAL_DAYS).toBe(30);
    expect(STUDIO_AI).toEqual({
      trialDays: 30,
      videosPerMonth: 10,
      maxVideoHours: 2,
      extraVideoPriceUsd: 6,
    });
  });
});

describe('section 9: error reporting, languages, banner', () => {
  it('samples no session replay but every on-error replay, speaks en and es, banner at 1000', () => {
    expect(SESSION_REPLAY_SAMPLE_RATE).toBe(0);
    expect(ON_ERROR_REPLAY_SAMPLE_RATE).toBe(1);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect([...LANGUAGES]).toEqual(['en', 'es']);
    expect(BANNER_Z_INDEX).toBe(1000);
  });
});
