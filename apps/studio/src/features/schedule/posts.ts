import { fromPromise } from 'xstate';
import {
  isApiError,
  type Clip,
  type LibraryItem,
  type SocialPost,
  type SocialPostInput,
  type StudioApi,
} from '@studio/api';
import {
  parseCuePosition,
  SOCIAL_POST_MESSAGES,
  socialPostProblems,
  type SocialPostDestinationType,
  type SocialPostMessageKey,
  type SocialPostPrivacy,
} from '@studio/domain';
import type { FieldErrors, SubmitInput } from '@studio/machines';
import { wallClockIn } from './event-form';

/** A linked page or channel a post can go to, with the network it belongs to. */
export interface PostChannelChoice {
  id: string;
  name: string;
  destinationType: SocialPostDestinationType;
}

/** A library video a post can publish. */
export interface PostVideoChoice {
  id: string;
  title: string;
}

/** A clip a post can publish, with its length (a Reel takes at most 90 seconds). */
export interface PostClipChoice {
  id: string;
  title: string;
  durationSeconds: number;
}

export interface PostChoices {
  channels: PostChannelChoice[];
  videos: PostVideoChoice[];
  clips: PostClipChoice[];
}

/** A post with what its page and form show beside it. */
export interface PostRecord {
  post: SocialPost;
  choices: PostChoices;
}

/**
 * What the post form edits: text as typed; the time as a day and a clock in the browser's zone
 * (the zone the person reads the schedule in); video and clip '' for none (one at most).
 */
