import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import type { VenueLicenceAvailability } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useSharedList } from '../shared-list';
import { venueList } from './actors';
import { VenuesView } from './VenuesView';

type Availability = VenueLicenceAvailability['availableVenueLicenses'];
const availabilityMachine = createRecordMachine<Availability>();

/** The venues through the organisation's list actor, with the licences left read on each visit. */
export function VenuesPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? (
    <VenueList customerId={customerId} list={venueList(api, customerId)} />
  ) : null;
}

function VenueList({
  customerId,
  list,
}: {
  customerId: string;
  list: ReturnType<typeof venueList>;
}) {
  const { api } = useRuntime();
  const view = useSharedList(list);
  const machine = useMemo(
    () =>
      availabilityMachine.provide({
        actors: {
          fetchRecord: fromPromise<Availability>(
            async ({ signal }) =>
              (await api.getVenueLicenceAvailability(customerId, { signal }))
                .availableVenueLicenses,
          ),
        },
      }),
    [api, customerId],
  );
  // The licences are a side note: if they cannot be read, the list shows without them.
  const [availability] = useMachine(machine);
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
    <VenuesView
      venues={view.items}
      availability={availability.context.data}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
    />
  );
}
