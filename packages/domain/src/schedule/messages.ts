import {
  DESTINATION_EDIT_LOCK_MINUTES,
  MAX_EVENT_LENGTH_HOURS,
  RECURRENCE_MAX_MONTHS_AHEAD,
  RECURRENCE_MAX_OCCURRENCES,
  RECURRENCE_MIN_OCCURRENCES,
  TEXT_LIMITS,
} from '../constants.js';

/**
 * The messages of the event and scheduling rules (spec section 5, "Events and scheduling"), in
 * the spec's words. Stable keys: the server answers with this text and the studio translates it
 * by its key, like `VALIDATION_MESSAGES`.
 */
export const SCHEDULE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameMax: `Name must be at most ${TEXT_LIMITS.eventName} characters.`,
  durationAboveZero: 'The duration must be above zero.',
  durationMax: `The maximum event length is ${MAX_EVENT_LENGTH_HOURS} hours.`,
  startInPast: 'The start date and time cannot be in the past.',
  timezoneUnknown: 'Choose a known time zone.',
  encoderRequired: 'Choose an encoder.',
  encoderChannelRequired: 'Choose an encoder channel.',
  encoderScheduleNameRequired: 'The encoder schedule name is required.',
  encoderPresetRequired: 'Choose an encoder preset or automatic settings.',
  savedVideoRequired: 'A Saved Video must be selected for a replay.',
  webVideoRequired: 'Choose the library video the web video plays.',
  destinationRequired: 'Add at least one content destination.',
  replayOneWebDestination:
    'A replay event allows one web destination, and it must be the chosen web channel.',
  webVideoOneWebDestination: 'A web video event plays on exactly one web channel.',
  destinationBeforeContent: 'A destination cannot start before the content starts.',
  destinationEndsBeforeStart: 'A destination must end after it starts.',
  webChannelRequired: 'Choose a web channel.',
  rtmpDestinationRequired: 'Choose a custom RTMP destination.',
  socialTitleRequired: 'Title is required.',
  socialDescriptionRequired: 'Description is required.',
  socialTitleAngleBrackets: 'The title cannot contain < or >.',
  socialDescriptionAngleBrackets: 'The description cannot contain < or >.',
  socialAccountRequired: 'Choose an account.',
  socialPrivacyRequired: 'Choose a privacy.',
  socialPublishStatusRequired: 'Choose a publish status.',
  youtubeTitleMax: 'YouTube titles can be at most 100 characters.',
  scheduledPostInPast: 'The post date and time must be in the future.',
  scheduledPostsSameType:
    'Multiple scheduled posts for the same destination type are not supported.',
  repeatIntervalTooShort: 'The repeat interval must be longer than the event.',
  repeatEndRequired: 'Choose when the repeat ends.',
  repeatEndBeforeStart: 'The repeat end cannot be before the start.',
  repeatEndTooFar: `The repeat end can be at most ${RECURRENCE_MAX_MONTHS_AHEAD} months after the start.`,
  occurrencesRange: `Occurrences must be between ${RECURRENCE_MIN_OCCURRENCES} and ${RECURRENCE_MAX_OCCURRENCES}.`,
  overlapEncoder: 'This event overlaps another event on the same encoder.',
  overlapRtmpDestination: 'This event overlaps another event on the same custom RTMP destination.',
  overlapWebChannel: 'This event overlaps another event on the same web channel.',
  overlapOffsets: 'The stream offsets overlap on the same custom RTMP destination or web channel.',
  instanceRunning: 'An instance cannot be edited while its encoder runs.',
  destinationLocked: `A destination that has started or starts within ${DESTINATION_EDIT_LOCK_MINUTES} minutes cannot be edited.`,
  exdateNotAnOccurrence: 'The date is not an occurrence of this event.',
} as const;

export type ScheduleMessageKey = keyof typeof SCHEDULE_MESSAGES;

/** One broken rule, on the request field it concerns (`body.name`), with a stable code. */
export interface ScheduleProblem {
  code: string;
  message: string;
  field: string;
}
