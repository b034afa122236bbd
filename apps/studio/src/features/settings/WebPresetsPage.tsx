import { useSharedList } from './shared-list';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useRuntime, useSession } from '../../app/runtime-context';
import { webPresetList } from './web-preset-list';
import { WebPresetsView } from './WebPresetsView';

/**
 * The list of web presets through the organisation's list actor: each visit sends `list.fetch`,
 * which the machine skips while the last fetch is younger than 120 s.
 */
export function WebPresetsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  // The authenticated routes exist only with a signed-in person.
  return customerId ? <WebPresetList list={webPresetList(api, customerId)} /> : null;
}

function WebPresetList({ list }: { list: ReturnType<typeof webPresetList> }) {
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
    <WebPresetsView
      presets={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
