import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createRecordMachine } from '@studio/machines';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime } from '../../app/runtime-context';
import type { LibraryItem } from './library-api';

const libraryItemMachine = createRecordMachine<LibraryItem>();

/**
 * One library item through the record machine, for the pages that edit something of it (trim, a
 * new clip): loading, the failure with its retry, then `children` with the item.
 */
export function LibraryItemRecord({
  customerId,
  mediaId,
  children,
}: {
  customerId: string;
  mediaId: string;
  children: (item: LibraryItem) => ReactNode;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      libraryItemMachine.provide({
        actors: {
          fetchRecord: fromPromise<LibraryItem>(({ signal }) =>
            api.getMedia(customerId, mediaId, { signal }),
          ),
        },
      }),
    [api, customerId, mediaId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {children}
    </RecordContent>
  );
}