export interface PostFormValues {
  destinationType: SocialPostDestinationType;
  channelId: string;
  title: string;
  description: string;
  mediaId: string;
  clipId: string;
  reel: boolean;
  privacy: SocialPostPrivacy;
  publishDay: string;
  publishClock: string;
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A new post: the first linked page or channel, public, tomorrow at 10:00. Posting a clip (the
 * clip's "Post to social") starts from the clip, titled as it is.
 */
export function newPostValues(
  choices: PostChoices,
  now: Date,
  clip: PostClipChoice | null = null,
): PostFormValues {
  const first = choices.channels[0];
  const tomorrow = wallClockIn(new Date(now.getTime() + 24 * 60 * 60_000), localZone());
  return {
    destinationType: first?.destinationType ?? 'FACEBOOK',
    channelId: first?.id ?? '',
    title: clip?.title ?? '',
    description: '',
    mediaId: '',
    clipId: clip?.id ?? '',
    reel: false,
    privacy: 'public',
    publishDay: tomorrow.day,
    publishClock: '10:00',
  };
}

export function postFormValues(post: SocialPost): PostFormValues {
  const at = wallClockIn(new Date(post.publishAt), localZone());
  return {
    destinationType: post.destinationType,
    channelId: post.channelId,
    title: post.title,
    description: post.description ?? '',
    mediaId: post.mediaId ?? '',
    clipId: post.clipId ?? '',
    reel: post.reel ?? false,
    privacy: post.privacy ?? 'public',
    publishDay: at.day,
    publishClock: at.clock,
  };
}

/** The day and clock in the browser's zone as an instant; '' when either is not a time. */
function publishAtOf(values: PostFormValues): string {
  const at = new Date(`${values.publishDay}T${values.publishClock}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The request body. */
export function postInputOf(values: PostFormValues): SocialPostInput {
  return {
    destinationType: values.destinationType,
    channelId: values.channelId,
    title: values.title.trim(),
    description: values.description.trim() || null,
    mediaId: values.mediaId || null,
    clipId: values.clipId || null,
    reel: values.reel,
    privacy: values.privacy,
    publishAt: publishAtOf(values),
  };
}

/** The form's fields the rules can name; the time shows on the day. */
const FORM_FIELD_OF: Partial<Record<string, keyof PostFormValues>> = {
  publishAt: 'publishDay',
};

/** The shared rules (plain functions, no yup) as the form machine's field errors. */
export function postFieldErrors(values: PostFormValues, now: Date = new Date()): FieldErrors {
  const problems = socialPostProblems({ ...postInputOf(values) }, { now });
  return Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [
      FORM_FIELD_OF[field] ?? field,
      SOCIAL_POST_MESSAGES[key],
    ]),
  );
}

/** The key of one of the domain's post messages (the server sends the same words), or null. */
export function postMessageKey(message: string): SocialPostMessageKey | null {
  const found = (Object.keys(SOCIAL_POST_MESSAGES) as SocialPostMessageKey[]).find(
    (key) => SOCIAL_POST_MESSAGES[key] === message,
  );
  return found ?? null;
}

const clipChoiceOf = (clip: Clip): PostClipChoice => ({
  id: clip.uuid,
  title: clip.title,
  // Cue positions read as milliseconds.
  durationSeconds: Math.max(
    0,
    ((parseCuePosition(clip.end) ?? 0) - (parseCuePosition(clip.start) ?? 0)) / 1000,
  ),
});

const videoChoiceOf = (item: LibraryItem): PostVideoChoice => ({
  id: item.mediaId,
  title: item.title,
});

/** The item, or null when it is gone (removed since the post named it): the form offers the rest. */
async function unlessGone<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The video and clip a post already names (or a clip's post starts from). */
export interface ChosenMedia {
  mediaId?: string | null;
  clipId?: string | null;
}

/**
 * Every linked page and channel of the organisation, the newest library videos and clips, and
 * the video and clip `chosen` names (a post being edited, a clip's "Post to social") when they
 * are not among the newest, so the form shows them chosen.
 */
export async function postChoices(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
  chosen: ChosenMedia = {},
): Promise<PostChoices> {
  const [accounts, media, clips] = await Promise.all([
    api.listSocialAccounts(customerId, { signal }),
    api.listMedia(customerId, { sort: 'desc.start_time', signal }),
    api.listClips(customerId, { signal }),
  ]);
  const videoChoices = media.items.map(videoChoiceOf);
  const clipChoices = clips.items.map(clipChoiceOf);
  const { mediaId, clipId } = chosen;
  const [missingVideo, missingClip] = await Promise.all([
    mediaId && !videoChoices.some((video) => video.id === mediaId)
      ? unlessGone(api.getMedia(customerId, mediaId, { signal }))
      : null,
    clipId && !clipChoices.some((clip) => clip.id === clipId)
      ? unlessGone(api.getClip(customerId, clipId, { signal }))
      : null,
  ]);
  if (missingVideo) videoChoices.unshift(videoChoiceOf(missingVideo));
  if (missingClip) clipChoices.unshift(clipChoiceOf(missingClip));
  const perAccount = await Promise.all(
    accounts.map(async (account) =>
      (await api.listSocialChannels(customerId, account.uuid, { signal })).map((channel) => ({
        id: channel.id,
        name: channel.name,
        destinationType:
          account.provider === 'youtube' ? ('YOUTUBE' as const) : ('FACEBOOK' as const),
      })),
    ),
  );
  return {
    channels: perAccount.flat(),
    videos: videoChoices,
    clips: clipChoices,
  };
}

/**
 * Library videos whose title, tags or description hold the words, most relevant first (a page
 * of 50): the form's video field asks as the person types, so any video can be found.
 */
export async function searchPostVideos(
  api: StudioApi,
  customerId: string,
  words: string,
  signal: AbortSignal,
): Promise<PostVideoChoice[]> {
  const page = await api.listMedia(customerId, { query: words, sort: 'desc.score', signal });
  return page.items.map(videoChoiceOf);
}

/**
 * Clips whose title holds the words, newest first (a page of 50): the form's clip field asks as
 * the person types, so any clip can be found.
 */
export async function searchPostClips(
  api: StudioApi,
  customerId: string,
  words: string,
  signal: AbortSignal,
): Promise<PostClipChoice[]> {
  const page = await api.listClips(customerId, { query: words, signal });
  return page.items.map(clipChoiceOf);
}

/** The post first: the choices must hold the video or clip it names, however old. */
export function createPostRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<PostRecord>(async ({ signal }) => {
      const post = await api.getPost(customerId, uuid, { signal });
      const choices = await postChoices(api, customerId, signal, {
        mediaId: post.mediaId ?? null,
        clipId: post.clipId ?? null,
      });
      return { post, choices };
    }),
  };
}

/** The choices of a new post; `clipId` when it starts from a clip. */
export function createPostChoicesActors(
  api: StudioApi,
  customerId: string,
  clipId: string | null = null,
) {
  return {
    fetchRecord: fromPromise<PostChoices>(({ signal }) =>
      postChoices(api, customerId, signal, { clipId }),
    ),
  };
}

/** The form's submit: schedule, or replace the post `uuid`. */
export function createPostSubmitActors(
  api: StudioApi,
  customerId: string,
  saved: SocialPost | null,
) {
  return {
    submit: fromPromise<SocialPost, SubmitInput<PostFormValues>>(({ input: { values }, signal }) =>
      saved === null
        ? api.createPost(customerId, postInputOf(values), { signal })
        : api.updatePost(customerId, saved.uuid, postInputOf(values), { signal }),
    ),
  };
}
