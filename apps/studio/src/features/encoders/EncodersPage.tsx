import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useSharedList } from '../settings/shared-list';
import { useRuntime, useSession } from '../../app/runtime-context';
import { encoderList, type EncoderListActor } from './encoder-list';
import { EncodersView } from './EncodersView';

/** The list through the organisation's encoder list actor: `list.fetch` on each visit. */
export function EncodersPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <EncoderList list={encoderList(api, customerId)} /> : null;
}

function EncoderList({ list }: { list: EncoderListActor }) {
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
    <EncodersView
      encoders={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
