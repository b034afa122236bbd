import {
  INTERVAL_POLLING_DEFAULT_MS,
  INTERVAL_POLLING_MINIMUM_MS,
  LIST_CACHE_FRESHNESS_MS,
  STATUS_POLL_INTERVAL_MS,
} from '@studio/domain';
import { assign, cancel, fromPromise, raise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

/** The least a listed item needs: an id to replace it by, and a status to spot transitions. */
export interface ListResourceItem {
  readonly id: string;
  readonly status?: string;
}

export interface ListPage<TItem extends ListResourceItem = ListResourceItem> {
  readonly items: readonly TItem[];
  /** The link header's `next` URL; null on the last page. */
  readonly nextUrl: string | null;
}

export interface FetchPageInput {
  /** null asks for the first page. */
  readonly url: string | null;
}

export interface FetchItemInput {
  readonly id: string;
}

export interface ListResourceInput {
  /** Statuses that mean "in transition" (STARTING, SEGMENTING...): such items are re-fetched. */
  readonly transitionalStatuses?: readonly string[];
  readonly pollIntervalMs?: number;
}

export interface ListResourceContext<TItem extends ListResourceItem = ListResourceItem> {
  items: readonly TItem[];
  nextUrl: string | null;
  error: MachineError | null;
  /** False once LIST_CACHE_FRESHNESS_MS has passed since the last full fetch. */
  isFresh: boolean;
  transitionalStatuses: readonly string[];
  pollIntervalMs: number;
  /** Ids of transitioning items still to re-fetch in this round, one at a time. */
  refetchQueue: readonly string[];
}

export type ListResourceEvent =
  | { type: 'list.fetch' }
  /** Fetch even when fresh: after the user changed something in the list. */
  | { type: 'list.refresh' }
  | { type: 'list.fetchMore' }
  | { type: 'list.cancel' }
  | { type: 'list.startPolling'; intervalMs?: number }
  | { type: 'list.stopPolling' }
  | { type: 'list.staled' };

const FRESHNESS_TIMER = 'listFreshness';

/** The spec's polling minimum is 16 ms; anything lower (or missing) is corrected, not refused. */
export function pollingInterval(requested: number | undefined): number {
  if (requested === undefined) return INTERVAL_POLLING_DEFAULT_MS;
  return Math.max(INTERVAL_POLLING_MINIMUM_MS, requested);
}

function transitioningIds(context: ListResourceContext<ListResourceItem>): string[] {
  return context.items
    .filter(
      (item) => item.status !== undefined && context.transitionalStatuses.includes(item.status),
    )
    .map((item) => item.id);
}

/**
 * A cached, paged, optionally polled list (spec section 4 "Lists", section 9 constants).
 *
 * - `list.fetch` is skipped while the last full fetch is younger than LIST_CACHE_FRESHNESS_MS;
 *   `list.refresh` always fetches. Freshness is a delayed `list.staled` event, so the simulated
 *   clock drives it in tests and no wall-clock reading hides in the machine.
 * - `fetchingMore` follows the link header's next URL and appends.
 * - `polling` re-fetches the first page every `pollIntervalMs` (default 60000, minimum 16).
 * - Items whose status is transitional are re-fetched one by one and replaced in place, again
 *   every STATUS_POLL_INTERVAL_MS while any remain in transition.
 * - A cancelled request leaves the items as they were; a failed one stores the error in the list.
 */
export function createListResourceMachine<TItem extends ListResourceItem>() {
  return setup({
    types: {
      context: {} as ListResourceContext<TItem>,
      events: {} as ListResourceEvent,
      input: {} as ListResourceInput,
    },
    actors: {
      fetchPage: fromPromise<ListPage<TItem>, FetchPageInput>(notProvided('fetchPage')),
      fetchItem: fromPromise<TItem, FetchItemInput>(notProvided('fetchItem')),
    },
    delays: {
      cacheFreshness: LIST_CACHE_FRESHNESS_MS,
      pollInterval: ({ context }) => context.pollIntervalMs,
      transitionRefetch: STATUS_POLL_INTERVAL_MS,
    },
    actions: {
      storeFirstPage: assign((_, page: ListPage<TItem>) => ({
        items: page.items,
        nextUrl: page.nextUrl,
        error: null,
        isFresh: true,
      })),
      appendPage: assign(({ context }, page: ListPage<TItem>) => ({
        items: [...context.items, ...page.items],
        nextUrl: page.nextUrl,
        error: null,
      })),
      storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
      startFreshnessTimer: raise(
        { type: 'list.staled' },
        { delay: 'cacheFreshness', id: FRESHNESS_TIMER },
      ),
      stopFreshnessTimer: cancel(FRESHNESS_TIMER),
      queueTransitioningItems: assign(({ context }) => ({
        refetchQueue: transitioningIds(context),
      })),
      replaceItem: assign(({ context }, item: TItem) => ({
        items: context.items.map((existing) => (existing.id === item.id ? item : existing)),
        refetchQueue: context.refetchQueue.slice(1),
      })),
      skipQueuedItem: assign(({ context }, { reason }: RejectedCall) => ({
        refetchQueue: context.refetchQueue.slice(1),
        error: toMachineError(reason),
      })),
    },
    guards: {
      isFresh: ({ context }) => context.isFresh,
      hasMore: ({ context }) => context.nextUrl !== null,
      refetchQueueEmpty: ({ context }) => context.refetchQueue.length === 0,
      hasTransitioningItems: ({ context }) => transitioningIds(context).length > 0,
    },
  }).createMachine({
    id: 'listResource',
    context: ({ input }) => ({
      items: [],
      nextUrl: null,
      error: null,
      isFresh: false,
      transitionalStatuses: input.transitionalStatuses ?? [],
      pollIntervalMs: pollingInterval(input.pollIntervalMs),
      refetchQueue: [],
    }),
    initial: 'idle',
    on: {
      'list.staled': { actions: assign({ isFresh: false }) },
    },
    states: {
      idle: {
        on: {
          'list.fetch': { target: 'fetching' },
          'list.refresh': { target: 'fetching' },
        },
      },
      fetching: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: { url: null },
          onDone: {
            target: 'fetched',
            actions: [
              'stopFreshnessTimer',
              { type: 'storeFirstPage', params: ({ event }) => event.output },
              'startFreshnessTimer',
            ],
          },
          onError: {
            target: 'error',
            actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
          },
        },
        on: { 'list.cancel': { target: 'idle' } },
      },
      fetchingMore: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ url: context.nextUrl }),
          onDone: {
            target: 'fetched',
            actions: { type: 'appendPage', params: ({ event }) => event.output },
          },
          onError: {
            target: 'error',
            actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
          },
        },
        on: { 'list.cancel': { target: 'fetched' } },
      },
      fetched: {
        initial: 'queueing',
        on: {
          'list.fetch': [{ guard: 'isFresh' }, { target: 'fetching' }],
          'list.refresh': { target: 'fetching' },
          'list.fetchMore': { guard: 'hasMore', target: 'fetchingMore' },
          'list.startPolling': {
            target: 'polling',
            actions: assign({ pollIntervalMs: ({ event }) => pollingInterval(event.intervalMs) }),
          },
        },
        states: {
          queueing: {
            entry: 'queueTransitioningItems',
            always: { target: 'draining' },
          },
          draining: {
            always: [
              { guard: 'refetchQueueEmpty', target: 'settled' },
              { target: 'refetchingItem' },
            ],
          },
          refetchingItem: {
            invoke: {
              id: 'fetchItem',
              src: 'fetchItem',
              input: ({ context }) => ({ id: context.refetchQueue[0] ?? '' }),
              onDone: {
                target: 'draining',
                actions: { type: 'replaceItem', params: ({ event }) => event.output },
              },
              onError: {
                target: 'draining',
                actions: {
                  type: 'skipQueuedItem',
                  params: ({ event }) => ({ reason: event.error }),
                },
              },
            },
          },
          settled: {
            after: {
              transitionRefetch: { guard: 'hasTransitioningItems', target: 'queueing' },
            },
          },
        },
      },
      polling: {
        initial: 'waiting',
        on: { 'list.stopPolling': { target: 'fetched' } },
        states: {
          waiting: {
            after: { pollInterval: { target: 'refreshing' } },
          },
          refreshing: {
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: { url: null },
              onDone: {
                target: 'waiting',
                actions: [
                  'stopFreshnessTimer',
                  { type: 'storeFirstPage', params: ({ event }) => event.output },
                  'startFreshnessTimer',
                ],
              },
              // A failed poll keeps polling: the next interval may succeed, the error stays shown.
              onError: {
                target: 'waiting',
                actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
              },
            },
          },
        },
      },
      error: {
        on: {
          'list.fetch': { target: 'fetching' },
          'list.refresh': { target: 'fetching' },
        },
      },
    },
  });
}

/** The list machine for items known only by id and status; `createListResourceMachine<T>()` keeps T. */
export const listResourceMachine = createListResourceMachine<ListResourceItem>();
