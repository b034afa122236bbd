import { SCHEDULE_MESSAGES, SOCIAL_POST_MESSAGES } from '@studio/domain';
import type { ApiErrorItem } from '../http/errors';

/** What the social rules read of a destination (the contract's ContentDestinationInput). */
export interface SocialDestinationInput {
  type: string;
  title?: string | null;
  description?: string | null;
  channelId?: string | null;
  privacy?: string | null;
  publishStatus?: string | null;
}

const ANGLE_BRACKETS = /[<>]/;
const VIDEO_SITE_TITLE_MAX = 100;

/**
 * The rules of a social destination (spec section 5, the schedule's messages): title and
 * description required without < or >, the video site's title at most 100, the channel, the
 * privacy and the publish status chosen.
 */
export function socialDestinationProblems(
  input: SocialDestinationInput,
  field: string,
): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  const add = (name: string, message: string) =>
    problems.push({ code: 'INVALID_DESTINATION', message, field: `${field}.${name}` });
  const title = input.title?.trim() ?? '';
  if (!title) add('title', SCHEDULE_MESSAGES.socialTitleRequired);
  else if (input.type === 'YOUTUBE' && title.length > VIDEO_SITE_TITLE_MAX)
    add('title', SCHEDULE_MESSAGES.youtubeTitleMax);
  else if (ANGLE_BRACKETS.test(title)) add('title', SOCIAL_POST_MESSAGES.titleAngleBrackets);
  const description = input.description?.trim() ?? '';
  if (!description) add('description', SCHEDULE_MESSAGES.socialDescriptionRequired);
  else if (ANGLE_BRACKETS.test(description))
    add('description', SOCIAL_POST_MESSAGES.descriptionAngleBrackets);
  if (!input.channelId?.trim()) add('channelId', SCHEDULE_MESSAGES.socialAccountRequired);
  if (!input.privacy) add('privacy', SCHEDULE_MESSAGES.socialPrivacyRequired);
  if (!input.publishStatus) add('publishStatus', SCHEDULE_MESSAGES.socialPublishStatusRequired);
  return problems;
}
