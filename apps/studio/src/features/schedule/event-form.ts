import type { ScheduledEvent } from '@studio/api';
import type {
  DestinationDraft,
  DestinationDraftField,
  SocialDestinationType,
} from '../live/destinations/destination-drafts';
import { socialDraftOf } from '../live/destinations/social-draft-of';
import { draftFieldId } from '../live/destinations/draft-field-id';

export type ContentType = ScheduledEvent['contentType'];
export type RepeatType = 'none' | 'daily' | 'weekly' | 'monthly';
export type RepeatEnd = 'AFTER' | 'ON' | 'NEVER';
export type Weekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';

export const WEEKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/**
 * What the event form edits: flat text and choices, so what was typed survives switching the
 * kind or the repeat off and on. The start is a wall-clock day and time in `timezone` (the
 * organisation's by default), turned into an instant only when checked or sent (`event-rules.ts`).
 * Destinations are a web channel and the custom RTMP and social rows Go Live has, each optional
 * (at least one).
 */
export interface EventFormValues {
  name: string;
  description: string;
  contentType: ContentType;
  encoderScheduleName: string;
  encoderId: string;
  encoderChannelId: string;
  encoderPresetId: string;
  automaticSettings: boolean;
  preEventBufferMinutes: string;
  mediaId: string;
  startDay: string;
  startClock: string;
  timezone: string;
  durationMinutes: string;
  repeat: RepeatType;
  interval: string;
  weekdays: readonly Weekday[];
  dayOfMonth: string;
  endType: RepeatEnd;
  occurrences: string;
  endDate: string;
  webChannelId: string;
  webStartOffsetMinutes: string;
  autosaveToLibrary: boolean;
  /**
   * Custom RTMP rows (each with its own start) and social rows, the rows Go Live has too
   * (`DestinationDraftFields`), in the order the request sends them after the web channel.
   */
  destinationDrafts: DestinationDraft[];
  /** The destination group last used to fill the destinations ('' for none); never sent. */
  destinationGroupId: string;
}

/** The fields in the order the form shows them (the error summary follows it). */
export const EVENT_FORM_FIELDS = [
  'name',
  'description',
  'contentType',
  'encoderScheduleName',
  'encoderId',
  'encoderChannelId',
  'encoderPresetId',
  'preEventBufferMinutes',
  'mediaId',
  'startDay',
  'startClock',
  'timezone',
  'durationMinutes',
  'repeat',
  'interval',
  'weekdays',
  'dayOfMonth',
  'endType',
  'occurrences',
  'endDate',
  'destinations',
  'webChannelId',
  'webStartOffsetMinutes',
] as const;

export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];

/** The fields of the encoder schedule (`/schedule/encoder/{uuid}/edit` shows only these). */
export const ENCODER_SCHEDULE_FIELDS: readonly EventFormField[] = [
  'encoderScheduleName',
  'encoderId',
  'encoderChannelId',
  'encoderPresetId',
  'preEventBufferMinutes',
];

