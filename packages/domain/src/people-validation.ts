import * as yup from 'yup';
import { PEOPLE_FIELD_LIMITS } from './constants.js';
import { API_CLIENT_ROLES, type ApiClientRole } from './capabilities.js';
import { ROLES, type Role } from './roles.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import { emailSchema, passwordSchema, personNameSchema } from './validation.js';

/*
 * People and accounts (spec sections 3, 5 and 6): users, invitations, API clients, password and
 * e-mail. In a module of their own so that only the screens that edit people load these schemas
 * (and yup) when they open; the server checks every body with the same ones.
 */

/** E.164: a plus, a country code that does not start with 0, 7 to 15 digits in all. */
export const PHONE_WITH_COUNTRY_CODE = /^\+[1-9]\d{6,14}$/;

/** Spaces, dashes, dots and brackets people type are not part of the number. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** Roles a person may hold together: at least one, and Platform Admin only on its own. */
export function roleProblem(roles: readonly string[]): string | undefined {
  if (roles.length === 0) return VALIDATION_MESSAGES.roleRequired;
  if (roles.some((role) => !(ROLES as readonly string[]).includes(role)))
    return VALIDATION_MESSAGES.chooseListed;
  if (roles.includes('resiAdmin') && roles.length > 1)
    return VALIDATION_MESSAGES.platformAdminAlone;
  return undefined;
}

const rolesSchema = yup
  .array(yup.string<Role>().required())
  .default([])
  .test('roles', VALIDATION_MESSAGES.roleRequired, function (roles) {
    const problem = roleProblem(roles ?? []);
    return problem ? this.createError({ message: problem }) : true;
  });

const phoneSchema = yup
  .string()
  .nullable()
  .transform((value: unknown) =>
    typeof value === 'string' ? normalisePhone(value) || null : value,
  )
  .matches(PHONE_WITH_COUNTRY_CODE, {
    message: VALIDATION_MESSAGES.phoneCountryCode,
    excludeEmptyString: true,
  });

/**
 * A user's profile (the user and account forms, `updateUser`): each field optional, as the call
 * changes only what it sends; name 2 to 150, title at most 100, phone with its country code. A
 * new password needs the current one and follows the password rules.
 */
export const userProfileSchema = yup.object({
  name: personNameSchema.optional().default(undefined),
  title: yup
    .string()
    .nullable()
    .trim()
    .max(PEOPLE_FIELD_LIMITS.userTitle, VALIDATION_MESSAGES.userTitleMax),
  phone: phoneSchema,
  userName: emailSchema.optional().default(undefined),
  password: passwordSchema.optional().default(undefined),
  currentPassword: yup
    .string()
    .when('password', ([password], schema) =>
      password ? schema.required(VALIDATION_MESSAGES.currentPasswordRequired) : schema,
    ),
});
export type UserProfileValues = yup.InferType<typeof userProfileSchema>;

/** The user's roles (`updateUserRoles`): at least one of the six, Platform Admin alone. */
export const userRolesSchema = yup.object({ roles: rolesSchema });

/** An invitation (`createUserInvite`): e-mail required, valid, at most 70; at least one role. */
export const invitationSchema = yup.object({
  email: emailSchema,
  roles: rolesSchema,
  studio: yup.boolean().default(true),
});
export type InvitationValues = yup.InferType<typeof invitationSchema>;

/** Accepting an invitation: the person's name (2 to 150) and a password with its confirmation. */
export const invitationAcceptanceSchema = yup.object({
  name: personNameSchema,
  password: passwordSchema,
});

/** A new password from a reset link. */
export const passwordResetSchema = yup.object({ password: passwordSchema });

/** Requesting a reset or a new verification e-mail. */
export const emailRequestSchema = yup.object({ email: emailSchema });

/** An API client (`createApiClient`, `updateApiClient`): name, at least one role, terms accepted. */
export const apiClientSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(PEOPLE_FIELD_LIMITS.apiClientName, VALIDATION_MESSAGES.apiClientNameMax),
  roles: yup
    .array(yup.string<ApiClientRole>().required().oneOf(API_CLIENT_ROLES))
    .default([])
    .min(1, VALIDATION_MESSAGES.apiClientRoleRequired),
  termsAccepted: yup.boolean().default(false).oneOf([true], VALIDATION_MESSAGES.termsRequired),
});
export type ApiClientValues = yup.InferType<typeof apiClientSchema>;

/**
 * Self sign-up of a new organisation and its first admin (`signUp`): organisation and person names
 * 2 to 150, the e-mail and password rules, an optional phone with its country code, a plan, and
 * the terms accepted.
 */
export const signUpSchema = yup.object({
  organisationName: personNameSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  planId: yup.string().trim().required(VALIDATION_MESSAGES.required),
  termsAccepted: yup.boolean().default(false).oneOf([true], VALIDATION_MESSAGES.termsRequired),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;
