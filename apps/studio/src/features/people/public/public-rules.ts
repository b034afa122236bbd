import {
  emailSchema,
  inviteAcceptanceSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  validateFields,
} from '@studio/domain';
import type { AcceptInviteValues, PasswordValues } from './actors';

/** The shared rules, in a module of their own so the pages render without yup (docs/performance.md). */
const acceptanceWithAddress = inviteAcceptanceSchema.shape({ email: emailSchema });

export const acceptInviteFieldErrors = (values: AcceptInviteValues) =>
  validateFields(acceptanceWithAddress, values);

export const passwordResetFieldErrors = (values: PasswordValues) =>
  validateFields(passwordResetSchema, values);

export const resetRequestFieldErrors = (values: { email: string }) =>
  validateFields(passwordResetRequestSchema, values);
