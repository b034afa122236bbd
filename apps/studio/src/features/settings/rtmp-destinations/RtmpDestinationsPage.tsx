import { useSharedList } from '../shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { rtmpDestinationList, type RtmpDestinationListActor } from './rtmp-destination-list';
import { RtmpDestinationsView } from './RtmpDestinationsView';

/** The list through the organisation's list actor: `list.fetch` on each visit (120 s fresh). */
export function RtmpDestinationsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <RtmpDestinationList list={rtmpDestinationList(api, customerId)} /> : null;
}

function RtmpDestinationList({ list }: { list: RtmpDestinationListActor }) {
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
    <RtmpDestinationsView
      destinations={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
