import { useMemo, useState } from 'react';
import { useActorRef, useMachine } from '@xstate/react';
import { createListResourceMachine, createRecordMachine } from '@studio/machines';
import type { DataTableSort } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { useCanChangeAsStaff } from '../access';
import {
  createHardwareListActors,
  createHardwareLookupActors,
  type HardwareFilters,
  type HardwareItem,
  type HardwareLookups,
} from './actors';
import { HardwareView, type HardwareViewFilters } from './HardwareView';

const lookupMachine = createRecordMachine<HardwareLookups>();
const hardwareListMachine = createListResourceMachine<HardwareItem>();

/** `/hardware`: the lookups first (filters need them), then the search as a list of its own. */
export function HardwarePage() {
  const { api } = useRuntime();
  const machine = useMemo(
    () => lookupMachine.provide({ actors: createHardwareLookupActors(api) }),
    [api],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(lookups) => <HardwareSearch lookups={lookups} />}
    </RecordContent>
  );
}

const NO_FILTERS: HardwareViewFilters = { serialNumber: '', statusId: '', modelId: '' };

function HardwareSearch({ lookups }: { lookups: HardwareLookups }) {
  const canAdd = useCanChangeAsStaff();
  const [filters, setFilters] = useState<HardwareViewFilters>(NO_FILTERS);
  const [typed, setTyped] = useState('');
  const [sort, setSort] = useState<DataTableSort>({
    column: 'serialNumber',
    direction: 'ascending',
  });
  const applied: HardwareFilters = {
    ...(filters.serialNumber ? { serialNumber: filters.serialNumber } : {}),
    ...(filters.statusId ? { statusId: filters.statusId } : {}),
    ...(filters.modelId ? { modelId: filters.modelId } : {}),
  };
  return (
    <HardwareList
      key={JSON.stringify(applied)}
      filters={applied}
      render={(list) => (
        <HardwareView
          lookups={lookups}
          units={list.items}
          filters={{ ...filters, serialNumber: typed }}
          onFiltersChange={(change) => {
            if (change.serialNumber !== undefined) setTyped(change.serialNumber);
            const { serialNumber: _typed, ...rest } = change;
            if (Object.keys(rest).length > 0) setFilters((current) => ({ ...current, ...rest }));
          }}
          onSearch={(serialNumber) => {
            setTyped(serialNumber);
            setFilters((current) => ({ ...current, serialNumber: serialNumber.trim() }));
          }}
          sort={sort}
          onSortChange={setSort}
          hasMore={list.hasMore}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          canAdd={canAdd}
        />
      )}
    />
  );
}

function HardwareList({
  filters,
  render,
}: {
  filters: HardwareFilters;
  render(list: ReturnType<typeof useSharedList<HardwareItem>>): React.ReactNode;
}) {
  const { api } = useRuntime();
  const actor = useActorRef(
    hardwareListMachine.provide({ actors: createHardwareListActors(api, filters) }),
    { input: {} },
  );
  const list = useSharedList(actor);
  if (list.failure) {
    return (
      <RouteFailureView
        status={list.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={list.retry}
      />
    );
  }
  return <>{render(list)}</>;
}
