import { hasPermission } from '@studio/domain';
import { useSession } from '../../../app/runtime-context';
import type { OrganisationTab } from './OrganisationHeader';

/** The tabs the signed-in person may open: Bandwidth Usage needs bandwidthAnalytics. */
export function useOrganisationTabs(): OrganisationTab[] {
  const roles = useSession((snapshot) => snapshot.context.user?.roles ?? []);
  return hasPermission(roles, 'bandwidthAnalytics')
    ? ['subscriptions', 'bandwidth', 'library']
    : ['subscriptions', 'library'];
}

/** The signed-in person's own capabilities (`users/me`). */
export function useCapability(capability: string): boolean {
  return useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes(capability) ?? false,
  );
}
