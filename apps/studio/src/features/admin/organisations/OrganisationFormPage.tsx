import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Customer, StudioApi } from '@studio/api';
import type { OrganisationFormValues } from '@studio/domain';
import {
  createFormMachine,
  createRecordMachine,
  type SubmitInput,
  userMessageOf,
} from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime } from '../../../app/runtime-context';
import { usePrefetchRules } from '../../settings/prefetch-rules';
import {
  NEW_ORGANISATION,
  organisationFormValuesOf,
  organisationInputOf,
} from './organisation-form';
import { OrganisationFormView, type OrganisationPlans } from './OrganisationFormView';

interface OrganisationFormData {
  readonly customer: Customer | null;
  readonly plans: OrganisationPlans;
}

const formDataMachine = createRecordMachine<OrganisationFormData>();
const organisationFormMachine = createFormMachine<OrganisationFormValues, Customer>();

const loadRules = () => import('./organisation-rules');
const validate = async (values: OrganisationFormValues) =>
  (await loadRules()).organisationFormErrors(values);

/** The form reads the plans to choose from, and the organisation when editing, in one go. */
function createFormDataActors(api: StudioApi, customerId: string | null) {
  return {
    fetchRecord: fromPromise<OrganisationFormData>(async ({ signal }) => {
      const [customer, web, vod, multisite] = await Promise.all([
        customerId ? api.getCustomer(customerId, { signal }) : Promise.resolve(null),
        api.listPlans('web', { signal }),
        api.listPlans('vod', { signal }),
        api.listPlans('multisite', { signal }),
      ]);
      return { customer, plans: { web, vod, multisite } };
    }),
  };
}

/** Create, or replace the organisation; a new manager (`managedBy`) is the move operation. */
function createSubmitActors(api: StudioApi, customer: Customer | null) {
  return {
    submit: fromPromise<Customer, SubmitInput<OrganisationFormValues>>(
      async ({ input, signal }) => {
        const body = organisationInputOf(input.values);
        if (!customer) return api.createCustomer(body, { signal });
        const saved = await api.updateCustomer(customer.uuid, body, { signal });
        const managedBy = input.values.managedBy.trim();
        return managedBy === ''
          ? saved
          : api.moveCustomer(customer.uuid, { managedBy }, { signal });
      },
    ),
  };
}

export function OrganisationCreatePage() {
  return <OrganisationFormData customerId={null} />;
}

export function OrganisationEditPage() {
  const { uuid } = useParams();
  return uuid ? <OrganisationFormData customerId={uuid} /> : null;
}

function OrganisationFormData({ customerId }: { customerId: string | null }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => formDataMachine.provide({ actors: createFormDataActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(data) => <OrganisationForm customer={data.customer} plans={data.plans} />}
    </RecordContent>
  );
}

function OrganisationForm({
  customer,
  plans,
}: {
  customer: Customer | null;
  plans: OrganisationPlans;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => organisationFormMachine.provide({ actors: createSubmitActors(api, customer) }),
    [api, customer],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: customer ? organisationFormValuesOf(customer) : NEW_ORGANISATION,
      validate,
    },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  useEffect(() => {
    if (!saved) return;
    toast.show(
      { title: t(customer ? 'form.saved' : 'form.created', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/admin/organizations/${saved.uuid}`, { replace: customer === null });
    // Runs once, when the saved organisation arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  return (
    <OrganisationFormView
      savedName={customer?.name}
      backHref={customer ? `/admin/organizations/${customer.uuid}` : '/admin/organizations'}
      values={snapshot.context.values}
      plans={plans}
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
