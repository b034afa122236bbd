import { useSharedList } from '../shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { canCreateDestinationGroups } from './can-create';
import { destinationGroupList, type DestinationGroupListActor } from './destination-group-list';
import { DestinationGroupsView } from './DestinationGroupsView';

/** The list through the organisation's list actor: `list.fetch` on each visit (120 s fresh). */
export function DestinationGroupsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const canCreate = useSession((snapshot) => canCreateDestinationGroups(snapshot.context.user));
  return customerId ? (
    <DestinationGroupList list={destinationGroupList(api, customerId)} canCreate={canCreate} />
  ) : null;
}

function DestinationGroupList({
  list,
  canCreate,
}: {
  list: DestinationGroupListActor;
  canCreate: boolean;
}) {
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
    <DestinationGroupsView
      groups={view.items}
      canCreate={canCreate}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
