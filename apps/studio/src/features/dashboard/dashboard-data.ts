import type { Customer } from '@studio/api';
import type { LicenceUsage } from './DashboardView';

/** The licence kinds an organisation has any of, with how many are in use. */
export function licenceUsageOf(customer: Customer): LicenceUsage[] {
  const usage = customer.usageSummary;
  const all: LicenceUsage[] = [
    { kind: 'enterprise', inUse: usage.enterpriseLicensesInUse, total: usage.enterpriseLicenses },
    {
      kind: 'professional',
      inUse: usage.professionalLicensesInUse,
      total: usage.professionalLicenses,
    },
    { kind: 'lanCloud', inUse: usage.lanCloudSiteLicensesInUse, total: usage.lanCloudSiteLicenses },
    {
      kind: 'nonProduction',
      inUse: usage.nonProductionSiteLicensesInUse,
      total: usage.nonProductionSiteLicenses,
    },
  ];
  return all.filter((licence) => licence.total > 0);
}
