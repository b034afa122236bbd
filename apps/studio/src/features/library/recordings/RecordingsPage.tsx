import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { recordingList, type RecordingListActor } from './recordings';
import { RecordingsView } from './RecordingsView';

/** `/media/encoder-videos`: the recordings, rows still being written re-read until they end. */
export function RecordingsPage() {
  return <RecordingsFor purpose="browse" />;
}

/** `/media/save` without a recording named: choose one first (the same list). */
export function ChooseRecordingPage() {
  return <RecordingsFor purpose="save" />;
}

function RecordingsFor({ purpose }: { purpose: 'browse' | 'save' }) {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <Recordings list={recordingList(api, customerId)} purpose={purpose} /> : null;
}

function Recordings({ list, purpose }: { list: RecordingListActor; purpose: 'browse' | 'save' }) {
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
    <RecordingsView
      recordings={state.items}
      hasMore={state.hasMore}
      isLoadingMore={state.isLoadingMore}
      onLoadMore={state.loadMore}
      purpose={purpose}
    />
  );
}
