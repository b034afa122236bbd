import { STAFF_ADMIN_CAPABILITY } from '@studio/domain';
import { requireAuth } from '../auth/context';
import { setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { OrganisationRow } from '../db/organisations/organisations-repository';

type CentralV3 = DocumentOperations['central-v3'];
type Customer = CentralV3['getCustomer']['responses'][200]['content']['application/json'];

const plan = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export function toCustomer(row: OrganisationRow): Customer {
  return {
    uuid: row.id,
    name: row.name,
    location: row.location,
    status: row.status,
    regionId: row.regionId,
    timezone: row.timezone,
    usageSummary: row.usageSummary,
    webPlan: plan(row.webPlanId, row.webPlanName),
    webPlanId: row.webPlanId,
    webPlanName: row.webPlanName,
    webStartDate: row.webStartDate,
    vodPlanId: row.vodPlanId,
    vodPlanName: row.vodPlanName,
    vodStartDate: row.vodStartDate,
    multisitePlanId: row.multisitePlanId,
    multisitePlan: plan(row.multisitePlanId, row.multisitePlanName),
    multisitePlanName: row.multisitePlanName,
    multisiteStartDate: row.multisiteStartDate,
    webMaxDeleteAfter: row.webMaxDeleteAfter,
    subscriptionDetails: {
      contentLibraryTrialCancelled: row.contentLibraryTrialCancelled,
      subtitlesHoursPerMonth: row.subtitlesHoursPerMonth,
    },
    masterEcg: row.masterEcg,
    ftsStatus: row.ftsStatus,
    // The staff organisation admin form (issue 17).
    managedBy: row.managedBy,
    accountStatus: row.accountStatus,
    licenses: row.licenses,
    rtmpStreams: row.rtmpStreams,
    audio16Channel: row.audio16Channel,
    additionalBandwidthTb: row.additionalBandwidthTb,
    storageTb: row.storageTb,
    webEvents: row.webEvents,
    studioAiVideoCount: row.studioAiVideoCount,
  };
}

/** The router has checked the organisation in the path (contract/access.ts). */
export function customerHandlers(services: Services) {
  return {
    getCustomer: async ({ organisation }) => ({ status: 200, body: toCustomer(organisation) }),

    /**
     * The organisations the caller may switch into: staff who switch (sudoAdmin) every one; a
     * person their own, the one organisation a login belongs to.
     */
    listCustomerNames: async ({ auth, query, request, reply }) => {
      const caller = requireAuth(auth);
      const everyOrganisation =
        caller.isPlatformAdmin || caller.user.capabilities.includes(STAFF_ADMIN_CAPABILITY);
      const page = await services.organisations.listNames(
        query,
        everyOrganisation ? undefined : caller.user.organisationId,
      );
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items };
    },
  } satisfies HandlerMap<CentralV3>;
}
