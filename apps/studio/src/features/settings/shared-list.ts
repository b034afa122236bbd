import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import {
  createListResourceMachine,
  type ListResourceInput,
  type ListResourceItem,
  type MachineError,
} from '@studio/machines';

type ListMachine<TItem extends ListResourceItem> = ReturnType<
  typeof createListResourceMachine<TItem>
>;
export type SharedListActor<TItem extends ListResourceItem> = ActorRefFrom<ListMachine<TItem>>;
type ListActors<TItem extends ListResourceItem> = Parameters<
  ListMachine<TItem>['provide']
>[0]['actors'];

/**
 * One list actor per client and organisation, alive across visits (as `webPresetList`): the list
 * machine's 120 s freshness only means something if the same actor sees the next visit. Pages
 * that change an item send `list.refresh` to it.
 */
export function createSharedList<TItem extends ListResourceItem>(
  actorsFor: (api: StudioApi, customerId: string) => ListActors<TItem>,
  /** The list's statuses in transition (re-fetched one by one) and its poll interval. */
  input: ListResourceInput = {},
) {
  const machine = createListResourceMachine<TItem>();
  const lists = new WeakMap<StudioApi, Map<string, SharedListActor<TItem>>>();
  return (api: StudioApi, customerId: string): SharedListActor<TItem> => {
    let byOrganisation = lists.get(api);
    if (!byOrganisation) {
      byOrganisation = new Map();
      lists.set(api, byOrganisation);
    }
    let list = byOrganisation.get(customerId);
    if (!list) {
      list = createActor(machine.provide({ actors: actorsFor(api, customerId) }), {
        input,
      }).start();
      byOrganisation.set(customerId, list);
    }
    return list;
  };
}

export interface SharedListView<TItem> {
  /** The failed first fetch (its status picks the failure view); null otherwise. */
  failure: MachineError | null;
  /** null until the first page has arrived. */
  items: readonly TItem[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/** Fetches on each visit (skipped while fresh) and maps the list's snapshot to a view's props. */
export function useSharedList<TItem extends ListResourceItem>(
  list: SharedListActor<TItem>,
): SharedListView<TItem> {
  useEffect(() => list.send({ type: 'list.fetch' }), [list]);
  const snapshot = useSelector(list, (current) => current);
  const { items, error, nextUrl } = snapshot.context;
  const hasFetched =
    snapshot.matches('fetched') || snapshot.matches('fetchingMore') || snapshot.matches('polling');
  return {
    failure: snapshot.matches('error') && error ? error : null,
    items: hasFetched || items.length > 0 ? items : null,
    hasMore: nextUrl !== null,
    isLoadingMore: snapshot.matches('fetchingMore'),
    loadMore: () => list.send({ type: 'list.fetchMore' }),
    retry: () => list.send({ type: 'list.fetch' }),
  };
}
