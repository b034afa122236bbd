import { SCHEDULE_MESSAGES } from '@studio/domain';

/** The messages of the rules, in the spec's words where it has them (section 5). */
export const DESTINATION_DRAFT_MESSAGES = {
  rtmpRequired: SCHEDULE_MESSAGES.rtmpDestinationRequired,
  rtmpDuplicate: 'This custom RTMP destination is already a destination.',
  channelRequired: SCHEDULE_MESSAGES.socialAccountRequired,
  channelDuplicate: 'This channel is already a destination.',
  titleRequired: SCHEDULE_MESSAGES.socialTitleRequired,
  titleMax: SCHEDULE_MESSAGES.youtubeTitleMax,
  titleAngleBrackets: SCHEDULE_MESSAGES.socialTitleAngleBrackets,
  descriptionRequired: SCHEDULE_MESSAGES.socialDescriptionRequired,
  descriptionAngleBrackets: SCHEDULE_MESSAGES.socialDescriptionAngleBrackets,
  privacyRequired: SCHEDULE_MESSAGES.socialPrivacyRequired,
  publishStatusRequired: SCHEDULE_MESSAGES.socialPublishStatusRequired,
} as const;

export type DestinationDraftProblem = keyof typeof DESTINATION_DRAFT_MESSAGES;
