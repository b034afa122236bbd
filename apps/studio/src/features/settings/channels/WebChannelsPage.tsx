import { useSharedList } from '../shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { webChannelList, type WebChannelListActor } from './channel-lists';
import { useRegions } from './regions-record';
import { WebChannelsView } from './WebChannelsView';

/**
 * The web channels through the organisation's list actor (each visit sends `list.fetch`,
 * skipped while the last fetch is younger than 120 s), with the regions they name.
 */
export function WebChannelsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <WebChannelList list={webChannelList(api, customerId)} /> : null;
}

function WebChannelList({ list }: { list: WebChannelListActor }) {
  const regions = useRegions();
  const view = useSharedList(list);
  // A failed first fetch replaces the page (its status picks the view); Retry fetches again.
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
    <WebChannelsView
      channels={view.items}
      regions={regions}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
