import * as yup from 'yup';
import { deleteAfterRangeMessage } from './channels.js';
import { RETENTION_MIN_DAYS, TEXT_LIMITS } from './constants.js';
import { paymentMethodValid, TRIAL_FORM_MESSAGES } from './organisation-settings.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/** The rules of the organisation details forms (spec section 5), with their messages. */

/** Library settings (the Library Settings tab): retention within the organisation's range. */
export function librarySettingsSchema(maxDays: number) {
  const range = deleteAfterRangeMessage(maxDays);
  return yup.object({
    deleteAfterDays: yup
      .number()
      .typeError(VALIDATION_MESSAGES.required)
      .required(VALIDATION_MESSAGES.required)
      .integer(VALIDATION_MESSAGES.wholeNumber)
      .min(RETENTION_MIN_DAYS, range)
      .max(maxDays, range),
    autosaveDefault: yup.boolean().required(VALIDATION_MESSAGES.required),
    defaultPlayerProfileId: yup.string().nullable().optional(),
  });
}
export type LibrarySettingsValues = yup.InferType<ReturnType<typeof librarySettingsSchema>>;

/** Free trial (section 5): a valid payment method, a contact with first and last name, terms accepted. */
export const trialStartSchema = yup.object({
  paymentMethodId: yup.string().trim().required(TRIAL_FORM_MESSAGES.paymentMethodRequired),
  contact: yup.object({
    firstName: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .min(TEXT_LIMITS.nameMin, VALIDATION_MESSAGES.nameLength)
      .max(TEXT_LIMITS.nameMax, VALIDATION_MESSAGES.nameLength),
    lastName: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .min(TEXT_LIMITS.nameMin, VALIDATION_MESSAGES.nameLength)
      .max(TEXT_LIMITS.nameMax, VALIDATION_MESSAGES.nameLength),
    email: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .max(TEXT_LIMITS.email, VALIDATION_MESSAGES.emailMax)
      .email(VALIDATION_MESSAGES.email),
  }),
  termsAccepted: yup
    .boolean()
    .required(TRIAL_FORM_MESSAGES.termsRequired)
    .oneOf([true], TRIAL_FORM_MESSAGES.termsRequired),
});
export type TrialStartValues = yup.InferType<typeof trialStartSchema>;

/**
 * A payment method as an admin enters it (payment itself is out of reach: no card number, only a
 * label, the last four digits and the expiry month, which must not have passed at `now`).
 */
export function paymentMethodSchema(now: Date) {
  return yup.object({
    label: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .max(60, TRIAL_FORM_MESSAGES.paymentMethodLabelMax),
    lastFour: yup
      .string()
      .required(VALIDATION_MESSAGES.required)
      .matches(/^[0-9]{4}$/, TRIAL_FORM_MESSAGES.lastFour),
    expiryMonth: yup
      .string()
      .required(VALIDATION_MESSAGES.required)
      .matches(/^\d{4}-(0[1-9]|1[0-2])$/, TRIAL_FORM_MESSAGES.expiryMonth)
      .test('notExpired', TRIAL_FORM_MESSAGES.paymentMethodExpired, (value) =>
        value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? paymentMethodValid(value, now) : true,
      ),
  });
}
export type PaymentMethodValues = yup.InferType<ReturnType<typeof paymentMethodSchema>>;
