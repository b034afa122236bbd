import { fromPromise } from 'xstate';
import type { Customer, StudioApi } from '@studio/api';
/**
 * The organisation is read fresh on each visit (plans and licences change under admins' hands);
 * the call goes through the client, so retries and token refresh apply, and leaving the page
 * aborts it.
 */
export function createDashboardActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<Customer>(({ signal }) => api.getCustomer(customerId, { signal })),
  };
}
