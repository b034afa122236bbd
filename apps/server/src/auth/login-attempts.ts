/**
 * Failed sign-in attempts per user name and client address, in memory: a guess-the-password run
 * is stopped after `maxFailures` within `windowMs`, without locking the user out from elsewhere.
 * In memory is enough for one reference server; several servers would share it in PostgreSQL.
 */
export interface LoginAttemptPolicy {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_ATTEMPT_POLICY: LoginAttemptPolicy = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
};

export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly policy: LoginAttemptPolicy = DEFAULT_LOGIN_ATTEMPT_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  static key(userName: string, address: string): string {
    return `${userName.trim().toLowerCase()}\u0000${address}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.policy.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before the next attempt, or 0 when one is allowed now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.policy.maxFailures) return 0;
    const oldest = recent[recent.length - this.policy.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.policy.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }
}
