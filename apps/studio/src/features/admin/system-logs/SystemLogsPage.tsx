import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StudioApi, SystemLogQuery } from '@studio/api';
import {
  createListResourceMachine,
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
} from '@studio/machines';
import { useRuntime } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { rangeOfCustom, rangeOfWindow, type LogRange, type LogWindow } from './log-window';
import { SystemLogsView, type LogLevelFilter, type SystemLogRow } from './SystemLogsView';

const logListMachine = createListResourceMachine<SystemLogRow>();

function createLogActors(api: StudioApi, query: Omit<SystemLogQuery, 'url' | 'signal'>) {
  return {
    fetchPage: fromPromise<ListPage<SystemLogRow>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listSystemLogs({ ...query, url: input.url, signal });
      return { items: page.items.map((row) => ({ ...row, id: row.uuid })), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<SystemLogRow, FetchItemInput>(async ({ input, signal }) => {
      const page = await api.listSystemLogs({ ...query, signal });
      const row = page.items.find((entry) => entry.uuid === input.id);
      if (!row) throw new Error('The entry left the window.');
      return { ...row, id: row.uuid };
    }),
  };
}

/** `/system-logs`: the last hour by default; a window's start is fixed when it is chosen. */
export function SystemLogsPage() {
  const [window, setWindow] = useState<LogWindow | 'custom'>('60m');
  const [range, setRange] = useState<LogRange>(() => rangeOfWindow('60m', new Date()));
  const [level, setLevel] = useState<LogLevelFilter>('any');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [customInvalid, setCustomInvalid] = useState(false);
  const query = { ...range, ...(level === 'any' ? {} : { level }) };
  return (
    <LogList key={JSON.stringify(query)} query={query}>
      {(list) => (
        <SystemLogsView
          window={window}
          onWindowChange={(next) => {
            setWindow(next);
            setCustomInvalid(false);
            if (next !== 'custom') setRange(rangeOfWindow(next, new Date()));
          }}
          customFrom={custom.from}
          customTo={custom.to}
          onCustomChange={(change) => setCustom((current) => ({ ...current, ...change }))}
          onApplyCustom={() => {
            const next = rangeOfCustom(custom.from, custom.to);
            setCustomInvalid(next === null);
            if (next) setRange(next);
          }}
          customInvalid={customInvalid}
          level={level}
          onLevelChange={setLevel}
          rows={list.items}
          hasMore={list.hasMore}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
        />
      )}
    </LogList>
  );
}

function LogList({
  query,
  children,
}: {
  query: Omit<SystemLogQuery, 'url' | 'signal'>;
  children(list: ReturnType<typeof useSharedList<SystemLogRow>>): React.ReactNode;
}) {
  const { api } = useRuntime();
  const actor = useActorRef(logListMachine.provide({ actors: createLogActors(api, query) }), {
    input: {},
  });
  const list = useSharedList(actor);
  if (list.failure) {
    return (
      <RouteFailureView
        status={list.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={list.retry}
      />
    );
  }
  return <>{children(list)}</>;
}
