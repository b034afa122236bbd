import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PaymentMethod, TrialEligibility } from '@studio/api';
import {
  createFormMachine,
  createRecordMachine,
  fieldErrorsOf,
  trialMachine,
  type SubmitInput,
  userMessageOf,
} from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { createPlansActors, type PlansRecord } from './actors';
import { useCapability } from './organisation-tabs';
import { PaymentMethodForm, PlansView } from './PlansView';
import type { PaymentMethodFormValues, TrialFormValues } from './trial-form';
import { TrialPanel, type TrialPanelState } from './TrialPanel';

const plansMachine = createRecordMachine<PlansRecord>();
const paymentFormMachine = createFormMachine<PaymentMethodFormValues, PaymentMethod>();
const loadRules = () => import('./organisation-rules');

/** `/signup/plans`: the plans, the On Demand trial (trial machine) and the payment methods. */
export function PlansPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <Plans customerId={customerId} /> : null;
}

function Plans({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const canManage = useCapability('subscription.manage');
  const machine = useMemo(
    () => plansMachine.provide({ actors: createPlansActors(api, customerId, canManage) }),
    [api, customerId, canManage],
  );
  const [snapshot, send] = useMachine(machine);
  const customer = useSession((session) => session.context.customer);
  const currentPlanIds = [
    customer?.webPlanId,
    customer?.vodPlanId,
    customer?.multisitePlanId,
  ].filter((id): id is string => typeof id === 'string');
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => {
        const onDemand = record.trials.find((entry) => entry.product === 'on_demand');
        return (
          <PlansView
            plans={record.plans}
            currentPlanIds={currentPlanIds}
            trial={
              onDemand ? (
                <OnDemandTrial
                  // A new eligibility (after a start, a cancel) starts the machine where it is.
                  key={`${onDemand.state}-${onDemand.trial?.startedAt ?? ''}`}
                  customerId={customerId}
                  eligibility={onDemand}
                  paymentMethods={record.paymentMethods}
                  onChanged={() => send({ type: 'record.reload' })}
                />
              ) : null
            }
            paymentMethodForm={
              record.paymentMethods ? (
                <NewPaymentMethod
                  customerId={customerId}
                  onAdded={() => send({ type: 'record.reload' })}
                />
              ) : null
            }
          />
        );
      }}
    </RecordContent>
  );
}

const initialState = (eligibility: TrialEligibility): TrialPanelState | null =>
  eligibility.state === 'subscribed'
    ? 'subscribed'
    : eligibility.state === 'not_subscribed'
      ? 'notSubscribed'
      : null;

