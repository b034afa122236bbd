import { assertOrganisationAccess, requireAuth } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { OrganisationRow } from '../db/organisations/organisations-repository';
import { notFound } from '../http/errors';
import type { Services } from '../services';

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
  };
}

export function customerHandlers(services: Services) {
  return {
    getCustomer: async ({ params, auth }) => {
      assertOrganisationAccess(requireAuth(auth), params.id);
      const organisation = await services.organisations.findById(params.id);
      if (!organisation) throw notFound();
      return { status: 200, body: toCustomer(organisation) };
    },
  } satisfies HandlerMap<CentralV3>;
}
