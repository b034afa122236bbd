import * as yup from 'yup';
import { ROLES } from './roles.js';
import { emailSchema, passwordSchema, personNameSchema } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import { API_CLIENT_NAME_MAX, API_CLIENT_ROLES, PHONE_PATTERN, USER_TITLE_MAX } from './people.js';

/**
 * The people rules of spec section 5 (users, invitations, API clients, account, password reset),
 * in the shape of the studio's forms. The contract's bodies (`UserUpdate`, `InviteInput`,
 * `InviteAcceptance`, `ApiClientInput`, `PasswordReset`) carry the same bounds; the server checks
 * the bodies, the forms check these before sending.
 */

const roleList = yup
  .array(
    yup
      .string()
      .oneOf([...ROLES], VALIDATION_MESSAGES.chooseListed)
      .required(),
  )
  .required(VALIDATION_MESSAGES.roleRequired)
  .min(1, VALIDATION_MESSAGES.roleRequired)
  .test('platformAdminAlone', VALIDATION_MESSAGES.platformAdminAlone, (roles) =>
    roles.includes('resiAdmin') ? roles.length === 1 : true,
  );

/** Phone: optional; when typed, with its country code (spec: "Phone needs a valid country code"). */
const phone = yup
  .string()
  .trim()
  .test('countryCode', VALIDATION_MESSAGES.phoneCountryCode, (value) =>
    value ? PHONE_PATTERN.test(value.replace(/[\s().-]/g, '')) : true,
  );

/** The user edit form: name, title, phone and the roles (one required, Platform Admin alone). */
export const userEditSchema = yup.object({
  name: personNameSchema,
  title: yup.string().trim().max(USER_TITLE_MAX, VALIDATION_MESSAGES.titleMax),
  phone,
  roles: roleList,
});

/** An invitation: e-mail required, valid, at most 70; at least one role. */
export const inviteSchema = yup.object({
  email: emailSchema,
  roles: roleList,
});

/** A password typed twice: the rules of section 5 and the confirmation. */
const confirmation = yup
  .string()
  .required(VALIDATION_MESSAGES.required)
  .oneOf([yup.ref('password')], VALIDATION_MESSAGES.passwordMatch);

/** Accepting an invitation: first and last name 2 to 150, a password and its confirmation. */
export const inviteAcceptanceSchema = yup.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: passwordSchema,
  confirmPassword: confirmation,
});

/** A new password from a reset link. */
export const passwordResetSchema = yup.object({
  password: passwordSchema,
  confirmPassword: confirmation,
});

/** The reset request: an e-mail address. */
export const passwordResetRequestSchema = yup.object({ email: emailSchema });

/** Changing one's own password: the current one is required, the new one follows the rules. */
export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(VALIDATION_MESSAGES.required),
  password: passwordSchema.test('differs', VALIDATION_MESSAGES.newPasswordSame, function (value) {
    return value !== (this.parent as { currentPassword?: string }).currentPassword;
  }),
  confirmPassword: confirmation,
});

/** An API client: a name, at least one API role, the terms accepted. */
export const apiClientSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(API_CLIENT_NAME_MAX, VALIDATION_MESSAGES.apiClientNameMax),
  roles: yup
    .array(
      yup
        .string()
        .oneOf([...API_CLIENT_ROLES], VALIDATION_MESSAGES.chooseListed)
        .required(),
    )
    .required(VALIDATION_MESSAGES.apiClientRoleRequired)
    .min(1, VALIDATION_MESSAGES.apiClientRoleRequired),
  termsAccepted: yup.boolean().oneOf([true], VALIDATION_MESSAGES.termsRequired),
});
