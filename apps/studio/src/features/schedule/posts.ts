import { fromPromise } from 'xstate';
import type { SocialPost, SocialPostInput, StudioApi } from '@studio/api';
import {
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

export interface PostChoices {
  channels: PostChannelChoice[];
  videos: PostVideoChoice[];
}

/** A post with what its page and form show beside it. */
export interface PostRecord {
  post: SocialPost;
  choices: PostChoices;
}

/**
 * What the post form edits: text as typed; the time as a day and a clock in the browser's zone
 * (the zone the person reads the schedule in); video '' for none.
 */
export interface PostFormValues {
  destinationType: SocialPostDestinationType;
  channelId: string;
  title: string;
  description: string;
  mediaId: string;
  reel: boolean;
  privacy: SocialPostPrivacy;
  publishDay: string;
  publishClock: string;
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new post: the first linked page or channel, public, tomorrow at 10:00. */
export function newPostValues(choices: PostChoices, now: Date): PostFormValues {
  const first = choices.channels[0];
  const tomorrow = wallClockIn(new Date(now.getTime() + 24 * 60 * 60_000), localZone());
  return {
    destinationType: first?.destinationType ?? 'FACEBOOK',
    channelId: first?.id ?? '',
    title: '',
    description: '',
    mediaId: '',
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

/** The request body. A clip chosen elsewhere (the clip page) keeps its id on edit. */
export function postInputOf(values: PostFormValues, clipId: string | null = null): SocialPostInput {
  return {
    destinationType: values.destinationType,
    channelId: values.channelId,
    title: values.title.trim(),
    description: values.description.trim() || null,
    mediaId: values.mediaId || null,
    clipId,
    reel: values.reel,
    privacy: values.privacy,
    publishAt: publishAtOf(values),
  };
}

/** The form's fields the rules can name; the time shows on the day. */
const FORM_FIELD_OF: Partial<Record<string, keyof PostFormValues>> = {
  publishAt: 'publishDay',
  clipId: 'mediaId',
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

/** Every linked page and channel of the organisation, and the newest library videos. */
export async function postChoices(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
): Promise<PostChoices> {
  const [accounts, media] = await Promise.all([
    api.listSocialAccounts(customerId, { signal }),
    api.listMedia(customerId, { sort: 'desc.start_time', signal }),
  ]);
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
    videos: media.items.map((item) => ({ id: item.mediaId, title: item.title })),
  };
}

export function createPostRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<PostRecord>(async ({ signal }) => {
      const [post, choices] = await Promise.all([
        api.getPost(customerId, uuid, { signal }),
        postChoices(api, customerId, signal),
      ]);
      return { post, choices };
    }),
  };
}

export function createPostChoicesActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<PostChoices>(({ signal }) => postChoices(api, customerId, signal)),
  };
}

/** The form's submit: schedule, or replace the post `uuid` (keeping its clip). */
export function createPostSubmitActors(
  api: StudioApi,
  customerId: string,
  saved: SocialPost | null,
) {
  return {
    submit: fromPromise<SocialPost, SubmitInput<PostFormValues>>(({ input: { values }, signal }) =>
      saved === null
        ? api.createPost(customerId, postInputOf(values), { signal })
        : api.updatePost(customerId, saved.uuid, postInputOf(values, saved.clipId ?? null), {
            signal,
          }),
    ),
  };
}
