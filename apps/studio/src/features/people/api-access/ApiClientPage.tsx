import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { type ApiClient } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { apiClientList, createApiClientRecordActors } from './actors';
import { ApiClientView } from './ApiClientView';
import { secretFromNavigation } from './secret-handoff';

const apiClientMachine = createRecordMachine<ApiClient>();

export function ApiClientPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <ApiClientDetails customerId={customerId} uuid={uuid} /> : null;
}

/**
 * One client through the record machine. A secret handed over by the create form (router state)
 * is taken once and the history entry cleared, so going back or reloading never shows it again.
 */
function ApiClientDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('apiAccess');
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const [secret, setSecret] = useState<string | null>(() => secretFromNavigation(location.state));
  const machine = useMemo(
    () => apiClientMachine.provide({ actors: createApiClientRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  useEffect(() => {
    if (secretFromNavigation(location.state) !== null)
      void navigate(location.pathname, { replace: true, state: null });
    // Only the arrival's state matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const regenerate = async (client: ApiClient) => {
    let answer: ApiClient;
    try {
      answer = await api.regenerateApiClientSecret(customerId, client.uuid);
    } catch (error) {
      toast.show({ title: t('regenerateFailed', { name: client.name }), tone: 'error' });
      throw error;
    }
    setSecret(answer.clientSecret ?? null);
    toast.show(
      { title: t('regenerated', { name: client.name }), tone: 'success' },
      { timeout: 5000 },
    );
  };
  const remove = async (client: ApiClient) => {
    try {
      await api.deleteApiClient(customerId, client.uuid);
    } catch (error) {
      toast.show({ title: t('deleteFailed', { name: client.name }), tone: 'error' });
      throw error;
    }
    apiClientList(api, customerId).send({ type: 'list.refresh' });
    toast.show({ title: t('deleted', { name: client.name }), tone: 'success' }, { timeout: 5000 });
    void navigate('/settings/api-access');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(client) => (
        <ApiClientView
          client={client}
          secret={secret}
          canUpdate={capabilities.includes('apiApps.update')}
          canDelete={capabilities.includes('apiApps.delete')}
          onRegenerate={() => regenerate(client)}
          onDelete={() => remove(client)}
        />
      )}
    </RecordContent>
  );
}
