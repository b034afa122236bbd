import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { ROLE_LABELS, ROLES, type Role } from '@studio/domain';
import { createRecordMachine, type SessionUser } from '@studio/machines';
import type { Customer } from '@studio/api';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { createDashboardActors } from './actors';
import { licenceUsageOf } from './dashboard-data';
import { DashboardView } from './DashboardView';
import { OnboardingCard } from '../onboarding/OnboardingCard';
import { NewsWidget } from './NewsWidget';

/** The dashboard shows one record: the person's organisation with its plans and licences. */
const dashboardMachine = createRecordMachine<Customer>();

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function DashboardPage() {
  const user = useSession((snapshot) => snapshot.context.user);
  // The authenticated routes exist only with a signed-in person.
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: SessionUser }) {
  const { api } = useRuntime();
  const regions = useSession((snapshot) => snapshot.context.regions);
  const { customerId } = user;
  // One machine per page instance: the route keys the page by its parameters, so another
  // organisation is another page and another machine.
  const machine = useMemo(
    () => dashboardMachine.provide({ actors: createDashboardActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(customer) => (
        <>
          <OnboardingCard user={user} />
          <DashboardView
            firstName={user.firstName}
            organisationName={customer.name}
            roleLabels={user.roles.filter(isRole).map((role) => ROLE_LABELS[role])}
            defaultRegionName={(regions.find((region) => region.defaultRegion) ?? regions[0])?.name}
            plans={{
              webPlanName: customer.webPlanName,
              vodPlanName: customer.vodPlanName,
              multisitePlanName: customer.multisitePlanName,
            }}
            masterEcg={customer.masterEcg}
            licences={licenceUsageOf(customer)}
            news={<NewsWidget />}
          />
        </>
      )}
    </RecordContent>
  );
}
