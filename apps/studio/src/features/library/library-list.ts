import { createActor } from 'xstate';
import type { LibraryFacets, StudioApi } from '@studio/api';
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
/** The facet counts of each kept search, from its latest first page. */
const facetsOfLists = new WeakMap<LibraryListActor, { facets: LibraryFacets | null }>();

/** The facet counts of a search's whole result; null until its first page has arrived. */
export function libraryFacets(list: LibraryListActor): LibraryFacets | null {
  return facetsOfLists.get(list)?.facets ?? null;
}

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
  const key = JSON.stringify([customerId, query.text.trim(), query.sort, query.filters ?? null]);
  let list = byKey.get(key);
  if (!list) {
    // Set before the page resolves, so the render the new page causes reads its facets.
    const kept: { facets: LibraryFacets | null } = { facets: null };
    list = createActor(
      machine.provide({
        actors: {
          fetchPage: fromPromise<ListPage<LibraryListItem>, FetchPageInput>(
            async ({ input, signal }) => {
              const page = await listLibraryPage(api, customerId, query, input.url, { signal });
              if (input.url === null) kept.facets = page.facets;
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
    facetsOfLists.set(list, kept);
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
