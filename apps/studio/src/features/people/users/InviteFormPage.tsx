import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import type { Invite } from '@studio/api';
import { createFormMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createInviteSubmitActors, type InviteFormValues } from './actors';
import { inviteList } from './user-lists';
import { InviteFormView } from './InviteFormView';

const inviteFormMachine = createFormMachine<InviteFormValues, Invite>();
const loadRules = () => import('./user-rules');
const validate = async (values: InviteFormValues) => (await loadRules()).inviteFieldErrors(values);

export function InviteFormPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <InviteForm customerId={customerId} /> : null;
}

/** Sends the invitation; success is announced and the users page shows it among the pending. */
function InviteForm({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('people');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => inviteFormMachine.provide({ actors: createInviteSubmitActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: { email: '', roles: [] }, validate },
  });
  const sent = snapshot.context.result;

  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);
  useEffect(() => {
    if (!sent) return;
    inviteList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('invites.sent', { email: sent.email }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/users', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  const { error, fieldErrors } = snapshot.context;
  return (
    <InviteFormView
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null}
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
