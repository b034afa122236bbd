import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { rtmpDestinationList, type RtmpDestinationListActor } from './rtmp-destination-list';
import { RtmpDestinationsView } from './RtmpDestinationsView';

/** The list through the organisation's list actor: `list.fetch` on each visit (120 s fresh). */
export function RtmpDestinationsPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <RtmpDestinationList list={rtmpDestinationList(api, customerId)} /> : null;
}

function RtmpDestinationList({ list }: { list: RtmpDestinationListActor }) {
  useEffect(() => list.send({ type: 'list.fetch' }), [list]);
  const snapshot = useSelector(list, (current) => current);
  const { items, error, nextUrl } = snapshot.context;
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
    <RtmpDestinationsView
      destinations={hasFetched || items.length > 0 ? items : null}
      hasMore={nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onLoadMore={() => list.send({ type: 'list.fetchMore' })}
    />
  );
}
