import type { MachineError } from '../shared/machine-error.js';

/**
 * Data the session actors exchange with the studio. Structural and minimal on purpose: the studio
 * adapts the generated API types to these, so this package never depends on generated code.
 */
export interface TokenGrant {
  readonly accessToken: string;
  /** Seconds until the access token expires, as the token endpoint reports it. */
  readonly expiresIn: number;
}

export type UserType = 'USER' | 'SITE';

export interface SessionUser {
  readonly capabilities: readonly string[];
  readonly customerId: string;
  readonly customerName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userId: string;
  readonly userName: string;
  readonly userType: UserType;
  readonly roles: readonly string[];
}

export interface SessionCustomer {
  readonly uuid: string;
  readonly name: string;
  /**
   * The organisation's plans (spec section 3), for plan gating (spec section 6): the studio shows
   * a route and its navigation entry only when the plans allow it. Absent when unknown.
   */
  readonly webPlanId?: string | null;
  readonly webPlanName?: string | null;
  readonly vodPlanId?: string | null;
  readonly vodPlanName?: string | null;
  readonly multisitePlanId?: string | null;
  readonly multisitePlanName?: string | null;
}

export interface SessionRegion {
  readonly uuid: string;
  readonly name: string;
  readonly zone?: string;
  readonly defaultRegion?: boolean;
}

export interface LoginCredentials {
  readonly username: string;
  readonly password: string;
}

export interface OnBehalfOfCredentials extends LoginCredentials {
  readonly customerId: string;
}

export interface FetchCustomerInput {
  readonly customerId: string;
}

export interface TrackLoginInput {
  readonly user: SessionUser;
  readonly customer: SessionCustomer | null;
}

export interface LogoutInput {
  readonly accessToken: string | null;
}

/** The spec's authentication state (section 3) plus the organisation data the studio needs. */
export interface SessionContext {
  accessToken: string | null;
  expired: boolean;
  expiresIn: number | null;
  isLoggingIn: boolean;
  isLoggingOut: boolean;
  isRefreshing: boolean;
  isVenue: boolean;
  user: SessionUser | null;
  error: MachineError | null;
  refreshTokenError: MachineError | null;
  customer: SessionCustomer | null;
  regions: readonly SessionRegion[];
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginCredentials)
  | ({ type: 'session.loginOnBehalfOf' } & OnBehalfOfCredentials)
  | { type: 'session.logout' }
  /** The API client started a refresh after a 401 (it holds the failed calls meanwhile). */
  | { type: 'session.refreshStarted' }
  /** The API client obtained a new access token (after a 401 or on its own schedule). */
  | ({ type: 'session.tokenRefreshed' } & TokenGrant)
  /** The API client gave up: a failed refresh, a call already replayed, or INVALID_REFRESH_TOKEN. */
  | { type: 'session.expired'; error?: MachineError };

/** Emitted so the studio can drop every organisation-scoped cache after an on-behalf-of login. */
export type SessionEmitted = { type: 'session.organisationReset' };
