import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import type { BandwidthUsage, DailyBandwidth } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createBandwidthActors, createDailyBandwidthActors } from './actors';
import { BandwidthUsageView } from './BandwidthUsageView';
import { DailyBandwidthView } from './DailyBandwidthView';
import { OrganisationHeader } from './OrganisationHeader';
import { useOrganisationTabs } from './organisation-tabs';

const bandwidthMachine = createRecordMachine<BandwidthUsage>();
const dailyMachine = createRecordMachine<DailyBandwidth[]>();

/** `/settings/organization/bandwidth-usage`: TB per month with the three-month average. */
export function BandwidthUsagePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const tabs = useOrganisationTabs();
  return (
    <OrganisationHeader current="bandwidth" tabs={tabs}>
      {customerId ? <Monthly customerId={customerId} /> : null}
    </OrganisationHeader>
  );
}

function Monthly({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => bandwidthMachine.provide({ actors: createBandwidthActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(usage) => <BandwidthUsageView usage={usage} />}
    </RecordContent>
  );
}

/** `/settings/organization/bandwidth-usage/day`: the daily summary of the running month. */
export function DailyBandwidthPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const tabs = useOrganisationTabs();
  return (
    <OrganisationHeader current="bandwidth" tabs={tabs}>
      {customerId ? <Daily customerId={customerId} /> : null}
    </OrganisationHeader>
  );
}

function Daily({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => dailyMachine.provide({ actors: createDailyBandwidthActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(days) => <DailyBandwidthView days={days} />}
    </RecordContent>
  );
}
