import { emailRequestSchema, passwordChangeFormSchema, validateFields } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import type { PasswordChangeValues } from './AccountView';

/** The shared rules, in a module of their own so the page renders without yup. */
export const passwordChangeFieldErrors = (values: PasswordChangeValues): FieldErrors =>
  validateFields(passwordChangeFormSchema, values);

/** The new address: required, valid, at most 70 (as a reset request's). */
export const emailChangeFieldErrors = (values: { userName: string }): FieldErrors => {
  const { email } = validateFields(emailRequestSchema, { email: values.userName });
  return email ? { userName: email } : {};
};
