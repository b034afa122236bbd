import { MAX_EVENT_LENGTH_HOURS, TEXT_LIMITS } from '../constants.js';
import { SCHEDULE_MESSAGES, type ScheduleProblem } from './messages.js';
import { isKnownTimeZone, recurrenceProblems, type Recurrence } from './recurrence.js';
import {
  SOCIAL_DESTINATION_MESSAGES,
  socialDestinationProblems,
} from './social-destination-rules.js';

export type EventContentType = 'live_encoder' | 'web_channel_replay' | 'saved_video' | 'web_video';
export type EventKind =
  'EXISTING_ENCODER_EVENT' | 'EXISTING_MEDIA' | 'LIVE' | 'REPUBLISH' | 'SIMLIVE';
export type EventDestinationType =
  'EMBED' | 'FACEBOOK' | 'RSP_SOURCE' | 'RTMP' | 'SAVEONLY' | 'YOUTUBE' | 'ENCODER';

/** The contract's ContentDestinationInput, as far as the rules read it. */
export interface EventDestinationInput {
  type: EventDestinationType;
  title?: string | null;
  description?: string | null;
  webEventProfileId?: string | null;
  rtmpDestinationId?: string | null;
  channelId?: string | null;
  privacy?: string | null;
  publishStatus?: string | null;
  scheduledPostPublishDate?: string | null;
  startOffsetMinutes?: number;
  endOffsetMinutes?: number;
}

/** The contract's EventInput, as far as the rules read it. */
export interface EventInputFields {
  name: string;
  startTime: string;
  timezone?: string;
  durationMinutes: number;
  recurrence?: Recurrence | null;
  contentType: EventContentType;
  encoderId?: string | null;
  encoderChannelId?: string | null;
  encoderPresetId?: string | null;
  automaticSettings?: boolean;
  encoderScheduleName?: string | null;
  mediaId?: string | null;
  preEventBufferMinutes?: number;
  contentDestinations: EventDestinationInput[];
}

const KIND_OF_CONTENT: Record<EventContentType, EventKind> = {
  live_encoder: 'LIVE',
  web_channel_replay: 'REPUBLISH',
  saved_video: 'EXISTING_MEDIA',
  // A library video played as if live (issue 16's scheduled web video).
  web_video: 'SIMLIVE',
};

/**
 * The kind an event is, from what it plays (section 3: live encoder, web channel replay, saved
 * video; and a web video, section 3's SIMLIVE kind).
 */
export function eventKindOf(contentType: EventContentType): EventKind {
  return KIND_OF_CONTENT[contentType];
}

/** Kinds whose content comes from an encoder; the others play a saved or web video. */
export const ENCODER_EVENT_KINDS = [
  'LIVE',
  'EXISTING_ENCODER_EVENT',
] as const satisfies readonly EventKind[];

export function isEncoderKind(kind: EventKind): boolean {
  return (ENCODER_EVENT_KINDS as readonly EventKind[]).includes(kind);
}

