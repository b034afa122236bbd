/**
 * The error catalogue of spec section 8. The spec leaves the status-to-message mapping open; this
 * table is our documented choice, used by the client (ApiError) and the server alike.
 */
export const ERROR_MESSAGES = {
  badRequest: 'An invalid request was sent.',
  conflict: 'A request conflict has occurred.',
  unexpected: 'An unexpected error occurred.',
  unexpectedServer: 'An unexpected server error occurred.',
  forbidden: 'Your account has insufficient permissions to access this feature.',
  internalTryAgain: 'An unexpected internal server error occurred. Please try again.',
  invalidHeaders: 'Invalid header fields.',
  manifestNotAvailable: 'Manifest is not yet available.',
  notFound: 'Resource does not exist.',
  unavailable: 'The requested service is currently unavailable. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  unauthenticated: 'Failed to authenticate user. Please try logging in again.',
  incorrectPassword: 'Incorrect password.',
  oops: 'Oops, something went wrong.',
  genericTryAgain: 'Something went wrong. Please try again.',
  /** The 403 of createDestinationGroup (spec sections 6 and 8: Admin permission needed). */
  destinationGroupAdminRequired: 'Creating a destination group needs Admin permission.',
  /** The 403 of registerSoftwareEncoder (spec sections 6 and 8: Organization Admin needed). */
  softwareEncoderAdminRequired:
    'Registering a software encoder needs Organization Admin permission.',
} as const;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

const STATUS_MESSAGES: Record<number, ErrorMessageKey> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  412: 'manifestNotAvailable',
  429: 'tooManyRequests',
  431: 'invalidHeaders',
  500: 'internalTryAgain',
  501: 'unexpectedServer',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** The catalogue message for an HTTP status; unknown statuses get the generic try-again text. */
export function messageForStatus(status: number | undefined): string {
  const key = status === undefined ? undefined : STATUS_MESSAGES[status];
  if (key) return ERROR_MESSAGES[key];
  if (status !== undefined && status >= 500) return ERROR_MESSAGES.unexpectedServer;
  return ERROR_MESSAGES.genericTryAgain;
}

/** The verification service's answer for an expired e-mail verification link (spec section 8). */
export const VERIFY_TOKEN_EXPIRED_MESSAGE =
  'Unable to verify token: Verify new username token has expired';

/** People and accounts: what the accept, reset and API access pages say (issue 12). */
export const PEOPLE_MESSAGES = {
  invitationExpired: 'This invitation has expired. Ask your administrator to send it again.',
  invitationRevoked: 'This invitation was revoked. Ask your administrator for a new one.',
  invitationAccepted: 'This invitation was already accepted. Sign in instead.',
  resetLinkInvalid:
    'This password reset link has timed out or is not valid. Request a new password reset.',
  apiClientNameExists: 'An API client with this name already exists.',
  invalidClient: 'Unknown client id or wrong client secret.',
} as const;

/** What the client logs before the n-th retry of a call (spec section 8). */
export function retryAttemptMessage(attempt: number): string {
  return `Retry attempt #${attempt}`;
}

/** Messages the studio shows for sign-in outcomes (spec sections 1, 8). */
export const AUTH_MESSAGES = {
  venueRefused: 'Venue accounts cannot sign in to the Studio. Please use a Studio account.',
  incorrectCredentials: 'Incorrect username or password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

export const TRIAL_CODES = [
  'NOT_AUTHORIZED',
  'NO_PAYMENT_METHOD',
  'TRIAL_EXPIRED',
  'INVALID_CONTACT',
  'TRIAL_SIGNUP_SUSPENDED',
] as const;
export type TrialCode = (typeof TRIAL_CODES)[number];
