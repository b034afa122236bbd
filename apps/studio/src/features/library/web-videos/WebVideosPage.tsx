import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { webVideoList, type WebVideoListActor } from './web-videos';
import { WebVideosView } from './WebVideosView';

/** `/media/web-videos`: the list, rows on their way (starting, stopping) re-read until settled. */
export function WebVideosPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <WebVideos list={webVideoList(api, customerId)} /> : null;
}

function WebVideos({ list }: { list: WebVideoListActor }) {
  const state = useSharedList(list);
  if (state.failure) {
    return (
      <RouteFailureView
        status={state.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={state.retry}
      />
    );
  }
  return (
    <WebVideosView
      webVideos={state.items}
      hasMore={state.hasMore}
      isLoadingMore={state.isLoadingMore}
      onLoadMore={state.loadMore}
    />
  );
}
