import { MS_PER_DAY, SOCIAL_EXPIRY_WARNING_DAYS } from './lifecycles.js';

/** The social link states of spec section 4, as the contract names them. */
export const SOCIAL_LINK_STATUSES = [
  'access_verified',
  'expires_soon',
  'expires_today',
  'expired',
  'renew_needed',
] as const;
export type SocialLinkStatus = (typeof SOCIAL_LINK_STATUSES)[number];

/** The social errors of spec section 8; the spec names them, the words are ours. */
export const SOCIAL_MESSAGES = {
  accessDenied: 'Access to the account was denied.',
  /** `{code}` is the provider's error code, shown so support can look it up. */
  accessError: 'The social network answered with error code {code}.',
  alreadyLinked: 'This account is already linked.',
  channelIdMismatch: 'The channel you signed in with is not the linked channel.',
  noChannel: 'This account has no page or channel that can stream live.',
  renewalDifferentAccount: 'Renew with the same account that was linked.',
  grantError: 'The account could not be linked. Please try again.',
  crosspostTargetUnknown: 'Crosspost only to other pages of the same account.',
} as const;

export function socialAccessErrorMessage(code: string): string {
  return SOCIAL_MESSAGES.accessError.replace('{code}', code);
}

/**
 * Whole days from `now` until `expiresAt`, counted in calendar days of UTC: the day the access
 * ends is 0 ("expires today"), the days before it positive, the days after it negative.
 */
export function socialDaysRemaining(expiresAt: Date, now: Date): number {
  const startOfDay = (date: Date) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (expiresAt.getTime() <= now.getTime()) {
    const days = Math.round((startOfDay(expiresAt) - startOfDay(now)) / MS_PER_DAY);
    return Math.min(days, -1);
  }
  return Math.round((startOfDay(expiresAt) - startOfDay(now)) / MS_PER_DAY);
}

/**
 * The label a link shows (the same thresholds as the social-link machine): a revoked access
 * needs renewing whatever the days say; otherwise verified until SOCIAL_EXPIRY_WARNING_DAYS
 * before the end, then "expires in N days", "expires today" and "expired".
 */
export function socialLinkStatus(
  link: { accessExpiresAt: Date; accessRevoked: boolean },
  now: Date,
): SocialLinkStatus {
  if (link.accessRevoked) return 'renew_needed';
  const days = socialDaysRemaining(link.accessExpiresAt, now);
  if (days > SOCIAL_EXPIRY_WARNING_DAYS) return 'access_verified';
  if (days >= 1) return 'expires_soon';
  if (days === 0) return 'expires_today';
  return 'expired';
}
