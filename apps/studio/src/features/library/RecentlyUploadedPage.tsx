import { useRuntime, useSession } from '../../app/runtime-context';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useSharedList } from '../settings/shared-list';
import { libraryList, type LibraryListActor } from './library-list';
import { RecentlyUploadedView } from './RecentlyUploadedView';

/**
 * `/media/recently-uploaded`: the library, most recent first, its uploads only (live recordings
 * are the library's). Items still processing are re-read one by one by the list machine.
 */
export function RecentlyUploadedPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? (
    <RecentUploads list={libraryList(api, customerId, { text: '', sort: 'desc.start_time' })} />
  ) : null;
}

function RecentUploads({ list }: { list: LibraryListActor }) {
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
    <RecentlyUploadedView
      uploads={state.items?.filter((item) => item.mediaSource === 'UPLOADED') ?? null}
      hasMore={state.hasMore}
      isLoadingMore={state.isLoadingMore}
      onLoadMore={state.loadMore}
    />
  );
}
