import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { ApiClient } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  allowedApiClientRoles,
  apiClientList,
  createApiClientRecordActors,
  createApiClientSubmitActors,
  type ApiClientFormValues,
} from './actors';
import { ApiClientFormView } from './ApiClientFormView';
import type { SecretHandoff } from './secret-handoff';

const apiClientFormMachine = createFormMachine<ApiClientFormValues, ApiClient>();
const apiClientMachine = createRecordMachine<ApiClient>();
const loadRules = () => import('./api-client-rules');
const validate = async (values: ApiClientFormValues) =>
  (await loadRules()).apiClientFieldErrors(values);

export function ApiClientCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <ApiClientForm customerId={customerId} client={null} /> : null;
}

export function ApiClientEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <ApiClientEdit customerId={customerId} uuid={uuid} /> : null;
}

function ApiClientEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => apiClientMachine.provide({ actors: createApiClientRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(client) => <ApiClientForm customerId={customerId} client={client} />}
    </RecordContent>
  );
}

/**
 * Create or edit. A new client's answer carries its secret, which goes to the client page in the
 * router's state (never the URL) to be shown once.
 */
function ApiClientForm({ customerId, client }: { customerId: string; client: ApiClient | null }) {
  const { api } = useRuntime();
  const { t } = useTranslation('apiAccess');
  const toast = useToast();
  const navigate = useNavigate();
  const customer = useSession((snapshot) => snapshot.context.customer);
  const allowedRoles = allowedApiClientRoles({
    webPlanId: customer?.webPlanId ?? null,
    vodPlanId: customer?.vodPlanId ?? null,
    multisitePlanId: customer?.multisitePlanId ?? null,
  });
  const machine = useMemo(
    () =>
      apiClientFormMachine.provide({
        actors: createApiClientSubmitActors(api, customerId, client?.uuid ?? null),
      }),
    [api, customerId, client],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: client
        ? { name: client.name, roles: [...client.roles], termsAccepted: true }
        : { name: '', roles: [], termsAccepted: false },
      validate,
    },
  });
  const saved = snapshot.context.result;

  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);
  useEffect(() => {
    if (!saved) return;
    apiClientList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t(client ? 'saved' : 'created', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    const handoff: SecretHandoff | null = saved.clientSecret
      ? { clientSecret: saved.clientSecret }
      : null;
    void navigate(`/settings/api-access/${saved.uuid}`, {
      replace: client === null,
      state: handoff,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  return (
    <ApiClientFormView
      {...(client ? { saved: { name: client.name, uuid: client.uuid } } : {})}
      values={snapshot.context.values}
      allowedRoles={allowedRoles}
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