/** The browser's zone, the form's default when the organisation's is not known to the studio. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The wall-clock day (`yyyy-mm-dd`) and time (`HH:MM`) of an instant in a zone. */
export function wallClockIn(instant: Date, timezone: string): { day: string; clock: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    clock: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * A new event: starts tomorrow at 10:00 for an hour, once, streamed to a web channel from an
 * encoder with a 30 minute buffer (spec section 9: encoder padding 30 min before).
 */
export function newEventValues(now: Date, timezone: string): EventFormValues {
  const tomorrow = wallClockIn(new Date(now.getTime() + 24 * 60 * 60_000), timezone);
  return {
    name: '',
    description: '',
    contentType: 'live_encoder',
    encoderScheduleName: '',
    encoderId: '',
    encoderChannelId: '',
    encoderPresetId: '',
    automaticSettings: false,
    preEventBufferMinutes: '30',
    mediaId: '',
    startDay: tomorrow.day,
    startClock: '10:00',
    timezone,
    durationMinutes: '60',
    repeat: 'none',
    interval: '1',
    weekdays: [],
    dayOfMonth: '',
    endType: 'AFTER',
    occurrences: '10',
    endDate: '',
    webChannelId: '',
    webStartOffsetMinutes: '2',
    autosaveToLibrary: true,
    destinationDrafts: [],
    destinationGroupId: '',
  };
}

const REPEATS: ReadonlySet<string> = new Set(['daily', 'weekly', 'monthly']);

/** The saved event as the form edits it (the repeat the form cannot show reads as it came). */
export function eventFormValues(event: ScheduledEvent): EventFormValues {
  const timezone = event.timezone ?? browserTimeZone();
  const start = wallClockIn(new Date(event.startTime), timezone);
  const recurrence = event.recurrence ?? null;
  const web = event.contentDestinations.find((destination) => destination.type === 'EMBED');
  return {
    name: event.name,
    description: event.description ?? '',
    contentType: event.contentType,
    encoderScheduleName: event.encoderScheduleName ?? '',
    encoderId: event.encoderId ?? '',
    encoderChannelId: event.encoderChannelId ?? '',
    encoderPresetId: event.encoderPresetId ?? '',
    automaticSettings: event.automaticSettings ?? false,
    preEventBufferMinutes: String(event.preEventBufferMinutes ?? 30),
    mediaId: event.mediaId ?? '',
    startDay: start.day,
    startClock: start.clock,
    timezone,
    durationMinutes: String(event.durationMinutes),
    repeat: recurrence && REPEATS.has(recurrence.type) ? (recurrence.type as RepeatType) : 'none',
    interval: String(recurrence?.interval ?? 1),
    weekdays: recurrence?.weekdays ?? [],
    dayOfMonth: recurrence?.dayOfMonth != null ? String(recurrence.dayOfMonth) : '',
    endType: recurrence?.endType ?? 'AFTER',
    occurrences: recurrence?.occurrences != null ? String(recurrence.occurrences) : '10',
    endDate: recurrence?.endDate ?? '',
    webChannelId: web?.webEventProfileId ?? '',
    webStartOffsetMinutes: String(web?.startOffsetMinutes ?? 2),
    autosaveToLibrary: web?.autosaveToLibrary ?? false,
    destinationDrafts: event.contentDestinations.flatMap((destination, index) =>
      savedDraftOf(destination, index),
    ),
    destinationGroupId: '',
  };
}

/** A saved RTMP or social destination as its row (its key from its place in the event). */
function savedDraftOf(
  destination: ScheduledEvent['contentDestinations'][number],
  index: number,
): DestinationDraft[] {
  if (destination.type === 'RTMP') {
    return [
      {
        kind: 'rtmp',
        key: `saved-rtmp-${index}`,
        rtmpDestinationId: destination.rtmpDestinationId ?? '',
        startOffsetMinutes: String(destination.startOffsetMinutes ?? 0),
      },
    ];
  }
  if (destination.type === 'FACEBOOK' || destination.type === 'YOUTUBE') {
    return [socialDraftOf({ ...destination, type: destination.type }, `saved-social-${index}`)];
  }
  return [];
}

/** What the form offers to play, in the order it lists them. */
export const CONTENT_TYPES = [
  'live_encoder',
  'web_channel_replay',
  'saved_video',
  'web_video',
] as const satisfies readonly ContentType[];

/** Whether the kind streams from an encoder (the others play a saved or web video). */
export const isEncoderContent = (contentType: ContentType) => contentType === 'live_encoder';

const SOCIAL_FIELDS: ReadonlySet<string> = new Set<DestinationDraftField>([
  'channelId',
  'title',
  'description',
  'privacy',
  'publishStatus',
]);

const OFFSET_FIELDS: ReadonlySet<string> = new Set(['startOffsetMinutes', 'endOffsetMinutes']);

/** A destination the request sends: the web channel, or a row (named by its key). */
export type SentDestination =
  { type: 'EMBED' } | { type: 'RTMP' | SocialDestinationType; key: string };

/**
 * The form's field for a request field the server or the rules name: the start's instant is the
 * day and time fields, the repeat's fields are flat, a destination's are the web channel's or
 * its row's (`sent`, the destinations in the order the request sends them): an RTMP row's
 * offsets on its start, its other fields on its destination; a social row's other fields on its
 * channel. A field the form does not show (null) stays on the form as a whole.
 */
export function formFieldOf(requestField: string, sent: readonly SentDestination[]): string | null {
  if (requestField === 'startTime') return 'startDay';
  const repeat = requestField.match(/^recurrence\.(\w+)/);
  if (repeat) {
    const name = repeat[1];
    if (name === 'endDate' || name === 'occurrences' || name === 'interval') return name;
    if (name === 'weekdays' || name === 'dayOfMonth') return name;
    return 'repeat';
  }
  const destination = requestField.match(/^contentDestinations\[(\d+)\]\.(\w+)/);
  if (destination) {
    const target = sent[Number(destination[1])];
    const name = destination[2] ?? '';
    if (target === undefined) return 'destinations';
    if (target.type === 'EMBED') {
      return OFFSET_FIELDS.has(name) ? 'webStartOffsetMinutes' : 'webChannelId';
    }
    if (target.type === 'RTMP') {
      return draftFieldId(
        target.key,
        OFFSET_FIELDS.has(name) ? 'startOffsetMinutes' : 'rtmpDestinationId',
      );
    }
    const field = SOCIAL_FIELDS.has(name) ? (name as DestinationDraftField) : 'channelId';
    return draftFieldId(target.key, field);
  }
  if (requestField.startsWith('contentDestinations')) return 'destinations';
  const known = (EVENT_FORM_FIELDS as readonly string[]).includes(requestField);
  return known ? (requestField as EventFormField) : null;
}

/** The destinations the values send, in order (the server names them by index). */
export function sentDestinationsOf(values: EventFormValues): SentDestination[] {
  return [
    ...(values.webChannelId ? [{ type: 'EMBED' as const }] : []),
    ...values.destinationDrafts.map((draft) => ({
      type: draft.kind === 'rtmp' ? ('RTMP' as const) : draft.destinationType,
      key: draft.key,
    })),
  ];
}
