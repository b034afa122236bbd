import { INVALID_CREDENTIALS_CODE, PEOPLE_MESSAGES } from '@studio/domain';
import type { ApiClientCredentials, ApiClientRow } from '../db/identity/api-clients-repository';
import { secretMatches } from './link-tokens';
import type { UserRow, UsersRepository } from '../db/identity/users-repository';
import { tooManyRequests, unauthenticated } from '../http/errors';
import { LoginAttempts } from './login-attempts';
import { verifyAgainstDecoy, verifyPassword } from './passwords';

/** Checks a user name and password under the per user-name-and-address attempt limit. */
export class CredentialChecker {
  constructor(
    private readonly users: UsersRepository,
    private readonly attempts: LoginAttempts,
  ) {}

  /** The user, or throws 429 (too many failures) or 401 with `failureMessage`. */
  async check(
    userName: string,
    password: string,
    address: string,
    failureMessage: string,
  ): Promise<UserRow> {
    const key = LoginAttempts.key(userName, address);
    const wait = this.attempts.retryAfterSeconds(key);
    if (wait > 0) throw tooManyRequests(wait);
    const user = await this.users.findByUserName(userName);
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      this.attempts.recordFailure(key);
      throw unauthenticated(INVALID_CREDENTIALS_CODE, failureMessage);
    }
    this.attempts.recordSuccess(key);
    return user;
  }
}

/**
 * An API client's id and secret (the client credentials grant), under the same attempt limit as
 * passwords, keyed by client id and address. An unknown id costs the same hash as a known one.
 */
export class ClientCredentialChecker {
  constructor(
    private readonly clients: ApiClientCredentials,
    private readonly attempts: LoginAttempts,
  ) {}

  async check(clientId: string, secret: string, address: string): Promise<ApiClientRow> {
    const key = LoginAttempts.key(`client:${clientId}`, address);
    const wait = this.attempts.retryAfterSeconds(key);
    if (wait > 0) throw tooManyRequests(wait);
    const client = await this.clients.findByClientId(clientId);
    const valid = secretMatches(secret, client?.secretHash ?? '0'.repeat(64));
    if (!client || !valid) {
      this.attempts.recordFailure(key);
      throw unauthenticated('INVALID_CLIENT', PEOPLE_MESSAGES.invalidClient);
    }
    this.attempts.recordSuccess(key);
    return client;
  }
}
