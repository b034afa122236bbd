import { useRuntime, useSession } from '../../../app/runtime-context';
import { isSupportedBrowser } from '../../errors/browser-support';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { useSharedList } from '../../settings/shared-list';
import { clipList } from './clip-list';
import { ClipsView } from './ClipsView';

/** `/media/clips`: the kept clip list (list machine: 120 s freshness, clips being cut re-fetched). */
export function ClipsPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <Clips customerId={customerId} /> : null;
}

function Clips({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const view = useSharedList(clipList(api, customerId));
  if (view.failure)
    return (
      <RouteFailureView
        status={view.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={view.retry}
      />
    );
  return (
    <ClipsView
      clips={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}

// One import site for the clip list and one clip (see TrimPage.tsx).
export { ClipPage } from './ClipPage';
