import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Customer } from '@studio/api';
import { ROLE_LABELS, ROLES, type Role } from '@studio/domain';
import type { StudioRuntime } from '../../app/runtime';
import { useSession } from '../../app/runtime-context';
import { licenceUsageOf } from './dashboard-data';
import { DashboardView } from './DashboardView';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * The dashboard reads the organisation's record fresh on each visit (plans and licences change
 * under admins' hands); the call goes through the client, so retries and token refresh apply.
 */
export function dashboardLoader({ api, session }: StudioRuntime) {
  return ({ request }: LoaderFunctionArgs): Promise<Customer> => {
    const customerId = session.getSnapshot().context.user?.customerId;
    if (!customerId) throw new Response('Not signed in', { status: 401 });
    return api.getCustomer(customerId, { signal: request.signal });
  };
}

export function DashboardPage() {
  const customer = useLoaderData<Customer>();
  const user = useSession((snapshot) => snapshot.context.user);
  const regions = useSession((snapshot) => snapshot.context.regions);
  if (!user) return null;
  return (
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
    />
  );
}
