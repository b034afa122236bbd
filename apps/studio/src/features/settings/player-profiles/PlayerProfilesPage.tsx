import { useSharedList } from '../shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { playerProfileList } from './player-profile-list';
import { PlayerProfilesView } from './PlayerProfilesView';

/**
 * The list of player profiles through the organisation's list actor: each visit sends `list.fetch`,
 * which the machine skips while the last fetch is younger than 120 s.
 */
export function PlayerProfilesPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  // The authenticated routes exist only with a signed-in person.
  return customerId ? <PlayerProfileList list={playerProfileList(api, customerId)} /> : null;
}

function PlayerProfileList({ list }: { list: ReturnType<typeof playerProfileList> }) {
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
    <PlayerProfilesView
      profiles={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
