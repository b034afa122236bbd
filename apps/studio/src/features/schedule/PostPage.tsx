import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { createRecordMachine, toMachineError, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useSubjectEvents } from '../../app/subject-events';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { createPostRecordActors, type PostRecord } from './posts';
import { PostView } from './PostView';

const postRecordMachine = createRecordMachine<PostRecord>();

/** `/schedule/post/{uuid}`: one post through the record machine; Cancel asks first. */
export function PostPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <PostDetails customerId={customerId} uuid={uuid} /> : null;
}

function PostDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('schedulePosts');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => postRecordMachine.provide({ actors: createPostRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  // Going out (pending, then posted or failed) shows here as it happens.
  useSubjectEvents(api, customerId, 'post.state', uuid, () => send({ type: 'record.reload' }));

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const deletePost = async ({ post }: PostRecord) => {
    try {
      await api.deletePost(customerId, post.uuid);
    } catch (error) {
      toast.show({
        title: t('deleteFailed', { title: post.title }),
        description: userMessageOf(toMachineError(error)),
        tone: 'error',
      });
      throw error;
    }
    toast.show({ title: t('deleted', { title: post.title }), tone: 'success' }, { timeout: 5000 });
    void navigate('/schedule');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => (
        <PostView post={record.post} choices={record.choices} onDelete={() => deletePost(record)} />
      )}
    </RecordContent>
  );
}
