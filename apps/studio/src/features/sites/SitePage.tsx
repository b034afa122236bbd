import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { createSiteRecordActors, type SiteRecord } from './actors';
import { siteList } from './site-list';
import { SiteView } from './SiteView';

const siteMachine = createRecordMachine<SiteRecord>();

/** One site through the record machine (with its playlists' names); Remove asks for CONFIRM. */
export function SitePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <SiteDetails customerId={customerId} uuid={uuid} /> : null;
}

function SiteDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('sites');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => siteMachine.provide({ actors: createSiteRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const deleteSite = async ({ site }: SiteRecord) => {
    try {
      await api.deleteSite(customerId, site.uuid);
    } catch (error) {
      toast.show({ title: t('deleteFailed', { name: site.name }), tone: 'error' });
      throw error;
    }
    siteList(api, customerId).send({ type: 'list.refresh' });
    toast.show({ title: t('deleted', { name: site.name }), tone: 'success' }, { timeout: 5000 });
    void navigate('/media/sites');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => <SiteView record={record} onDelete={() => deleteSite(record)} />}
    </RecordContent>
  );
}
