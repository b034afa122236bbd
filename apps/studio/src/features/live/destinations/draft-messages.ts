import { SCHEDULE_MESSAGES, SOCIAL_DESTINATION_MESSAGES } from '@studio/domain';

/** The messages of the rules, in the spec's words where it has them (section 5). */
export const DESTINATION_DRAFT_MESSAGES = {
  rtmpRequired: SCHEDULE_MESSAGES.rtmpDestinationRequired,
  rtmpDuplicate: 'This custom RTMP destination is already a destination.',
  channelDuplicate: 'This channel is already a destination.',
  ...SOCIAL_DESTINATION_MESSAGES,
} as const;

export type DestinationDraftProblem = keyof typeof DESTINATION_DRAFT_MESSAGES;
