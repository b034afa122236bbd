import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { hasPermission } from '@studio/domain';
import { createRecordMachine, type SessionUser } from '@studio/machines';
import type { OnboardingState, OnboardingStepName } from '@studio/api';
import { Button, InlineAlert, useToast } from '@studio/ui';
import { useRuntime } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { OnboardingChecklist } from './OnboardingChecklist';
import { stepHref } from './onboarding-steps';

const checklistMachine = createRecordMachine<OnboardingState>();

/**
 * The dashboard's getting-started card: the organisation's checklist, read on each visit (other
 * people's work completes steps). It disappears once every step is done, and stays out of the
 * way when it cannot be read for lack of permission; another failure offers a retry without
 * blocking the rest of the dashboard.
 */
export function OnboardingCard({ user }: { user: SessionUser }) {
  // The checklist is the organisation's account business (the operation's permission).
  return hasPermission(user.roles, 'accountDetails') ? <Checklist user={user} /> : null;
}

function Checklist({ user }: { user: SessionUser }) {
  const { api } = useRuntime();
  const toast = useToast();
  const { t } = useTranslation('onboarding');
  const { customerId } = user;
  const machine = useMemo(
    () =>
      checklistMachine.provide({
        actors: {
          fetchRecord: fromPromise<OnboardingState>(({ signal }) =>
            api.getOnboardingState(customerId, { signal }),
          ),
        },
      }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  const [pending, setPending] = useState<OnboardingStepName | 'resend' | null>(null);
  const { data, error } = snapshot.context;

  if (error) {
    if (error.status === 403 || error.status === 404) return null;
    return (
      <InlineAlert tone="warning" title={t('title')}>
        {error.message}{' '}
        <Button size="sm" onPress={() => send({ type: 'record.retry' })}>
          {t('retry')}
        </Button>
      </InlineAlert>
    );
  }
  if (!data || data.steps.every((step) => step.done)) return null;

  const skip = async (step: OnboardingStepName) => {
    setPending(step);
    try {
      await api.completeOnboardingStep(customerId, step);
      toast.show(
        { title: t('skipped', { step: t(`steps.${step}.label`) }), tone: 'success' },
        { timeout: 5000 },
      );
      send({ type: 'record.reload' });
    } catch {
      toast.show({ title: t('skipFailed'), tone: 'error' });
    } finally {
      setPending(null);
    }
  };
  const resend = async () => {
    setPending('resend');
    try {
      await api.resendVerificationEmail(user.userName);
      toast.show({ title: t('resendSent', { email: user.userName }), tone: 'success' });
    } catch {
      toast.show({ title: t('resendFailed'), tone: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <OnboardingChecklist
      state={data}
      hrefOf={(step) => stepHref(step, user.roles)}
      onSkip={(step) => void skip(step)}
      onResend={() => void resend()}
      pending={pending}
    />
  );
}
