import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createRecordMachine, type MachineError } from '@studio/machines';
import { RecordContent } from '../../app/RecordContent';
import { OPEN_SOURCE_LICENCES_PATH, type OpenSourcePackage } from './open-source';
import { OpenSourceView } from './OpenSourceView';

const licencesMachine = createRecordMachine<OpenSourcePackage[]>();

/** Reads the list the build wrote (a static file, not an API call), through the record machine. */
export function OpenSourcePage() {
  const machine = useMemo(
    () =>
      licencesMachine.provide({
        actors: {
          fetchRecord: fromPromise<OpenSourcePackage[]>(async ({ signal }) => {
            const response = await fetch(OPEN_SOURCE_LICENCES_PATH, { signal });
            if (!response.ok) {
              const failure: MachineError = {
                status: response.status,
                errors: [],
                message: `The licences answered ${response.status}.`,
              };
              throw failure;
            }
            return (await response.json()) as OpenSourcePackage[];
          }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  if (snapshot.context.data === null && snapshot.context.error === null)
    return <OpenSourceView packages={null} />;
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(packages) => <OpenSourceView packages={packages} />}
    </RecordContent>
  );
}
