import { inviteSchema, userEditSchema, validateFields } from '@studio/domain';
import type { InviteFormValues, UserFormValues } from './actors';

/** The shared rules, in a module of their own so the forms render without yup (docs/performance.md). */
export const userFieldErrors = (values: UserFormValues) => validateFields(userEditSchema, values);

export const inviteFieldErrors = (values: InviteFormValues) => validateFields(inviteSchema, values);
