import { fromPromise } from 'xstate';
import type {
  BandwidthUsage,
  Customer,
  DailyBandwidth,
  FeatureToggle,
  LibrarySettings,
  LibrarySettingsInput,
  PaymentMethod,
  ServicePlan,
  StudioApi,
  Subscription,
  ToggleRegistration,
  TrialEligibility,
} from '@studio/api';
import type { SubmitInput } from '@studio/machines';

/** The Subscriptions tab: plans and licences (the customer), subscriptions and feature toggles. */
export interface SubscriptionsRecord {
  customer: Customer;
  subscriptions: Subscription[];
  /** Null for someone without the toggles capability. */
  toggles: { states: FeatureToggle[]; registrations: ToggleRegistration[] } | null;
}

export function createSubscriptionsActors(
  api: StudioApi,
  customerId: string,
  canViewToggles: boolean,
) {
  return {
    fetchRecord: fromPromise<SubscriptionsRecord>(async ({ signal }) => {
      const [customer, subscriptions, toggles] = await Promise.all([
        api.getCustomer(customerId, { signal }),
        api.listSubscriptions(customerId, { signal }),
        canViewToggles
          ? Promise.all([
              api.listCustomerToggles(customerId, { signal }),
              api.listToggleRegistrations(customerId, { signal }),
            ]).then(([states, registrations]) => ({ states, registrations }))
          : Promise.resolve(null),
      ]);
      return { customer, subscriptions, toggles };
    }),
  };
}

export function createBandwidthActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<BandwidthUsage>(({ signal }) =>
      api.getBandwidthUsage(customerId, 12, { signal }),
    ),
  };
}

export function createDailyBandwidthActors(api: StudioApi, customerId: string) {
  return {
    // The running UTC month, to now: the server's default range.
    fetchRecord: fromPromise<DailyBandwidth[]>(({ signal }) =>
      api.listDailyBandwidth(customerId, {}, { signal }),
    ),
  };
}

export function createLibrarySettingsActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<LibrarySettings>(({ signal }) =>
      api.getLibrarySettings(customerId, { signal }),
    ),
  };
}

/** What the Library Settings form edits. */
export interface LibrarySettingsFormValues {
  deleteAfterDays: number;
  autosaveDefault: boolean;
  defaultPlayerProfileId: string | null;
}

export function createLibrarySettingsSubmitActors(api: StudioApi, customerId: string) {
  return {
    submit: fromPromise<LibrarySettings, SubmitInput<LibrarySettingsFormValues>>(
      ({ input, signal }) => {
        const settings: LibrarySettingsInput = input.values;
        return api.updateLibrarySettings(customerId, settings, { signal });
      },
    ),
  };
}

/** `/signup/plans`: the catalogue, the trials and (for who may start one) the payment methods. */
export interface PlansRecord {
  plans: ServicePlan[];
  trials: TrialEligibility[];
  /** Null for someone who may not manage subscriptions. */
  paymentMethods: PaymentMethod[] | null;
}

export function createPlansActors(api: StudioApi, customerId: string, canManage: boolean) {
  return {
    fetchRecord: fromPromise<PlansRecord>(async ({ signal }) => {
      const [plans, trials, paymentMethods] = await Promise.all([
        api.listPlans(undefined, { signal }),
        api.listTrials(customerId, { signal }),
        canManage ? api.listPaymentMethods(customerId, { signal }) : Promise.resolve(null),
      ]);
      return { plans, trials, paymentMethods };
    }),
  };
}