function OnDemandTrial({
  customerId,
  eligibility,
  paymentMethods,
  onChanged,
}: {
  customerId: string;
  eligibility: TrialEligibility;
  paymentMethods: PaymentMethod[] | null;
  onChanged(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsOrganisation');
  const toast = useToast();
  const user = useSession((session) => session.context.user);
  const [values, setValues] = useState<TrialFormValues>(() => ({
    paymentMethodId: '',
    contact: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.userName ?? '',
    },
    termsAccepted: false,
  }));
  const [ruleErrors, setRuleErrors] = useState<Readonly<Record<string, string>>>({});
  // The machine's start actor sends what the form holds when the person pressed Start.
  const submitted = useRef(values);
  const machine = useMemo(
    () =>
      trialMachine.provide({
        actors: {
          startTrial: fromPromise(async ({ signal }) => {
            const { paymentMethodId, contact } = submitted.current;
            // Sent only once the rules passed, which include the accepted terms.
            await api.startTrial(
              customerId,
              { product: 'on_demand', paymentMethodId, contact, termsAccepted: true },
              { signal },
            );
          }),
          cancelTrial: fromPromise(async ({ signal }) => {
            await api.cancelTrial(customerId, 'on_demand', { signal });
          }),
        },
      }),
    [api, customerId],
  );
  const trial = eligibility.trial ?? null;
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      status: trial?.status ?? null,
      eligible: eligibility.state === 'eligible',
      ...(trial?.status === 'in_trial'
        ? { remainingMs: Math.max(0, new Date(trial.endsAt).getTime() - Date.now()) }
        : {}),
    },
  });

  // The trial moved on (started, cancelled): announce it, and read the eligibility again for
  // the dates the server gave it.
  const lifecycle = snapshot.matches('inTrial')
    ? 'inTrial'
    : snapshot.matches('cancelled')
      ? 'cancelled'
      : null;
  const opened = useRef(lifecycle);
  useEffect(() => {
    if (lifecycle === null || lifecycle === opened.current) return;
    toast.show(
      {
        title: t(
          lifecycle === 'inTrial'
            ? 'organisation.trial.startedToast'
            : 'organisation.trial.cancelledToast',
        ),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    onChanged();
    // Runs when the lifecycle changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lifecycle]);

  const error = snapshot.context.error;
  const serverFieldErrors = error ? fieldErrorsOf(error) : {};
  const fieldErrors = { ...serverFieldErrors, ...ruleErrors };
  const state: TrialPanelState =
    initialState(eligibility) ??
    (snapshot.matches('starting')
      ? 'starting'
      : snapshot.matches({ inTrial: { cancellation: 'cancelling' } })
        ? 'cancelling'
        : snapshot.matches('inTrial')
          ? 'inTrial'
          : snapshot.matches('cancelled')
            ? 'cancelled'
            : snapshot.matches('expired')
              ? 'expired'
              : snapshot.matches('notSubscribed')
                ? 'notSubscribed'
                : 'eligible');

  const start = async () => {
    const found = (await loadRules()).trialFieldErrors(values);
    setRuleErrors(found);
    if (Object.keys(found).length > 0) return;
    submitted.current = values;
    send({ type: 'trial.start' });
  };

  // The dialog stays pending until the machine leaves `cancelling`.
  const cancel = () =>
    new Promise<void>((resolve, reject) => {
      send({ type: 'trial.cancel' });
      const subscription = actor.subscribe((next) => {
        if (next.matches({ inTrial: { cancellation: 'cancelling' } })) return;
        subscription.unsubscribe();
        if (next.matches('cancelled')) resolve();
        else reject(new Error(next.context.error?.message ?? 'The trial was not cancelled.'));
      });
    });

  return (
    <TrialPanel
      state={state}
      trial={trial}
      paymentMethods={paymentMethods}
      values={values}
      fieldErrors={fieldErrors}
      refusal={
        // A refusal that names a field shows there; a trial code or a refusal without a field
        // shows above the form.
        error && (snapshot.context.errorCode || Object.keys(serverFieldErrors).length === 0)
          ? { code: snapshot.context.errorCode, status: error.status, message: error.message }
          : null
      }
      onChange={(next) => {
        setValues(next);
        setRuleErrors({});
      }}
      onStart={() => void start()}
      onCancel={cancel}
    />
  );
}

const NO_PAYMENT_METHOD: PaymentMethodFormValues = { label: '', lastFour: '', expiryMonth: '' };

/** The payment method form (form machine): a label, the last four digits, the expiry month. */
function NewPaymentMethod({ customerId, onAdded }: { customerId: string; onAdded(): void }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsOrganisation');
  const toast = useToast();
  // A fresh machine after each addition, so the form empties for the next one.
  const [round, setRound] = useState(0);
  const machine = useMemo(
    () =>
      paymentFormMachine.provide({
        actors: {
          submit: fromPromise<PaymentMethod, SubmitInput<PaymentMethodFormValues>>(
            ({ input, signal }) => api.createPaymentMethod(customerId, input.values, { signal }),
          ),
        },
      }),
    // The round number restarts the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, customerId, round],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: NO_PAYMENT_METHOD,
      validate: async (values: PaymentMethodFormValues) =>
        (await loadRules()).paymentMethodFieldErrors(values, new Date()),
    },
  });
  const added = snapshot.context.result;
  useEffect(() => {
    if (!added) return;
    toast.show(
      { title: t('organisation.trial.paymentAdded', { label: added.label }), tone: 'success' },
      { timeout: 5000 },
    );
    onAdded();
    setRound((value) => value + 1);
    // Runs once, when the added method arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added]);
  const { error, fieldErrors } = snapshot.context;
  return (
    <PaymentMethodForm
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null}
      isSubmitting={snapshot.matches('checking') || snapshot.matches('submitting')}
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
