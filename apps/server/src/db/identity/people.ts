/**
 * Values the identity tables use (kept out of schema.ts, whose value exports must all be tables).
 */
export const ACCOUNT_STATUSES = ['verified', 'unverified', 'invalid'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface NotificationSettings {
  networkAlerts: boolean;
  eventSummaries: boolean;
  productUpdates: boolean;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  networkAlerts: true,
  eventSummaries: true,
  productUpdates: false,
};

/** The invitation machine's stored states; `expired` is read from `expiresAt`, never stored. */
export const STORED_INVITE_STATUSES = ['pending', 'resent', 'revoked', 'accepted'] as const;
export type StoredInviteStatus = (typeof STORED_INVITE_STATUSES)[number];

export const USER_TOKEN_PURPOSES = ['passwordReset', 'emailVerification'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];
