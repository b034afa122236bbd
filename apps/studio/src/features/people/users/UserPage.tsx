import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createUserRecordActors, type UserRecord } from './actors';
import { userList } from './user-lists';
import { UserView } from './UserView';

const userMachine = createRecordMachine<UserRecord>();

/** One user through the record machine; Remove asks first, ends their sessions, then announces. */
export function UserPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <UserDetails customerId={customerId} uuid={uuid} /> : null;
}

function UserDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('people');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => userMachine.provide({ actors: createUserRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  const remove = async (record: UserRecord) => {
    const { name } = record.user;
    try {
      await api.deleteUser(customerId, record.user.uuid);
    } catch (error) {
      toast.show({ title: t('user.removeFailed', { name }), tone: 'error' });
      throw error;
    }
    userList(api, customerId).send({ type: 'list.refresh' });
    toast.show({ title: t('user.removed', { name }), tone: 'success' }, { timeout: 5000 });
    void navigate('/settings/users');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => <UserView record={record} onRemove={() => remove(record)} />}
    </RecordContent>
  );
}
