import {
  librarySettingsSchema,
  paymentMethodSchema,
  trialStartSchema,
  validateFields,
} from '@studio/domain';
import type { LibrarySettingsFormValues } from './actors';
import type { PaymentMethodFormValues, TrialFormValues } from './trial-form';

/**
 * The organisation forms' rules with yup, in a module of their own so the pages render without
 * yup and fetch it when the person submits (docs/performance.md).
 */
export function librarySettingsFieldErrors(values: LibrarySettingsFormValues, maxDays: number) {
  return validateFields(librarySettingsSchema(maxDays), values);
}

export function trialFieldErrors(values: TrialFormValues) {
  return validateFields(trialStartSchema, values);
}

export function paymentMethodFieldErrors(values: PaymentMethodFormValues, now: Date) {
  return validateFields(paymentMethodSchema(now), values);
}
