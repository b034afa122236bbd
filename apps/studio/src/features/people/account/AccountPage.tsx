import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { User } from '@studio/api';
import {
  createFormMachine,
  createRecordMachine,
  type MachineError,
  type SubmitInput,
  userMessageOf,
} from '@studio/machines';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { AccountView, type PasswordChangeValues } from './AccountView';

const profileMachine = createRecordMachine<User>();
const passwordMachine = createFormMachine<PasswordChangeValues, User>();
const emailMachine = createFormMachine<{ userName: string }, User>();

/** The rules with yup, fetched when the page shows and awaited on the first submit. */
const loadRules = () => import('./account-rules');
const validatePassword = async (values: PasswordChangeValues) =>
  (await loadRules()).passwordChangeFieldErrors(values);
const validateEmail = async (values: { userName: string }) =>
  (await loadRules()).emailChangeFieldErrors(values);

const EMPTY_PASSWORDS: PasswordChangeValues = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

/**
 * The signed-in person's own user (getUser on themself, accountDetails), a password change with
 * the current password, and an e-mail change that waits for its verification link.
 */
export function AccountPage() {
  const user = useSession((snapshot) => snapshot.context.user);
  return user ? (
    <Account customerId={user.customerId} userId={user.userId} customerName={user.customerName} />
  ) : null;
}

function Account({
  customerId,
  userId,
  customerName,
}: {
  customerId: string;
  userId: string;
  customerName: string;
}) {
  const { api } = useRuntime();
  const people = api;
  const machines = useMemo(() => {
    const update = (body: Parameters<typeof people.updateUser>[2], signal: AbortSignal) =>
      people.updateUser(customerId, userId, body, { signal });
    return {
      profile: profileMachine.provide({
        actors: {
          fetchRecord: fromPromise(({ signal }) => people.getUser(customerId, userId, { signal })),
        },
      }),
      password: passwordMachine.provide({
        actors: {
          submit: fromPromise<User, SubmitInput<PasswordChangeValues>>(
            ({ input: { values }, signal }) =>
              update(
                { currentPassword: values.currentPassword, password: values.password },
                signal,
              ),
          ),
        },
      }),
      email: emailMachine.provide({
        actors: {
          submit: fromPromise<User, SubmitInput<{ userName: string }>>(
            ({ input: { values }, signal }) => update({ userName: values.userName.trim() }, signal),
          ),
        },
      }),
    };
  }, [people, customerId, userId]);
  const [profile, sendProfile] = useMachine(machines.profile);
  const [password, sendPassword] = useMachine(machines.password, {
    input: { values: EMPTY_PASSWORDS, validate: validatePassword },
  });
  const [email, sendEmail] = useMachine(machines.email, {
    input: { values: { userName: '' }, validate: validateEmail },
  });

  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);
  // A saved e-mail change shows as pending on the profile.
  useEffect(() => {
    if (email.context.result) sendProfile({ type: 'record.reload' });
  }, [email.context.result, sendProfile]);

  const formError = (error: MachineError | null, fieldErrors: object) =>
    error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null;

  return (
    <RecordContent
      data={profile.context.data}
      error={profile.context.error}
      onRetry={() => sendProfile({ type: 'record.retry' })}
    >
      {(user) => (
        <AccountView
          profile={{
            name: user.name,
            userName: user.userName,
            customerName,
            roles: user.roles,
            pendingUserName: email.context.result?.pendingUserName ?? user.pendingUserName ?? null,
          }}
          password={{
            values: password.context.values,
            fieldErrors: password.context.fieldErrors,
            formError: formError(password.context.error, password.context.fieldErrors),
            isSubmitting: password.matches('checking') || password.matches('submitting'),
            isDone: password.context.result !== null,
            onChange: (values) => sendPassword({ type: 'form.change', values }),
            onSubmit: () => sendPassword({ type: 'form.submit' }),
          }}
          email={{
            values: email.context.values,
            fieldErrors: email.context.fieldErrors,
            formError: formError(email.context.error, email.context.fieldErrors),
            isSubmitting: email.matches('checking') || email.matches('submitting'),
            isDone: email.context.result !== null,
            onChange: (values) => sendEmail({ type: 'form.change', values }),
            onSubmit: () => sendEmail({ type: 'form.submit' }),
          }}
        />
      )}
    </RecordContent>
  );
}
