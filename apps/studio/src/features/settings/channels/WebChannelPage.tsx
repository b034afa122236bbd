import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { WebChannel } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createWebChannelRecordActors, type WebChannelDetails } from './actors';
import { webChannelList } from './channel-lists';
import { WebChannelView } from './WebChannelView';

const webChannelMachine = createRecordMachine<WebChannelDetails>();

/** One web channel: read through the record machine; Remove asks first, then announces. */
export function WebChannelPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <WebChannelDetailsPage customerId={customerId} uuid={uuid} /> : null;
}

function WebChannelDetailsPage({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsChannels');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      webChannelMachine.provide({
        actors: createWebChannelRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const removeChannel = async (channel: WebChannel) => {
    try {
      await api.deleteWebChannel(customerId, channel.uuid);
    } catch (error) {
      toast.show({
        title: t('webChannels.removeFailed', { name: channel.name }),
        tone: 'error',
      });
      throw error;
    }
    webChannelList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('webChannels.removed', { name: channel.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/web-channels');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(details) => <WebChannelView {...details} onRemove={() => removeChannel(details.channel)} />}
    </RecordContent>
  );
}
