import {
  emailRequestSchema,
  invitationAcceptanceFormSchema,
  passwordResetFormSchema,
  validateFields,
} from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import type { AcceptInviteValues, PasswordValues } from './actors';

/** The shared rules, in a module of their own so the pages render without yup (docs/performance.md). */
export const acceptInviteFieldErrors = (values: AcceptInviteValues): FieldErrors =>
  validateFields(invitationAcceptanceFormSchema, values);

export const passwordResetFieldErrors = (values: PasswordValues): FieldErrors =>
  validateFields(passwordResetFormSchema, values);

export const resetRequestFieldErrors = (values: { email: string }): FieldErrors =>
  validateFields(emailRequestSchema, values);
