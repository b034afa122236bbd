import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Encoder } from '@studio/api';
import { createRecordMachine, encoderMachine } from '@studio/machines';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime } from '../../app/runtime-context';
import { createEncoderCommandActors } from './actors';
import { useEncoderReports } from './encoder-reports';
import { EncoderUpdateView } from './EncoderUpdateView';
import type { EncoderPlace } from './encoder-place';

interface UpdateData {
  encoder: Encoder;
  newestVersion: string | null;
}

const updateDataMachine = createRecordMachine<UpdateData>();

/** One organisation's encoder update; the staff area shows it in its own place. */
export function EncoderUpdateRecord({
  customerId,
  uuid,
  place,
}: {
  customerId: string;
  uuid: string;
  place?: EncoderPlace;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      updateDataMachine.provide({
        actors: {
          fetchRecord: fromPromise<UpdateData>(async ({ signal }) => {
            const [encoder, options] = await Promise.all([
              api.getEncoder(customerId, uuid, { signal }),
              api.getEncoderOptions(customerId, uuid, { signal }),
            ]);
            return { encoder, newestVersion: options.versions?.[0] ?? null };
          }),
        },
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(data) => <EncoderUpdate customerId={customerId} data={data} place={place} />}
    </RecordContent>
  );
}

function EncoderUpdate({
  customerId,
  data,
  place,
}: {
  customerId: string;
  data: UpdateData;
  place: EncoderPlace | undefined;
}) {
  const { api } = useRuntime();
  const { encoder, newestVersion } = data;
  const machine = useMemo(
    () =>
      encoderMachine.provide({
        actors: createEncoderCommandActors(api, customerId, { version: newestVersion }),
      }),
    [api, customerId, newestVersion],
  );
  const [snapshot, send] = useMachine(machine, { input: { encoderId: encoder.uuid } });
  useEncoderReports(api, customerId, encoder.uuid, send);
  useEffect(() => {
    send({ type: 'encoder.reported', state: encoder.state });
  }, [send, encoder.state]);
  // Done once the machine has been through `updating` and come back to rest without an error.
  const [requested, setRequested] = useState(false);
  const isUpdating = snapshot.matches('updating');
  return (
    <EncoderUpdateView
      encoder={encoder}
      newestVersion={newestVersion}
      canUpdate={snapshot.can({ type: 'encoder.update' })}
      isUpdating={isUpdating}
      isDone={requested && !isUpdating && snapshot.context.error === null}
      error={snapshot.context.error?.message ?? null}
      onUpdate={() => {
        setRequested(true);
        send({ type: 'encoder.update' });
      }}
      place={place}
    />
  );
}
