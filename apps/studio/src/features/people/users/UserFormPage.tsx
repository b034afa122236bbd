import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { User } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createUserRecordActors,
  createUserSubmitActors,
  userFormValues,
  type UserFormValues,
  type UserRecord,
} from './actors';
import { userList } from './user-lists';
import { UserFormView } from './UserFormView';

const userMachine = createRecordMachine<UserRecord>();
const userFormMachine = createFormMachine<UserFormValues, User>();

/** The rules with yup, fetched when the form shows and awaited on the first submit. */
const loadRules = () => import('./user-rules');
const validate = async (values: UserFormValues) => (await loadRules()).userFieldErrors(values);

/** Edit reads the user and the encoder channels (record machine), then hands them to the form. */
export function UserFormPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <UserEdit customerId={customerId} uuid={uuid} /> : null;
}

function UserEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => userMachine.provide({ actors: createUserRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => <UserForm customerId={customerId} record={record} />}
    </RecordContent>
  );
}

function UserForm({ customerId, record }: { customerId: string; record: UserRecord }) {
  const { api } = useRuntime();
  const { t } = useTranslation('people');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => userFormMachine.provide({ actors: createUserSubmitActors(api, customerId, record.user) }),
    [api, customerId, record],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: userFormValues(record.user), validate },
  });
  const saved = snapshot.context.result;

  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);

  // Saved: announce it, refresh the list, show the user.
  useEffect(() => {
    if (!saved) return;
    userList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('user.saved', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/settings/users/${saved.uuid}`);
    // Runs once, when the saved user arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <UserFormView
      record={record}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
