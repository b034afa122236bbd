import {
  invitationSchema,
  userProfileSchema,
  userRolesSchema,
  validateFields,
} from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import type { InviteFormValues, UserFormValues } from './actors';

/**
 * The shared rules (the bodies of `updateUser`, `updateUserRoles` and `createUserInvite`), in a
 * module of their own so the forms render without yup (docs/performance.md).
 */
export const userFieldErrors = (values: UserFormValues): FieldErrors => ({
  ...validateFields(userProfileSchema, {
    name: values.name,
    title: values.title,
    phone: values.phone,
  }),
  ...validateFields(userRolesSchema, { roles: values.roles }),
});

export const inviteFieldErrors = (values: InviteFormValues): FieldErrors =>
  validateFields(invitationSchema, { ...values, studio: true });
