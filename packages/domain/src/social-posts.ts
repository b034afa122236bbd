import {
  REELS_MAX_SECONDS,
  SOCIAL_POST_EDITABLE_UNTIL_MINUTES,
  VIDEO_SITE_NOTIFICATIONS_PER_DAY,
} from './constants.js';
import { SCHEDULE_MESSAGES } from './schedule/messages.js';

/**
 * Scheduled social posts (the contract's `SocialPost` and `SocialPostInput`): the bounds, the
 * rules a post form and the server share, and their messages. Plain functions, no yup, like the
 * feed rules, so the schedule screens check a form without loading a schema library.
 */

/** How far ahead a post may be scheduled: the networks keep scheduled posts about a month. */
export const SOCIAL_POST_MAX_DAYS_AHEAD = 30;

export const SOCIAL_POST_LIMITS = { titleMax: 100, descriptionMax: 5000 } as const;

export const SOCIAL_POST_DESTINATION_TYPES = ['FACEBOOK', 'YOUTUBE'] as const;
export type SocialPostDestinationType = (typeof SOCIAL_POST_DESTINATION_TYPES)[number];

/**
 * `scheduled` waits for its time; `pending` is being handed to the network now; then `posted`
 * or `failed`. Only a scheduled post is edited or deleted.
 */
