import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
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
  useEffect(() => list.send({ type: 'list.fetch' }), [list]);
  const snapshot = useSelector(list, (current) => current);
  const { items, error, nextUrl } = snapshot.context;
  if (snapshot.matches('error') && error) {
    return (
      <RouteFailureView
        status={error.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={() => list.send({ type: 'list.fetch' })}
      />
    );
  }
  const hasFetched =
    snapshot.matches('fetched') || snapshot.matches('fetchingMore') || snapshot.matches('polling');
  return (
    <DestinationGroupsView
      groups={hasFetched || items.length > 0 ? items : null}
      canCreate={canCreate}
      hasMore={nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onLoadMore={() => list.send({ type: 'list.fetchMore' })}
    />
  );
}
