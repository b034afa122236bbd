import { fromPromise } from 'xstate';
import type { Feed, FeedInput, Playlist, StudioApi } from '@studio/api';
import {
  FEED_DEFAULT_CATEGORY,
  FEED_DEFAULT_LANGUAGE,
  FEED_MESSAGES,
  feedFieldProblems,
  type FeedCategory,
  type FeedMessageKey,
} from '@studio/domain';
import type {
  FetchItemInput,
  FetchPageInput,
  FieldErrors,
  ListPage,
  SubmitInput,
} from '@studio/machines';
import { createSharedList, type SharedListActor } from '../../settings/shared-list';

/** A feed as the list machine keeps it: by `id`, its `uuid`. */
export type FeedItem = Feed & { readonly id: string };

const asItem = (feed: Feed): FeedItem => ({ ...feed, id: feed.uuid });

export type FeedListActor = SharedListActor<FeedItem>;

/** The organisation's feeds by name, kept across visits; pages that change one refresh it. */
export const feedList = createSharedList<FeedItem>((api: StudioApi, customerId: string) => ({
  fetchPage: fromPromise<ListPage<FeedItem>, FetchPageInput>(async ({ input, signal }) => {
    const page = await api.listFeeds(customerId, { url: input.url, signal });
    return { items: page.items.map(asItem), nextUrl: page.nextUrl };
  }),
  fetchItem: fromPromise<FeedItem, FetchItemInput>(async ({ input, signal }) =>
    asItem(await api.getFeed(customerId, input.id, { signal })),
  ),
}));

/** The playlists a feed may take its videos from, by id, with their names. */
export type FeedPlaylistChoice = Pick<Playlist, 'id' | 'name'>;

/** What the feed form edits: text as typed (empty for none); playlist '' = the whole library. */
export interface FeedFormValues {
  name: string;
  playlistId: string;
  description: string;
  author: string;
  language: string;
  category: FeedCategory;
  explicit: boolean;
  imageUrl: string;
  enabled: boolean;
}

/** A new feed: of the first playlist, in English, published. */
export function newFeedValues(playlists: readonly FeedPlaylistChoice[]): FeedFormValues {
  return {
    name: '',
    playlistId: playlists[0]?.id ?? '',
    description: '',
    author: '',
    language: FEED_DEFAULT_LANGUAGE,
    category: FEED_DEFAULT_CATEGORY,
    explicit: false,
    imageUrl: '',
    enabled: true,
  };
}

export function formValuesOf(feed: Feed): FeedFormValues {
  return {
    name: feed.name,
    playlistId: feed.playlistId ?? '',
    description: feed.description,
    author: feed.author,
    language: feed.language,
    category: feed.category,
    explicit: feed.explicit,
    imageUrl: feed.imageUrl ?? '',
    enabled: feed.enabled,
  };
}

/** The request body: text trimmed, empty image and playlist as none. */
export function feedInputOf(values: FeedFormValues): FeedInput {
  const imageUrl = values.imageUrl.trim();
  return {
    name: values.name.trim(),
    playlistId: values.playlistId === '' ? null : values.playlistId,
    description: values.description.trim(),
    author: values.author.trim(),
    language: values.language.trim(),
    category: values.category,
    explicit: values.explicit,
    imageUrl: imageUrl === '' ? null : imageUrl,
    enabled: values.enabled,
  };
}

/** The shared rules (plain functions, no yup), as the form machine's field errors. */
export function feedFieldErrors(values: FeedFormValues): FieldErrors {
  const problems = feedFieldProblems({ ...feedInputOf(values) });
  return Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, FEED_MESSAGES[key]]),
  );
}

/** The key of one of the domain's feed messages (the server sends the same words), or null. */
export function feedMessageKey(message: string): FeedMessageKey | null {
  const found = (Object.keys(FEED_MESSAGES) as FeedMessageKey[]).find(
    (key) => FEED_MESSAGES[key] === message,
  );
  return found ?? null;
}

/** Every playlist of the organisation by name, page after page. */
export async function feedPlaylistChoices(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
): Promise<FeedPlaylistChoice[]> {
  const playlists: FeedPlaylistChoice[] = [];
  let url: string | null = null;
  do {
    const page = await api.listPlaylists(customerId, { url, sort: 'asc.name', signal });
    playlists.push(...page.items.map(({ id, name }) => ({ id, name })));
    url = page.nextUrl;
  } while (url !== null);
  return playlists;
}

/** A feed with the playlists (the name its view shows, the form's choices). */
export interface FeedRecord {
  feed: Feed;
  playlists: FeedPlaylistChoice[];
}

export function createFeedRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<FeedRecord>(async ({ signal }) => {
      const [feed, playlists] = await Promise.all([
        api.getFeed(customerId, uuid, { signal }),
        feedPlaylistChoices(api, customerId, signal),
      ]);
      return { feed, playlists };
    }),
  };
}

export function createFeedChoicesActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<FeedPlaylistChoice[]>(({ signal }) =>
      feedPlaylistChoices(api, customerId, signal),
    ),
  };
}

/** The form's submit: create, or replace the feed `uuid`. */
export function createFeedSubmitActors(api: StudioApi, customerId: string, uuid: string | null) {
  return {
    submit: fromPromise<Feed, SubmitInput<FeedFormValues>>(({ input: { values }, signal }) =>
      uuid === null
        ? api.createFeed(customerId, feedInputOf(values), { signal })
        : api.updateFeed(customerId, uuid, feedInputOf(values), { signal }),
    ),
  };
}
