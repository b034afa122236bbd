import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { NewsItem } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useRuntime } from '../../app/runtime-context';
import { NewsWidgetView } from './NewsWidgetView';

/** How many items the widget shows (the status service's default). */
const NEWS_ITEMS = 5;

const newsMachine = createRecordMachine<NewsItem[]>();

/** Reads the news (public status service) with the record machine, on its own. */
export function NewsWidget() {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      newsMachine.provide({
        actors: {
          fetchRecord: fromPromise<NewsItem[]>(({ signal }) =>
            api.listNews(NEWS_ITEMS, { signal }),
          ),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <NewsWidgetView
      items={snapshot.context.data}
      failed={snapshot.context.error !== null}
      onRetry={() => send({ type: 'record.retry' })}
    />
  );
}