export interface EventRuleContext {
  now: Date;
  /** The organisation's zone, used when the event names none. */
  defaultTimezone: string;
  /**
   * The stored start when editing: a start that did not change may already be past (a series
   * that began last week), only a moved start must be in the future.
   */
  previousStartTime?: Date | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The destination rules: what each type needs; a destination cannot start before the content
 * (encoder events stream from the pre-event buffer, others from their start) and must end after
 * it starts; social titles and descriptions; one scheduled post per destination type, in the
 * future.
 */
function destinationProblems(
  input: EventInputFields,
  context: EventRuleContext,
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const kind = eventKindOf(input.contentType);
  const earliestOffset = isEncoderKind(kind) ? -(input.preEventBufferMinutes ?? 30) : 0;
  const postTypes = new Set<string>();
  input.contentDestinations.forEach((destination, index) => {
    const field = (name: string) => `body.contentDestinations[${index}].${name}`;
    const add = (name: string, message: string, code = 'INVALID_DESTINATION') =>
      problems.push({ code, message, field: field(name) });
    const start = destination.startOffsetMinutes ?? 0;
    const end = input.durationMinutes + (destination.endOffsetMinutes ?? 0);
    if (start < earliestOffset)
      add('startOffsetMinutes', SCHEDULE_MESSAGES.destinationBeforeContent);
    if (input.durationMinutes > 0 && end <= start)
      add('endOffsetMinutes', SCHEDULE_MESSAGES.destinationEndsBeforeStart);
    if (destination.type === 'EMBED' && blank(destination.webEventProfileId)) {
      add('webEventProfileId', SCHEDULE_MESSAGES.webChannelRequired);
    }
    if (destination.type === 'RTMP' && blank(destination.rtmpDestinationId)) {
      add('rtmpDestinationId', SCHEDULE_MESSAGES.rtmpDestinationRequired);
    }
    if (destination.type === 'FACEBOOK' || destination.type === 'YOUTUBE') {
      const social = socialDestinationProblems(destination);
      for (const [name, problem] of Object.entries(social))
        add(name, SOCIAL_DESTINATION_MESSAGES[problem]);
    }
    if (destination.scheduledPostPublishDate) {
      if (new Date(destination.scheduledPostPublishDate).getTime() <= context.now.getTime()) {
        add('scheduledPostPublishDate', SCHEDULE_MESSAGES.scheduledPostInPast);
      }
      if (postTypes.has(destination.type)) {
        add('scheduledPostPublishDate', SCHEDULE_MESSAGES.scheduledPostsSameType);
      }
      postTypes.add(destination.type);
    }
  });
  if (!isEncoderKind(kind)) {
    // A replay and a web video play out on one web channel (a web video's channel is required,
    // section 5), so exactly one web destination names it.
    const web = input.contentDestinations.filter((destination) => destination.type === 'EMBED');
    if (web.length !== 1) {
      problems.push({
        code: 'INVALID_DESTINATION',
        message:
          kind === 'SIMLIVE'
            ? SCHEDULE_MESSAGES.webVideoOneWebDestination
            : SCHEDULE_MESSAGES.replayOneWebDestination,
        field: 'body.contentDestinations',
      });
    }
  }
  return problems;
}

/**
 * Every event rule of spec section 5 that needs no database: name, length, start, required
 * fields per kind, destinations and repeat settings. Overlaps need the other events
 * (`overlapProblems`), and references (the encoder exists) the server's lookups.
 */
export function eventProblems(
  input: EventInputFields,
  context: EventRuleContext,
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const add = (field: string, message: string, code = 'INVALID_REQUEST') =>
    problems.push({ code, message, field: `body.${field}` });

  if (blank(input.name)) add('name', SCHEDULE_MESSAGES.nameRequired);
  else if (input.name.trim().length > TEXT_LIMITS.eventName) add('name', SCHEDULE_MESSAGES.nameMax);

  if (!(input.durationMinutes > 0)) add('durationMinutes', SCHEDULE_MESSAGES.durationAboveZero);
  else if (input.durationMinutes > MAX_EVENT_LENGTH_HOURS * 60) {
    add('durationMinutes', SCHEDULE_MESSAGES.durationMax, 'EVENT_TOO_LONG');
  }

  const timezone = input.timezone ?? context.defaultTimezone;
  if (!isKnownTimeZone(timezone)) add('timezone', SCHEDULE_MESSAGES.timezoneUnknown);

  const start = new Date(input.startTime);
  const startMoved =
    !context.previousStartTime || context.previousStartTime.getTime() !== start.getTime();
  if (startMoved && start.getTime() < context.now.getTime()) {
    add('startTime', SCHEDULE_MESSAGES.startInPast);
  }

  const kind = eventKindOf(input.contentType);
  if (isEncoderKind(kind)) {
    if (blank(input.encoderId)) add('encoderId', SCHEDULE_MESSAGES.encoderRequired);
    if (blank(input.encoderChannelId)) {
      add('encoderChannelId', SCHEDULE_MESSAGES.encoderChannelRequired);
    }
    if (blank(input.encoderScheduleName)) {
      add('encoderScheduleName', SCHEDULE_MESSAGES.encoderScheduleNameRequired);
    }
    if (blank(input.encoderPresetId) && !(input.automaticSettings ?? false)) {
      add('encoderPresetId', SCHEDULE_MESSAGES.encoderPresetRequired);
    }
  } else if (blank(input.mediaId)) {
    add(
      'mediaId',
      kind === 'SIMLIVE'
        ? SCHEDULE_MESSAGES.webVideoRequired
        : SCHEDULE_MESSAGES.savedVideoRequired,
    );
  }

  if (input.contentDestinations.length === 0) {
    add('contentDestinations', SCHEDULE_MESSAGES.destinationRequired);
  } else {
    problems.push(...destinationProblems(input, context));
  }

  if (input.recurrence && problems.every((problem) => problem.field !== 'body.durationMinutes')) {
    if (isKnownTimeZone(timezone) && !Number.isNaN(start.getTime())) {
      problems.push(
        ...recurrenceProblems({
          startTime: start,
          timezone,
          durationMinutes: input.durationMinutes,
          recurrence: input.recurrence,
        }),
      );
    }
  }
  return problems;
}
