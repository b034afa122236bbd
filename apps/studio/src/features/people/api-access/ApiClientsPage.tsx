import { useSharedList } from '../../settings/shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { apiClientList, type ApiClientListActor } from './actors';
import { ApiClientsView } from './ApiClientsView';

/** The list through the organisation's kept list actor: `list.fetch` on each visit (120 s fresh). */
export function ApiClientsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const canCreate = useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes('apiApps.add') ?? false,
  );
  return customerId ? (
    <ApiClients list={apiClientList(api, customerId)} canCreate={canCreate} />
  ) : null;
}

function ApiClients({ list, canCreate }: { list: ApiClientListActor; canCreate: boolean }) {
  const view = useSharedList(list);
  if (view.failure) {
    return (
      <RouteFailureView
        status={view.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={view.retry}
      />
    );
  }
  return (
    <ApiClientsView
      clients={view.items}
      canCreate={canCreate}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
