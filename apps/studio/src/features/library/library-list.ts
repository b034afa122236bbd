import { createActor } from 'xstate';
import type { StudioApi } from '@studio/api';
import { MEDIA_PROCESSING_STATES, type MediaProcessingState } from '@studio/domain';
import {
  createListResourceMachine,
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
} from '@studio/machines';
import { fromPromise } from 'xstate';
import type { SharedListActor } from '../settings/shared-list';
import { listLibraryPage, type LibraryItem, type LibraryQuery } from './library-api';

/** A library item as the list machine keeps it: by `id` (its mediaId), `status` its processing. */
export type LibraryListItem = LibraryItem & { readonly id: string; readonly status?: string };

export const asListItem = (item: LibraryItem): LibraryListItem => ({
  ...item,
  id: item.mediaId,
  ...(item.processingStatus ? { status: item.processingStatus } : {}),
});

/** Processing statuses that will change on their own: such items are re-read one by one. */
const SETTLED: readonly MediaProcessingState[] = ['COMPLETE', 'FAILED', 'CANCELLED', 'TIMED_OUT'];
export const TRANSITIONAL_STATUSES = MEDIA_PROCESSING_STATES.filter(
  (status) => !SETTLED.includes(status),
);

export type LibraryListActor = SharedListActor<LibraryListItem>;

const machine = createListResourceMachine<LibraryListItem>();
const lists = new WeakMap<StudioApi, Map<string, LibraryListActor>>();

/**
 * One list actor per client, organisation, words and sort, alive across visits (as the settings
 * lists' `createSharedList`): coming back to the same search within 120 s shows it at once, and
 * items still processing are re-read in place. Pages that change an item refresh them all.
 */
export function libraryList(
  api: StudioApi,
  customerId: string,
  query: LibraryQuery,
): LibraryListActor {
  let byKey = lists.get(api);
  if (!byKey) {
    byKey = new Map();
    lists.set(api, byKey);
  }
  const key = JSON.stringify([customerId, query.text.trim(), query.sort]);
  let list = byKey.get(key);
  if (!list) {
    list = createActor(
      machine.provide({
        actors: {
          fetchPage: fromPromise<ListPage<LibraryListItem>, FetchPageInput>(
            async ({ input, signal }) => {
              const page = await listLibraryPage(api, customerId, query, input.url, { signal });
              return { items: page.items.map(asListItem), nextUrl: page.nextUrl };
            },
          ),
          fetchItem: fromPromise<LibraryListItem, FetchItemInput>(async ({ input, signal }) =>
            asListItem(await api.getMedia(customerId, input.id, { signal })),
          ),
        },
      }),
      { input: { transitionalStatuses: TRANSITIONAL_STATUSES } },
    ).start();
    byKey.set(key, list);
  }
  return list;
}

/**
 * After a change (edit, delete, upload): the organisation's kept lists are dropped, so the next
 * visit to any search reads afresh (refetching searches nobody is looking at would be waste).
 */
export function forgetLibraryLists(api: StudioApi, customerId: string): void {
  const byKey = lists.get(api);
  for (const [key, list] of byKey ?? []) {
    const [owner] = JSON.parse(key) as [string];
    if (owner !== customerId) continue;
    list.stop();
    byKey?.delete(key);
  }
}
