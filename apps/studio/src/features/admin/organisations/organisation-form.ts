import type { Customer, OrganisationInput } from '@studio/api';
import type { OrganisationFormValues } from '@studio/domain';

/**
 * The organisation form's values and their conversions. No rule and no yup here: the list and view
 * routes share nothing with it, and the rules (`organisation-rules.ts`) are fetched by the form.
 */
export const NEW_ORGANISATION: OrganisationFormValues = {
  name: '',
  location: '',
  managedBy: '',
  status: 'active',
  masterEcg: '',
  webPlanId: '',
  webStartDate: '',
  vodPlanId: '',
  vodStartDate: '',
  multisitePlanId: '',
  multisiteStartDate: '',
  enterpriseLicenses: '',
  professionalLicenses: '',
  lanCloudLicenses: '',
  nonProductionLicenses: '',
  softwareEncoderLicenses: '',
  venueLicenses: '',
  rtmpStreams: '',
  audio16Channel: false,
  subtitleHoursPerMonth: '',
  additionalBandwidthTb: '',
  storageTb: '',
  webEvents: '',
  studioAiVideoCount: '',
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** What the organisation record tells the form; allowances it does not carry start empty. */
export function organisationFormValuesOf(customer: Customer): OrganisationFormValues {
  return {
    ...NEW_ORGANISATION,
    name: customer.name,
    location: text(customer.location),
    // The record knows active or inactive; the form's statuses are the admin's own.
    status: customer.status === 'inactive' ? 'suspended' : 'active',
    masterEcg: text(customer.masterEcg),
    webPlanId: text(customer.webPlanId),
    webStartDate: text(customer.webStartDate),
    vodPlanId: text(customer.vodPlanId),
    vodStartDate: text(customer.vodStartDate),
    multisitePlanId: text(customer.multisitePlanId),
    multisiteStartDate: text(customer.multisiteStartDate),
    subtitleHoursPerMonth: text(customer.subscriptionDetails?.subtitlesHoursPerMonth),
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());
const count = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The request body: empty texts are null, empty counts are left out (the server keeps them). */
export function organisationInputOf(values: OrganisationFormValues): OrganisationInput {
  const licenses = {
    enterprise: count(values.enterpriseLicenses),
    professional: count(values.professionalLicenses),
    lanCloud: count(values.lanCloudLicenses),
    nonProduction: count(values.nonProductionLicenses),
    softwareEncoders: count(values.softwareEncoderLicenses),
    venues: count(values.venueLicenses),
  };
  const input: OrganisationInput = {
    name: values.name.trim(),
    location: values.location.trim(),
    managedBy: optional(values.managedBy),
    status: values.status,
    masterEcg: optional(values.masterEcg),
    webPlanId: optional(values.webPlanId),
    webStartDate: optional(values.webStartDate),
    vodPlanId: optional(values.vodPlanId),
    vodStartDate: optional(values.vodStartDate),
    multisitePlanId: optional(values.multisitePlanId),
    multisiteStartDate: optional(values.multisiteStartDate),
    licenses: Object.fromEntries(
      Object.entries(licenses).filter(([, value]) => value !== undefined),
    ) as OrganisationInput['licenses'],
    rtmpStreams: count(values.rtmpStreams),
    audio16Channel: values.audio16Channel,
    subtitleHoursPerMonth: count(values.subtitleHoursPerMonth),
    additionalBandwidthTb: count(values.additionalBandwidthTb),
    storageTb: count(values.storageTb),
    webEvents: count(values.webEvents),
    studioAiVideoCount: count(values.studioAiVideoCount),
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as OrganisationInput;
}
