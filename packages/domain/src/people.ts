/**
 * The people limits of spec sections 3 and 5 that screens show without the rules (no yup here:
 * a form that only sets `maxLength` must not download the validation library).
 */

/** E.164 as the contract's `User.phone`: a plus, a country code that does not start with 0. */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
export const USER_TITLE_MAX = 100;
export const API_CLIENT_NAME_MAX = 100;
export const API_CLIENT_ROLES = ['goLiveApi', 'onDemandApi'] as const;
export type ApiClientRoleName = (typeof API_CLIENT_ROLES)[number];
