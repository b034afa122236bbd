import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
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
    <WebPresetsView
      presets={hasFetched || items.length > 0 ? items : null}
      hasMore={nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onLoadMore={() => list.send({ type: 'list.fetchMore' })}
    />
  );
}
