import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { createFeedRecordActors, feedList, type FeedRecord } from './feeds';
import { FeedView } from './FeedView';

const feedMachine = createRecordMachine<FeedRecord>();

/** `/media/feeds/{uuid}`: one feed through the record machine; Delete asks first. */
export function FeedPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <FeedDetails customerId={customerId} uuid={uuid} /> : null;
}

function FeedDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryFeeds');
  const toast = useToast();
  const navigate = useNavigate();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const machine = useMemo(
    () => feedMachine.provide({ actors: createFeedRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const deleteFeed = async ({ feed }: FeedRecord) => {
    try {
      await api.deleteFeed(customerId, feed.uuid);
    } catch (error) {
      toast.show({ title: t('deleteFailed', { name: feed.name }), tone: 'error' });
      throw error;
    }
    feedList(api, customerId).send({ type: 'list.refresh' });
    toast.show({ title: t('deleted', { name: feed.name }), tone: 'success' }, { timeout: 5000 });
    void navigate('/media/feeds');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => (
        <FeedView
          feed={record.feed}
          playlistName={
            record.playlists.find((playlist) => playlist.id === record.feed.playlistId)?.name ??
            null
          }
          canManage={capabilities.includes('mediaLibrary.update')}
          onDelete={() => deleteFeed(record)}
        />
      )}
    </RecordContent>
  );
}
