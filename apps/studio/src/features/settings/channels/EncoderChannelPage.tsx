import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { EncoderChannel } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createEncoderChannelRecordActors, type EncoderChannelDetails } from './actors';
import { encoderChannelList } from './channel-lists';
import { EncoderChannelView } from './EncoderChannelView';

const encoderChannelMachine = createRecordMachine<EncoderChannelDetails>();

/** One encoder channel: read through the record machine; Delete asks first, then announces. */
export function EncoderChannelPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? (
    <EncoderChannelDetailsPage customerId={customerId} uuid={uuid} />
  ) : null;
}

function EncoderChannelDetailsPage({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsChannels');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      encoderChannelMachine.provide({
        actors: createEncoderChannelRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const deleteChannel = async (channel: EncoderChannel) => {
    try {
      await api.deleteEncoderChannel(customerId, channel.uuid);
    } catch (error) {
      toast.show({
        title: t('encoderChannels.deleteFailed', { name: channel.name }),
        tone: 'error',
      });
      throw error;
    }
    encoderChannelList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('encoderChannels.deleted', { name: channel.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/encoder-channels');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(details) => (
        <EncoderChannelView {...details} onDelete={() => deleteChannel(details.channel)} />
      )}
    </RecordContent>
  );
}
