import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { RtmpDestination } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createRtmpDestinationRecordActors } from './actors';
import { rtmpDestinationList } from './rtmp-destination-list';
import { RtmpDestinationView } from './RtmpDestinationView';

const rtmpDestinationMachine = createRecordMachine<RtmpDestination>();

/** One RTMP destination through the record machine; Delete asks first, then announces. */
export function RtmpDestinationPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <RtmpDestinationDetails customerId={customerId} uuid={uuid} /> : null;
}

function RtmpDestinationDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsRtmpDestinations');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      rtmpDestinationMachine.provide({
        actors: createRtmpDestinationRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const deleteDestination = async (destination: RtmpDestination) => {
    try {
      await api.deleteRtmpDestination(customerId, destination.uuid);
    } catch (error) {
      toast.show({
        title: t('rtmpDestinations.deleteFailed', { name: destination.name }),
        tone: 'error',
      });
      throw error;
    }
    rtmpDestinationList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('rtmpDestinations.deleted', { name: destination.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/rtmp-destinations');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(destination) => (
        <RtmpDestinationView
          destination={destination}
          onDelete={() => deleteDestination(destination)}
        />
      )}
    </RecordContent>
  );
}
