import * as yup from 'yup';
import { VALIDATION_MESSAGES } from '../validation-messages.js';
import {
  ACTIVATION_CODE_PATTERN,
  ADMIN_VALIDATION_MESSAGES as MESSAGES,
  HARDWARE_VENDOR_INVOICE_MAX,
  HARDWARE_WARRANTY_YEARS_MAX,
  MASTER_ECG_PATTERN,
  ORGANISATION_LOCATION_MAX,
  ORGANISATION_NAME_MAX,
  ORGANISATION_NAME_MIN,
  serialNumberProblem,
  ORGANISATION_AMOUNT_FIELDS,
  ORGANISATION_COUNT_FIELDS,
  type HardwareKind,
} from './admin-messages.js';

/** What the hardware form holds: text as typed, choices by uuid ('' for none). */
export interface HardwareUnitFormValues {
  serialNumber: string;
  modelId: string;
  locationId: string;
  ownerId: string;
  statusId: string;
  cycleId: string;
  buildDate: string;
  saleDate: string;
  warrantyLengthYears: string;
  vendorInvoice: string;
  activationCode: string;
}

const optionalText = () => yup.string().trim().default('');

/**
 * The hardware unit rules of spec section 5: serial (D or E plus 8 digits, the letter of the
 * model's type, given as the `modelKind` context), model, location, owner, status, build date and
 * warranty required; activation code xxxx-xxxx when given.
 */
export const hardwareUnitSchema = yup.object({
  serialNumber: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .test('serial', (value, context) => {
      const problem = value ? serialNumberProblem(value, kindOf(context.options.context)) : null;
      return problem === null || context.createError({ message: problem });
    }),
  modelId: yup.string().required(VALIDATION_MESSAGES.required),
  locationId: yup.string().required(VALIDATION_MESSAGES.required),
  ownerId: yup.string().required(VALIDATION_MESSAGES.required),
  statusId: yup.string().required(VALIDATION_MESSAGES.required),
  cycleId: optionalText(),
  buildDate: yup.string().required(VALIDATION_MESSAGES.required),
  saleDate: optionalText().test(
    'afterBuild',
    MESSAGES.saleBeforeBuild,
    (value, context) => !value || !context.parent.buildDate || value >= context.parent.buildDate,
  ),
  warrantyLengthYears: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .test('years', MESSAGES.warrantyYears, (value) => {
      if (!value || !/^\d+$/.test(value)) return false;
      return Number(value) <= HARDWARE_WARRANTY_YEARS_MAX;
    }),
  vendorInvoice: optionalText().max(HARDWARE_VENDOR_INVOICE_MAX, MESSAGES.vendorInvoiceMax),
  activationCode: optionalText().test(
    'format',
    MESSAGES.activationCode,
    (value) => !value || ACTIVATION_CODE_PATTERN.test(value),
  ),
});

function kindOf(context: unknown): HardwareKind | null {
  const kind = (context as { modelKind?: unknown } | undefined)?.modelKind;
  return kind === 'decoder' || kind === 'encoder' ? kind : null;
}

/** Field -> first message for the hardware form; `modelKind` is the chosen model's type. */
export function hardwareUnitFieldErrors(
  values: HardwareUnitFormValues,
  modelKind: HardwareKind | null,
): Partial<Record<keyof HardwareUnitFormValues, string>> {
  try {
    hardwareUnitSchema.validateSync(values, { abortEarly: false, context: { modelKind } });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const result: Partial<Record<keyof HardwareUnitFormValues, string>> = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof HardwareUnitFormValues | undefined;
      if (field && !result[field]) result[field] = issue.message;
    }
    return result;
  }
}

/** What the organisation form holds: text as typed ('' for none), the switch as a boolean. */
export interface OrganisationFormValues {
  name: string;
  location: string;
  managedBy: string;
  status: 'active' | 'suspended' | 'cancelled';
  masterEcg: string;
  webPlanId: string;
  webStartDate: string;
  vodPlanId: string;
  vodStartDate: string;
  multisitePlanId: string;
  multisiteStartDate: string;
  enterpriseLicenses: string;
  professionalLicenses: string;
  lanCloudLicenses: string;
  nonProductionLicenses: string;
  softwareEncoderLicenses: string;
  venueLicenses: string;
  rtmpStreams: string;
  audio16Channel: boolean;
  subtitleHoursPerMonth: string;
  additionalBandwidthTb: string;
  storageTb: string;
  webEvents: string;
  studioAiVideoCount: string;
}

const count = () =>
  optionalText().test('count', MESSAGES.wholeCount, (value) => !value || /^\d+$/.test(value));
const amount = () =>
  optionalText().test(
    'amount',
    MESSAGES.positiveAmount,
    (value) => !value || (/^\d+(\.\d+)?$/.test(value) && Number.isFinite(Number(value))),
  );

/** The organisation admin form of spec section 3: name and location required, master ECG format. */
export const organisationFormSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .min(ORGANISATION_NAME_MIN, MESSAGES.organisationNameLength)
    .max(ORGANISATION_NAME_MAX, MESSAGES.organisationNameLength),
  location: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(ORGANISATION_LOCATION_MAX, MESSAGES.organisationLocationMax),
  masterEcg: optionalText().test(
    'masterEcg',
    MESSAGES.masterEcg,
    (value) => !value || MASTER_ECG_PATTERN.test(value),
  ),
  ...Object.fromEntries(ORGANISATION_COUNT_FIELDS.map((field) => [field, count()])),
  ...Object.fromEntries(ORGANISATION_AMOUNT_FIELDS.map((field) => [field, amount()])),
});

export function organisationFieldErrors(
  values: OrganisationFormValues,
): Partial<Record<keyof OrganisationFormValues, string>> {
  try {
    organisationFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const result: Partial<Record<keyof OrganisationFormValues, string>> = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof OrganisationFormValues | undefined;
      if (field && !result[field]) result[field] = issue.message;
    }
    return result;
  }
}
