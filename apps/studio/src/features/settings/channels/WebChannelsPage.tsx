import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { webChannelList, type WebChannelListActor } from './channel-lists';
import { useRegions } from './regions-record';
import { WebChannelsView } from './WebChannelsView';

/**
 * The web channels through the organisation's list actor (each visit sends `list.fetch`,
 * skipped while the last fetch is younger than 120 s), with the regions they name.
 */
export function WebChannelsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <WebChannelList list={webChannelList(api, customerId)} /> : null;
}

function WebChannelList({ list }: { list: WebChannelListActor }) {
  const regions = useRegions();
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
    <WebChannelsView
      channels={hasFetched || items.length > 0 ? items : null}
      regions={regions}
      hasMore={nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onLoadMore={() => list.send({ type: 'list.fetchMore' })}
    />
  );
}
