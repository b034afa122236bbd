import { useSharedList } from '../settings/shared-list';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useRuntime, useSession } from '../../app/runtime-context';
import { siteList, type SiteListActor } from './site-list';
import { SitesView } from './SitesView';

/** The list through the organisation's list actor: `list.fetch` on each visit (120 s fresh). */
export function SitesPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <SiteList list={siteList(api, customerId)} /> : null;
}

function SiteList({ list }: { list: SiteListActor }) {
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
    <SitesView
      sites={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
