import { ROLE_LABELS, ROLES, type Role } from '@studio/domain';
import { useSession } from '../../app/runtime-context';
import { DashboardView } from './DashboardView';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function DashboardPage() {
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  const regions = useSession((snapshot) => snapshot.context.regions);
  if (!user) return null;
  return (
    <DashboardView
      firstName={user.firstName}
      organisationName={customer?.name ?? user.customerName}
      roleLabels={user.roles.filter(isRole).map((role) => ROLE_LABELS[role])}
      defaultRegionName={(regions.find((region) => region.defaultRegion) ?? regions[0])?.name}
    />
  );
}
