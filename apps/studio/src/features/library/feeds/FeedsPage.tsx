import { useEffect, useState } from 'react';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { feedList, feedPlaylistChoices, type FeedListActor } from './feeds';
import { FeedsView } from './FeedsView';

/** `/media/feeds`: the list through the organisation's list actor (120 s fresh). */
export function FeedsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <Feeds customerId={customerId} list={feedList(api, customerId)} /> : null;
}

function Feeds({ customerId, list }: { customerId: string; list: FeedListActor }) {
  const { api } = useRuntime();
  const state = useSharedList(list);
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const [playlistNames, setPlaylistNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    feedPlaylistChoices(api, customerId, controller.signal)
      .then((playlists) =>
        setPlaylistNames(new Map(playlists.map((playlist) => [playlist.id, playlist.name]))),
      )
      .catch(() => {
        // The names stay out; the feeds themselves are shown.
      });
    return () => controller.abort();
  }, [api, customerId]);
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
    <FeedsView
      feeds={state.items}
      playlistNames={playlistNames}
      canManage={capabilities.includes('mediaLibrary.update')}
      hasMore={state.hasMore}
      isLoadingMore={state.isLoadingMore}
      onLoadMore={state.loadMore}
    />
  );
}
