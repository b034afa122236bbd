import { fromPromise } from 'xstate';
import {
  ApiError,
  isApiError,
  type DestinationGroup,
  type Encoder,
  type EncoderChannel,
  type EncoderPreset,
  type EventLog,
  type EventTimeFilter,
  type LibraryItem,
  type RtmpDestination,
  type ScheduleItem,
  type ScheduledEvent,
  type SocialPost,
  type StudioApi,
  type WebChannel,
} from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';
import type { SocialChannelChoice } from '../live/destinations/destination-drafts';
import { fetchSocialChannelChoices } from '../live/destinations/social-channel-choices';
import { formFieldOf, sentDestinationsOf, type EventFormValues } from './event-form';

/** An event as the list-resource machine keeps it: by `id`, the event's `uuid`. */
export type EventItem = ScheduledEvent & { readonly id: string };

const asItem = (event: ScheduledEvent): EventItem => ({ ...event, id: event.uuid });

const DAY_MS = 24 * 60 * 60_000;
/** How far ahead the event page looks for its next occurrences (the server's widest window). */
const NEXT_OCCURRENCES_WINDOW_DAYS = 400;
const NEXT_OCCURRENCES_SHOWN = 5;

/** The list of one time filter (FUTURE, LIVE or PAST), a page at a time. */
export function createEventListActors(
  api: StudioApi,
  customerId: string,
  timeFilter: EventTimeFilter,
) {
  return {
    fetchPage: fromPromise<ListPage<EventItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listEvents(customerId, { url: input.url, timeFilter, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<EventItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getEvent(customerId, input.id, { signal })),
    ),
  };
}

/** What the calendar shows of one window. */
export interface CalendarRecord {
  occurrences: ScheduleItem[];
  /** Empty for those who do not manage social media (the posts are theirs to see). */
  posts: SocialPost[];
}

/**
 * A calendar window holds a few dozen posts at most, the list's window as many as the events it
 * covers; pages are followed up to this many.
 */
const POST_PAGES_PER_WINDOW = 10;

/**
 * The occurrences of a calendar window (recurring events expanded by the server for it) and,
 * with `withPosts`, the social posts going out in it, read side by side.
 */
export function createCalendarActors(
  api: StudioApi,
  customerId: string,
  window: { startTime: string; endTime: string },
  withPosts: boolean,
) {
  return {
    fetchRecord: fromPromise<CalendarRecord>(async ({ signal }) => {
      const [occurrences, posts] = await Promise.all([
        api.listSchedules(customerId, window, { signal }),
        withPosts ? postsOfWindow(api, customerId, window, signal) : [],
      ]);
      return { occurrences, posts };
    }),
  };
}

/** The social posts of the list view's window (`listPostWindow`), beside its events. */
export function createListPostsActors(
  api: StudioApi,
  customerId: string,
  window: { startTime?: string; endTime?: string },
) {
  return {
    fetchRecord: fromPromise<SocialPost[]>(({ signal }) =>
      postsOfWindow(api, customerId, window, signal),
    ),
  };
}

async function postsOfWindow(
  api: StudioApi,
  customerId: string,
  window: { startTime?: string; endTime?: string },
  signal: AbortSignal,
): Promise<SocialPost[]> {
  const posts: SocialPost[] = [];
  let url: string | null = null;
  for (let page = 0; page < POST_PAGES_PER_WINDOW; page += 1) {
    const read = await api.listPosts(customerId, { ...window, url, signal });
    posts.push(...read.items);
    url = read.nextUrl;
    if (url === null) break;
  }
  return posts;
}

/** The lists an event's ids name: the form offers them, the event pages show their names. */
export interface EventChoices {
  encoders: Encoder[];
  encoderChannels: EncoderChannel[];
  encoderPresets: EncoderPreset[];
  webChannels: WebChannel[];
  rtmpDestinations: RtmpDestination[];
  /** The linked pages and channels (none without the social media permission). */
  socialChannels: SocialChannelChoice[];
  media: LibraryItem[];
}

/** What the form offers: the lists, and the destination groups that fill its destinations. */
export interface EventFormChoices extends EventChoices {
  /** The enabled groups, as Go Live offers them (none without the permission to read them). */
  destinationGroups: DestinationGroup[];
}

