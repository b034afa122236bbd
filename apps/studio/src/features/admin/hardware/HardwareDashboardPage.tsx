import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { HardwareDashboard } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime } from '../../../app/runtime-context';
import { HardwareDashboardView } from './HardwareDashboardView';

const dashboardMachine = createRecordMachine<HardwareDashboard>();

/** `/hardware-dashboard`: counted by the server on each visit. */
export function HardwareDashboardPage() {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      dashboardMachine.provide({
        actors: {
          fetchRecord: fromPromise<HardwareDashboard>(({ signal }) =>
            api.getHardwareDashboard({ signal }),
          ),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(dashboard) => <HardwareDashboardView dashboard={dashboard} />}
    </RecordContent>
  );
}
