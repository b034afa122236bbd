import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DuplicateLogin, EncoderMonitor, StudioApi } from '@studio/api';
import { INTERVAL_POLLING_DEFAULT_MS } from '@studio/domain';
import {
  createListResourceMachine,
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
  type ListResourceItem,
} from '@studio/machines';
import { useRuntime } from '../../../app/runtime-context';
import { useSharedList, type SharedListActor } from '../../settings/shared-list';
import { MonitoringView, type MonitoringPanel } from './MonitoringView';

type PlayersItem = { id: string; count: number };
type EncoderItem = EncoderMonitor & { id: string };
type DuplicateItem = DuplicateLogin & { id: string };

const playersMachine = createListResourceMachine<PlayersItem>();
const encodersMachine = createListResourceMachine<EncoderItem>();
const duplicatesMachine = createListResourceMachine<DuplicateItem>();

/** A list read whole each time (one page): an item is found again by reading it all. */
function wholeListActors<Item extends ListResourceItem>(
  read: (signal: AbortSignal) => Promise<Item[]>,
) {
  return {
    fetchPage: fromPromise<ListPage<Item>, FetchPageInput>(async ({ signal }) => ({
      items: await read(signal),
      nextUrl: null,
    })),
    fetchItem: fromPromise<Item, FetchItemInput>(async ({ input, signal }) => {
      const item = (await read(signal)).find((entry) => entry.id === input.id);
      if (!item) throw new Error('The entry is gone.');
      return item;
    }),
  };
}

function encoderActors(api: StudioApi) {
  return {
    fetchPage: fromPromise<ListPage<EncoderItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listEncodersInError({ url: input.url, signal });
      return { items: page.items.map((row) => ({ ...row, id: row.uuid })), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<EncoderItem, FetchItemInput>(async ({ input, signal }) => {
      const page = await api.listEncodersInError({ signal });
      const row = page.items.find((entry) => entry.uuid === input.id);
      if (!row) throw new Error('The encoder is no longer in error.');
      return { ...row, id: row.uuid };
    }),
  };
}

/**
 * Each panel is a list machine polling on the spec's default interval (60 s, section 9); a failed
 * poll keeps polling and the panel says so until a read succeeds.
 */
export function MonitoringPage() {
  const { api } = useRuntime();
  const players = useActorRef(
    playersMachine.provide({
      actors: wholeListActors(async (signal) => [
        { id: 'onlinePlayers', count: (await api.getOnlinePlayers({ signal })).onlinePlayers },
      ]),
    }),
    { input: { pollIntervalMs: INTERVAL_POLLING_DEFAULT_MS } },
  );
  const encoders = useActorRef(encodersMachine.provide({ actors: encoderActors(api) }), {
    input: { pollIntervalMs: INTERVAL_POLLING_DEFAULT_MS },
  });
  const duplicates = useActorRef(
    duplicatesMachine.provide({
      actors: wholeListActors(async (signal) =>
        (await api.listDuplicateLogins({ signal })).map((row) => ({
          ...row,
          id: `${row.customerId}:${row.userName}`,
        })),
      ),
    }),
    { input: { pollIntervalMs: INTERVAL_POLLING_DEFAULT_MS } },
  );
  return (
    <MonitoringView
      refreshSeconds={INTERVAL_POLLING_DEFAULT_MS / 1000}
      onlinePlayers={usePolledPanel(players)}
      encodersInError={usePolledPanel(encoders)}
      duplicateLogins={usePolledPanel(duplicates)}
    />
  );
}

function usePolledPanel<Item extends ListResourceItem>(
  list: SharedListActor<Item>,
): MonitoringPanel<Item> {
  const view = useSharedList(list);
  const hasItems = view.items !== null;
  // Polling starts once the first read has arrived (the list machine polls from `fetched`).
  useEffect(() => {
    if (hasItems) list.send({ type: 'list.startPolling' });
  }, [hasItems, list]);
  return { items: view.items, failed: view.failure !== null };
}
