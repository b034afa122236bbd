import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useSharedList } from '../shared-list';
import { encoderPresetList } from './actors';
import { EncoderPresetsView } from './EncoderPresetsView';

/** The encoder presets through the organisation's list actor (120 s freshness). */
export function EncoderPresetsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <EncoderPresetList list={encoderPresetList(api, customerId)} /> : null;
}

function EncoderPresetList({ list }: { list: ReturnType<typeof encoderPresetList> }) {
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
    <EncoderPresetsView
      presets={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
