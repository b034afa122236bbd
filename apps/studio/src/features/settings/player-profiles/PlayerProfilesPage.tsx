import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
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
  useEffect(() => list.send({ type: 'list.fetch' }), [list]);
  const snapshot = useSelector(list, (current) => current);
  const { items, error, nextUrl } = snapshot.context;
  // A failed first fetch replaces the page (its status picks the view); Retry fetches again.
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
    <PlayerProfilesView
      profiles={hasFetched || items.length > 0 ? items : null}
      hasMore={nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onLoadMore={() => list.send({ type: 'list.fetchMore' })}
    />
  );
}
