import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError, type EncoderSearchResult, type StudioApi } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import type { EncoderPlace } from '../../encoders/encoder-place';

const staffEncoderMachine = createRecordMachine<EncoderSearchResult>();

/** The staff encoder search finds one encoder by its uuid, with the organisation it belongs to. */
async function findEncoder(
  api: StudioApi,
  uuid: string,
  signal: AbortSignal,
): Promise<EncoderSearchResult> {
  const page = await api.searchEncoders({ q: uuid, signal });
  const row = page.items.find((item) => item.encoder.uuid === uuid);
  if (!row) throw new ApiError(404, []);
  return row;
}

/** Reads the encoder named by the route, then shows `children` for it (or the route's failure). */
export function StaffEncoderRecord({
  children,
}: {
  children(row: EncoderSearchResult): ReactNode;
}) {
  const { api } = useRuntime();
  const { uuid = '' } = useParams();
  const machine = useMemo(
    () =>
      staffEncoderMachine.provide({
        actors: {
          fetchRecord: fromPromise<EncoderSearchResult>(({ signal }) =>
            findEncoder(api, uuid, signal),
          ),
        },
      }),
    [api, uuid],
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

/** The staff area's trail above an encoder's edit and update pages. */
export function useStaffPlace(): EncoderPlace {
  const { t } = useTranslation('admin');
  return {
    crumbs: [
      { id: 'admin', label: t('area'), href: '/admin' },
      { id: 'encoders', label: t('encoders.staffTitle'), href: '/encoders' },
    ],
    encoderHref: (uuid) => `/encoders/${uuid}`,
  };
}
