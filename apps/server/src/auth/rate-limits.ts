/**
 * Requests per key in a sliding window, in memory (as the sign-in attempts are): password reset
 * requests and invitation sends, per address and per client address, so neither one person's
 * inbox nor the server's mail reputation can be flooded. One reference server keeps it in memory;
 * several servers would share it in PostgreSQL.
 */
export interface RateLimitPolicy {
  maxRequests: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.policy.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** Seconds to wait before the next request under `key`, or 0 when one is allowed now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.policy.maxRequests) return 0;
    const oldest = recent[recent.length - this.policy.maxRequests] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.policy.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
  }
}

export interface PeopleRateLimitPolicies {
  /** Reset requests and verification e-mails, per address and per client address. */
  perAddress: RateLimitPolicy;
  perClient: RateLimitPolicy;
}

export const DEFAULT_PEOPLE_RATE_LIMITS: PeopleRateLimitPolicies = {
  perAddress: { maxRequests: 5, windowMs: 60 * 60 * 1000 },
  perClient: { maxRequests: 30, windowMs: 60 * 60 * 1000 },
};

/** The limits of mail that a request can cause, keyed `<kind>:address:<e-mail>` and `<kind>:ip:<ip>`. */
export class MailRateLimits {
  private readonly perAddress: RateLimiter;
  private readonly perClient: RateLimiter;

  constructor(policies: PeopleRateLimitPolicies, now: () => number = Date.now) {
    this.perAddress = new RateLimiter(policies.perAddress, now);
    this.perClient = new RateLimiter(policies.perClient, now);
  }

  /** Seconds to wait (0: go ahead, and the request is counted). */
  take(
    kind: 'reset' | 'verification' | 'invitation',
    email: string,
    clientAddress: string,
  ): number {
    const addressKey = `${kind}:${email.trim().toLowerCase()}`;
    const clientKey = `${kind}:${clientAddress}`;
    const addressWait = this.perAddress.retryAfterSeconds(addressKey);
    const clientWait = this.perClient.retryAfterSeconds(clientKey);
    const wait = Math.max(addressWait, clientWait);
    if (wait > 0) return wait;
    this.perAddress.record(addressKey);
    this.perClient.record(clientKey);
    return 0;
  }
}
