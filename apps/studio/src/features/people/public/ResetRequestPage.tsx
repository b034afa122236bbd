import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { createFormMachine } from '@studio/machines';
import { useTranslation } from '../../../i18n/react';
import { useRuntime } from '../../../app/runtime-context';
import { createResetRequestActors } from './actors';
import { ResetRequestView } from './ResetRequestView';

const resetRequestMachine = createFormMachine<{ email: string }, string>();
const loadRules = () => import('./public-rules');
const validate = async (values: { email: string }) =>
  (await loadRules()).resetRequestFieldErrors(values);

export function ResetRequestPage() {
  const { api } = useRuntime();
  const { t } = useTranslation('peoplePublic');
  const machine = useMemo(
    () => resetRequestMachine.provide({ actors: createResetRequestActors(api) }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input: { values: { email: '' }, validate } });
  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);
  const { error, fieldErrors } = snapshot.context;
  const formError =
    error && Object.keys(fieldErrors).length === 0
      ? error.status === 429
        ? t('resetRequest.tooMany')
        : error.message
      : null;
  return (
    <ResetRequestView
      email={snapshot.context.values.email}
      fieldErrors={fieldErrors}
      formError={formError}
      sentTo={snapshot.context.result}
      isSubmitting={snapshot.matches('checking') || snapshot.matches('submitting')}
      onChange={(email) => send({ type: 'form.change', values: { email } })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
