import { SCHEDULE_MESSAGES } from './messages.js';

/**
 * The rules of one social destination (Facebook or YouTube) of a live or scheduled event, spec
 * section 5, in one place for the Go Live request, the schedule's event rules, the destination
 * row's own check on the server and the studio's rows: title and description required and without
 * < or >, the video site's title at most 100 characters, a channel, a privacy and a publish status.
 */

/** What the rules read of a destination: the contract's ContentDestinationInput, or a form row. */
export interface SocialDestinationFields {
  type: string;
  title?: string | null;
  description?: string | null;
  channelId?: string | null;
  privacy?: string | null;
  publishStatus?: string | null;
}

export const SOCIAL_DESTINATION_MESSAGES = {
  channelRequired: SCHEDULE_MESSAGES.socialAccountRequired,
  titleRequired: SCHEDULE_MESSAGES.socialTitleRequired,
  titleMax: SCHEDULE_MESSAGES.youtubeTitleMax,
  titleAngleBrackets: SCHEDULE_MESSAGES.socialTitleAngleBrackets,
  descriptionRequired: SCHEDULE_MESSAGES.socialDescriptionRequired,
  descriptionAngleBrackets: SCHEDULE_MESSAGES.socialDescriptionAngleBrackets,
  privacyRequired: SCHEDULE_MESSAGES.socialPrivacyRequired,
  publishStatusRequired: SCHEDULE_MESSAGES.socialPublishStatusRequired,
} as const;

export type SocialDestinationProblem = keyof typeof SOCIAL_DESTINATION_MESSAGES;
export type SocialDestinationField =
  'channelId' | 'title' | 'description' | 'privacy' | 'publishStatus';

/** The video site's title limit (section 5); the social network's 128 is the contract's. */
export const YOUTUBE_TITLE_MAX = 100;
const ANGLE_BRACKETS = /[<>]/;
const blank = (value: string | null | undefined) => (value?.trim() ?? '') === '';

/**
 * Each refused field of the destination, with the rule it breaks, in the order of the form's
 * fields' messages (title, description, channel, privacy, publish status); empty when valid.
 */
export function socialDestinationProblems(
  destination: SocialDestinationFields,
): Partial<Record<SocialDestinationField, SocialDestinationProblem>> {
  const problems: Partial<Record<SocialDestinationField, SocialDestinationProblem>> = {};
  const title = destination.title?.trim() ?? '';
  if (title === '') problems.title = 'titleRequired';
  else if (destination.type === 'YOUTUBE' && title.length > YOUTUBE_TITLE_MAX)
    problems.title = 'titleMax';
  else if (ANGLE_BRACKETS.test(title)) problems.title = 'titleAngleBrackets';
  if (blank(destination.description)) problems.description = 'descriptionRequired';
  else if (ANGLE_BRACKETS.test(destination.description!))
    problems.description = 'descriptionAngleBrackets';
  if (blank(destination.channelId)) problems.channelId = 'channelRequired';
  if (blank(destination.privacy)) problems.privacy = 'privacyRequired';
  if (blank(destination.publishStatus)) problems.publishStatus = 'publishStatusRequired';
  return problems;
}
