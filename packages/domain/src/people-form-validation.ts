import * as yup from 'yup';
import { emailSchema, passwordSchema, personNameSchema } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * The people forms' own rules on top of the bodies' (`people-validation.ts`): what a person types
 * that the request does not carry, the password's confirmation and the first and last name the
 * invitation page asks for (spec section 5), checked in the studio before sending.
 */
const confirmation = yup
  .string()
  .required(VALIDATION_MESSAGES.required)
  .oneOf([yup.ref('password')], VALIDATION_MESSAGES.passwordMatch);

/** Accepting an invitation: first and last name 2 to 150, the address, a password twice. */
export const invitationAcceptanceFormSchema = yup.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: confirmation,
});

/** A new password from a reset link, typed twice. */
export const passwordResetFormSchema = yup.object({
  password: passwordSchema,
  confirmPassword: confirmation,
});

/** Changing one's own password: the current one, the new one twice. */
export const passwordChangeFormSchema = yup.object({
  currentPassword: yup.string().required(VALIDATION_MESSAGES.currentPasswordRequired),
  password: passwordSchema,
  confirmPassword: confirmation,
});