export const SOCIAL_POST_STATUSES = ['pending', 'scheduled', 'posted', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

export const SOCIAL_POST_PRIVACIES = ['private', 'org', 'public'] as const;
export type SocialPostPrivacy = (typeof SOCIAL_POST_PRIVACIES)[number];

/** Words from spec section 5 where it has them (the schedule's), ours otherwise. */
export const SOCIAL_POST_MESSAGES = {
  destinationTypeRequired: 'Choose Facebook or YouTube.',
  channelRequired: SCHEDULE_MESSAGES.socialAccountRequired,
  channelUnknown: 'Choose one of your linked pages or channels.',
  titleRequired: SCHEDULE_MESSAGES.socialTitleRequired,
  titleMax: SCHEDULE_MESSAGES.youtubeTitleMax,
  titleAngleBrackets: SCHEDULE_MESSAGES.socialTitleAngleBrackets,
  descriptionMax: `The description can be at most ${SOCIAL_POST_LIMITS.descriptionMax} characters.`,
  descriptionAngleBrackets: SCHEDULE_MESSAGES.socialDescriptionAngleBrackets,
  privacyRequired: SCHEDULE_MESSAGES.socialPrivacyRequired,
  publishAtRequired: 'Choose the post date and time.',
  publishAtInPast: SCHEDULE_MESSAGES.scheduledPostInPast,
  publishAtTooFar: `A post can be scheduled at most ${SOCIAL_POST_MAX_DAYS_AHEAD} days ahead.`,
  oneVideo: 'Choose a library video or a clip, not both.',
  videoRequired: 'A YouTube post needs a library video or a clip.',
  videoUnknown: 'Choose one of your library videos or clips.',
  reelFacebookOnly: 'Reels can only be posted to Facebook.',
  reelNeedsVideo: 'A Reel needs a library video or a clip.',
  reelTooLong: `Facebook Reels can be at most ${REELS_MAX_SECONDS} seconds.`,
  sameDestinationType: SCHEDULE_MESSAGES.scheduledPostsSameType,
  notEditable: `A post cannot be edited once it is less than ${SOCIAL_POST_EDITABLE_UNTIL_MINUTES} minutes from going out.`,
  notCancellable: 'A post that is being posted or was posted cannot be deleted.',
  notificationsUsed: `The video site allows ${VIDEO_SITE_NOTIFICATIONS_PER_DAY} notifications per channel per day; this post goes out without one.`,
} as const;

export type SocialPostMessageKey = keyof typeof SOCIAL_POST_MESSAGES;

/** What a person sets on a post (the contract's `SocialPostInput`). */
export interface SocialPostFields {
  destinationType: SocialPostDestinationType;
  channelId: string;
  title: string;
  description: string | null;
  mediaId: string | null;
  clipId: string | null;
  reel: boolean;
  privacy: SocialPostPrivacy;
  publishAt: string;
}

export interface SocialPostRuleContext {
  now: Date;
  /** The chosen video's length when known (the server reads it); a Reel is checked against it. */
  videoSeconds?: number | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ANGLE_BRACKETS = /[<>]/;

const present = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Every refused field of a post form or request body, by field name, with its message key.
 * Values arrive untyped from a request body, so each is checked for its type too. Whether the
 * channel and the video are the organisation's, and the one-post-per-channel rule, are the
 * server's to say.
 */
export function socialPostProblems(
  input: Record<string, unknown>,
  context: SocialPostRuleContext,
): Partial<Record<keyof SocialPostFields, SocialPostMessageKey>> {
  const problems: Partial<Record<keyof SocialPostFields, SocialPostMessageKey>> = {};
  const { destinationType, channelId, title, description, mediaId, clipId, reel, privacy } = input;
  if (!(SOCIAL_POST_DESTINATION_TYPES as readonly unknown[]).includes(destinationType))
    problems.destinationType = 'destinationTypeRequired';
  if (!present(channelId)) problems.channelId = 'channelRequired';

  if (!present(title)) problems.title = 'titleRequired';
  else if (title.length > SOCIAL_POST_LIMITS.titleMax) problems.title = 'titleMax';
  else if (ANGLE_BRACKETS.test(title)) problems.title = 'titleAngleBrackets';

  if (description !== undefined && description !== null) {
    if (typeof description !== 'string' || description.length > SOCIAL_POST_LIMITS.descriptionMax)
      problems.description = 'descriptionMax';
    else if (ANGLE_BRACKETS.test(description)) problems.description = 'descriptionAngleBrackets';
  }

  if (!(SOCIAL_POST_PRIVACIES as readonly unknown[]).includes(privacy))
    problems.privacy = 'privacyRequired';

  const publishAt = present(input.publishAt) ? Date.parse(input.publishAt) : Number.NaN;
  if (Number.isNaN(publishAt)) problems.publishAt = 'publishAtRequired';
  else if (publishAt <= context.now.getTime()) problems.publishAt = 'publishAtInPast';
  else if (publishAt > context.now.getTime() + SOCIAL_POST_MAX_DAYS_AHEAD * DAY_MS)
    problems.publishAt = 'publishAtTooFar';

  const hasMedia = present(mediaId);
  const hasClip = present(clipId);
  if (hasMedia && hasClip) problems.clipId = 'oneVideo';
  else if (destinationType === 'YOUTUBE' && !hasMedia && !hasClip)
    problems.mediaId = 'videoRequired';

  if (reel === true) {
    if (destinationType === 'YOUTUBE') problems.reel = 'reelFacebookOnly';
    else if (!hasMedia && !hasClip) problems.reel = 'reelNeedsVideo';
    else if (typeof context.videoSeconds === 'number' && context.videoSeconds > REELS_MAX_SECONDS)
      problems.reel = 'reelTooLong';
  }
  return problems;
}

/**
 * Whether a post can still be changed or cancelled: only while it waits, and (for edits) until
 * SOCIAL_POST_EDITABLE_UNTIL_MINUTES before it goes out, when the worker may already be handing
 * it over.
 */
export function socialPostEditable(
  post: { status: SocialPostStatus; publishAt: Date | string },
  now: Date,
): boolean {
  if (post.status !== 'scheduled') return false;
  const publishAt = new Date(post.publishAt).getTime();
  return publishAt - now.getTime() > SOCIAL_POST_EDITABLE_UNTIL_MINUTES * MINUTE_MS;
}

/** A post can be deleted (cancelled) while it waits; once handed over or posted it cannot. */
export function socialPostCancellable(post: { status: SocialPostStatus }): boolean {
  return post.status === 'scheduled' || post.status === 'failed';
}
