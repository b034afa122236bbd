import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { HardwareUnit } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime } from '../../../app/runtime-context';
import { useCanChangeAsStaff } from '../access';
import { HardwareUnitView } from './HardwareUnitView';

const unitMachine = createRecordMachine<HardwareUnit>();

export function HardwareUnitPage() {
  const { uuid } = useParams();
  return uuid ? <HardwareUnitRecord uuid={uuid} /> : null;
}

function HardwareUnitRecord({ uuid }: { uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const canChange = useCanChangeAsStaff();
  const machine = useMemo(
    () =>
      unitMachine.provide({
        actors: {
          fetchRecord: fromPromise<HardwareUnit>(({ signal }) =>
            api.getHardwareUnit(uuid, { signal }),
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
      {(unit) => (
        <HardwareUnitView
          unit={unit}
          canChange={canChange}
          onDelete={async () => {
            try {
              await api.deleteHardwareUnit(unit.uuid);
            } catch (error) {
              toast.show({
                title: t('hardware.deleteFailed', { serial: unit.serialNumber }),
                tone: 'error',
              });
              throw error;
            }
            toast.show(
              { title: t('hardware.deleted', { serial: unit.serialNumber }), tone: 'success' },
              { timeout: 5000 },
            );
            void navigate('/hardware');
          }}
        />
      )}
    </RecordContent>
  );
}
