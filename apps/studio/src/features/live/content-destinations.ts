import { fromPromise } from 'xstate';
import type { ContentDestination, StudioApi } from '@studio/api';
import type {
  DestinationCommandInput,
  FetchItemInput,
  FetchPageInput,
  ListPage,
} from '@studio/machines';

export type DestinationSort = 'asc.name' | 'desc.name' | 'desc.start_time' | 'asc.start_time';
/** The four sorts of section 9: name A-Z, Z-A, most recent, oldest; the newest first by default. */
export const DESTINATION_SORTS: readonly DestinationSort[] = [
  'desc.start_time',
  'asc.start_time',
  'asc.name',
  'desc.name',
];

/**
 * Each sort's label key: i18next reads the dots of the contract's sort names as nesting, so the
 * names themselves cannot be keys.
 */
export const DESTINATION_SORT_LABELS = {
  'desc.start_time': 'newest',
  'asc.start_time': 'oldest',
  'asc.name': 'nameAscending',
  'desc.name': 'nameDescending',
} as const satisfies Record<DestinationSort, string>;

/**
 * Whether a destination's machine just finished a command (starting → started, stopping →
 * stopped): only then has the list changed. A row that mounts already started or stopped (every
 * row after the list is read again) must not ask for the list once more, or it never settles.
 */
export function settledByCommand(previous: string | undefined, current: string): boolean {
  return (
    (previous === 'starting' && current === 'started') ||
    (previous === 'stopping' && current === 'stopped')
  );
}

/** As the list machine keeps it: its `status` is what makes a starting or stopping row re-fetched. */
export type DestinationItem = ContentDestination & {
  readonly status: ContentDestination['status'];
};

/** Starting and stopping destinations are re-fetched one by one until they settle. */
export const TRANSITIONAL_DESTINATION_STATUSES = ['starting', 'stopping'] as const;

const SAVE_ONLY_LISTED = new Set<ContentDestination['status']>(['stopped', 'aborted', 'error']);

/**
 * The listing rules (issue 14): EMBED destinations in any state; SAVEONLY ones only once
 * stopped, aborted or errored. The server applies them too; the studio keeps a row it has
 * re-fetched from slipping past them.
 */
export function isListedDestination(destination: ContentDestination): boolean {
  return destination.type !== 'SAVEONLY' || SAVE_ONLY_LISTED.has(destination.status);
}

/**
 * The destinations of one live event (the server's `eventId` filter: the attempt's panel, a
 * recording's page), or of all of them (`eventId` null), in the chosen sort. The next page's
 * address keeps the filter.
 */
export function createDestinationListActors(
  api: StudioApi,
  customerId: string,
  eventId: string | null,
  sort: DestinationSort,
) {
  return {
    fetchPage: fromPromise<ListPage<DestinationItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listContentDestinations(customerId, {
        url: input.url,
        signal,
        sort,
        ...(eventId === null ? {} : { eventId }),
      });
      return { items: page.items.filter(isListedDestination), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<DestinationItem, FetchItemInput>(({ input, signal }) =>
      api.getContentDestination(customerId, input.id, { signal }),
    ),
  };
}

export function createDestinationCommandActors(api: StudioApi, customerId: string) {
  return {
    startDestination: fromPromise<void, DestinationCommandInput>(async ({ input }) => {
      await api.startContentDestination(customerId, input.destinationId);
    }),
    stopDestination: fromPromise<void, DestinationCommandInput>(async ({ input }) => {
      await api.stopContentDestination(customerId, input.destinationId);
    }),
  };
}

/** The names a destination row shows, by the id its destination names. */
export interface DestinationNames {
  webChannels: Readonly<Record<string, string>>;
  rtmpDestinations: Readonly<Record<string, string>>;
  /** By the provider's channel id. */
  socialChannels: Readonly<Record<string, string>>;
}

export const NO_DESTINATION_NAMES: DestinationNames = {
  webChannels: {},
  rtmpDestinations: {},
  socialChannels: {},
};

export type DestinationKind = 'web_channel' | 'custom_rtmp' | 'facebook' | 'youtube' | 'other';

const KIND_OF_TYPE: Partial<Record<ContentDestination['type'], DestinationKind>> = {
  EMBED: 'web_channel',
  RTMP: 'custom_rtmp',
  FACEBOOK: 'facebook',
  YOUTUBE: 'youtube',
};

/**
 * What a row says a destination is: its kind (web channel, custom RTMP, the social network) and
 * the name of what it streams to (the web channel, the RTMP destination, the page or channel);
 * the destination's own title when the name is not known here.
 */
export function describeDestination(
  destination: ContentDestination,
  names: DestinationNames,
): { kind: DestinationKind; name: string | null } {
  const kind = destination.destinationType ?? KIND_OF_TYPE[destination.type] ?? 'other';
  const named =
    kind === 'web_channel'
      ? names.webChannels[destination.webEventProfileId ?? '']
      : kind === 'custom_rtmp'
        ? names.rtmpDestinations[destination.rtmpDestinationId ?? '']
        : kind === 'facebook' || kind === 'youtube'
          ? names.socialChannels[destination.channelId ?? '']
          : undefined;
  return { kind, name: named ?? destination.title ?? null };
}

/** Destinations that ran and ended. */
export const FINISHED_DESTINATION_STATUSES: readonly ContentDestination['status'][] = [
  'stopped',
  'aborted',
  'error',
];

/**
 * The social commands a row offers: Publish while its live video is not public yet (publish
 * status other than `published`), Republish once it has ended (the recording streamed again).
 */
export function socialCommandsOf(
  destination: ContentDestination,
): ReadonlyArray<'publish' | 'republish'> {
  if (destination.type !== 'FACEBOOK' && destination.type !== 'YOUTUBE') return [];
  return [
    ...(destination.publishStatus !== 'published' ? (['publish'] as const) : []),
    ...(FINISHED_DESTINATION_STATUSES.includes(destination.status) ? (['republish'] as const) : []),
  ];
}
