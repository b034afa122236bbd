import { useSharedList } from '../shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { qrClickOverlayList, type QrClickOverlayListActor } from './qr-click-overlay-list';
import { QrClickOverlaysView } from './QrClickOverlaysView';

/** The list through the organisation's list actor: `list.fetch` on each visit (120 s fresh). */
export function QrClickOverlaysPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <QrClickOverlayList list={qrClickOverlayList(api, customerId)} /> : null;
}

function QrClickOverlayList({ list }: { list: QrClickOverlayListActor }) {
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
    <QrClickOverlaysView
      overlays={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