/** A refusal of a list that needs a plan or a permission offers none instead of failing. */
async function itemsOrNone<T>(read: Promise<{ items: T[] }>): Promise<T[]> {
  try {
    return (await read).items;
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
}

/**
 * The first page of each list: an organisation has a handful of encoders and channels. RTMP
 * destinations and the library need a plan: a refusal there offers none instead of failing.
 */
async function readChoices(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
): Promise<EventChoices> {
  const [
    encoders,
    encoderChannels,
    encoderPresets,
    webChannels,
    rtmpDestinations,
    socialChannels,
    media,
  ] = await Promise.all([
    api.listEncoders(customerId, { signal }),
    api.listEncoderChannels(customerId, { signal }),
    api.listEncoderPresets(customerId, { signal }),
    api.listWebChannels(customerId, { signal }),
    itemsOrNone(api.listRtmpDestinations(customerId, { signal })),
    fetchSocialChannelChoices(api, customerId, signal),
    itemsOrNone(api.listMedia(customerId, { signal })),
  ]);
  return {
    encoders: encoders.items,
    encoderChannels: encoderChannels.items,
    encoderPresets: encoderPresets.items,
    webChannels: webChannels.items,
    rtmpDestinations,
    socialChannels,
    media,
  };
}

/** The names the event pages show for the ids an event holds. */
export function namesOf(choices: EventChoices): ReadonlyMap<string, string> {
  return new Map<string, string>([
    ...[
      ...choices.encoders,
      ...choices.encoderChannels,
      ...choices.encoderPresets,
      ...choices.webChannels,
      ...choices.rtmpDestinations,
    ].map((row): [string, string] => [row.uuid, row.name]),
    ...choices.media.map((item): [string, string] => [item.mediaId, item.title]),
    ...choices.socialChannels.map((channel): [string, string] => [channel.id, channel.name]),
  ]);
}

/**
 * What the event page shows: the event, its next occurrences, its log, the names of its ids and
 * the organisation's web channels (their watch pages).
 */
export interface EventDetails {
  event: ScheduledEvent;
  nextOccurrences: ScheduleItem[];
  logs: EventLog[];
  names: ReadonlyMap<string, string>;
  webChannels: WebChannel[];
}

export function createEventDetailsActors(
  api: StudioApi,
  customerId: string,
  uuid: string,
  now: () => Date,
) {
  return {
    fetchRecord: fromPromise<EventDetails>(async ({ signal }) => {
      const from = now();
      const [event, occurrences, logs, choices] = await Promise.all([
        api.getEvent(customerId, uuid, { signal }),
        api.listSchedules(
          customerId,
          {
            startTime: from.toISOString(),
            endTime: new Date(from.getTime() + NEXT_OCCURRENCES_WINDOW_DAYS * DAY_MS).toISOString(),
          },
          { signal },
        ),
        api.listSubjectEventLogs(uuid, { signal }),
        readChoices(api, customerId, signal),
      ]);
      return {
        event,
        nextOccurrences: occurrences
          .filter((occurrence) => occurrence.eventId === uuid)
          .slice(0, NEXT_OCCURRENCES_SHOWN),
        logs: logs.items,
        names: namesOf(choices),
        webChannels: choices.webChannels,
      };
    }),
  };
}

export interface EventFormRecord {
  event: ScheduledEvent | null;
  choices: EventFormChoices;
}

/** The form's record: the event being edited (none when creating) and the choices, together. */
export function createEventFormActors(api: StudioApi, customerId: string, uuid: string | null) {
  return {
    fetchRecord: fromPromise<EventFormRecord>(async ({ signal }) => {
      const [event, choices, groups] = await Promise.all([
        uuid ? api.getEvent(customerId, uuid, { signal }) : Promise.resolve(null),
        readChoices(api, customerId, signal),
        itemsOrNone(api.listDestinationGroups(customerId, { signal })),
      ]);
      return {
        event,
        choices: {
          ...choices,
          destinationGroups: groups.filter((group) => group.enabled !== false),
        },
      };
    }),
  };
}

/** The rules and the request conversion, with rrule: fetched when the form shows. */
export const loadEventRules = () => import('./event-rules');

/**
 * Filling from a destination group: fetched when a group is chosen (the rows' module it builds
 * on is loaded with the rows already), so the route does not carry it.
 */
export const loadEventGroupFill = () => import('./event-group-fill');

/**
 * The server names a refused field as the body does (`body.contentDestinations[0].startOffsetMinutes`);
 * the form's fields are flat, so the refusal is handed on with the form's names.
 */
function withFormFieldNames(error: unknown, values: EventFormValues): never {
  if (!isApiError(error)) throw error;
  const sent = sentDestinationsOf(values);
  throw new ApiError(
    error.status,
    error.errors.map((item) => {
      if (!item.field?.startsWith('body.')) return item;
      const field = formFieldOf(item.field.slice('body.'.length), sent);
      return field ? { ...item, field: `body.${field}` } : { ...item, field: undefined };
    }),
    { cause: error },
  );
}

/**
 * Create, or replace the `saved` event. A replace carries the saved paused flag: the form does
 * not edit it (Pause and Resume do), and a body without it would resume the event.
 */
export function createEventSubmitActors(
  api: StudioApi,
  customerId: string,
  saved: Pick<ScheduledEvent, 'uuid' | 'paused'> | null,
) {
  return {
    submit: fromPromise<ScheduledEvent, SubmitInput<EventFormValues>>(
      async ({ input: { values }, signal }) => {
        const body = (await loadEventRules()).toEventInput(values);
        try {
          return saved === null
            ? await api.createEvent(customerId, body, { signal })
            : await api.updateEvent(
                customerId,
                saved.uuid,
                { ...body, paused: saved.paused },
                { signal },
              );
        } catch (error) {
          withFormFieldNames(error, values);
        }
      },
    ),
  };
}
