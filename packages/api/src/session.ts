import { AUTH_MESSAGES, TOKEN_REPLAY_WAIT_MS } from '@studio/domain';
import { raceAbort } from './abort.js';
import { ApiError, isApiError } from './errors.js';
import { sleep } from './sleep.js';
import type { TokenStore } from './token-store.js';

/** An access token as the token endpoint grants it. */
export interface TokenGrant {
  accessToken: string;
  /** Lifetime in seconds. */
  expiresIn: number;
}

/**
 * What the client reports about refreshes it does on its own (after a 401), so the session machine
 * can mirror them without a timer of its own. Explicit helpers (signIn, refreshSession, signOut)
 * report through their promise instead.
 */
export interface SessionCallbacks {
  onRefreshStarted?: () => void;
  onTokenRefreshed?: (grant: TokenGrant) => void;
  onSessionExpired?: (error: ApiError) => void;
}

/** Code of the error queued calls reject with once the session is over. */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';

export function sessionExpiredError(cause?: unknown): ApiError {
  const causeItems = isApiError(cause) ? cause.errors : [];
  return new ApiError(
    401,
    [{ code: SESSION_EXPIRED_CODE, message: AUTH_MESSAGES.sessionExpired }, ...causeItems],
    {
      cause,
    },
  );
}

export interface SessionCoordinator {
  /**
   * Resolves when no refresh is running (background or page load), so new calls do not go out
   * with a token that is being replaced.
   */
  whenSettled(signal?: AbortSignal | null): Promise<void>;
  /**
   * Called by a call that got 401 with `tokenUsed`. Joins the running refresh, or starts the one
   * refresh (then the replay wait), or returns at once when the token has already been renewed.
   * Rejects with the session-expired error when the session cannot be renewed.
   */
  afterUnauthorized(tokenUsed: string | undefined, signal?: AbortSignal | null): Promise<void>;
  /** Ends the session that used `tokenUsed` (once), unless a newer session has replaced it. */
  expire(cause: unknown, tokenUsed: string | undefined): ApiError;
  /** The owner asked for a new token (page load): joins a running refresh, no callbacks. */
  refreshNow(): Promise<TokenGrant>;
  /** A token was granted by sign-in: the session is live again. */
  begin(grant: TokenGrant): void;
  /** Signed out: forget the token. */
  end(): void;
  readonly refreshing: boolean;
  readonly expired: boolean;
}

export interface SessionCoordinatorOptions {
  tokens: TokenStore;
  /** POST auth/token with the refresh cookie. Throws ApiError when refused. */
  requestToken: () => Promise<TokenGrant>;
  callbacks?: SessionCallbacks;
  replayWaitMs?: number;
}

export function createSessionCoordinator(options: SessionCoordinatorOptions): SessionCoordinator {
  const { tokens, requestToken, callbacks = {}, replayWaitMs = TOKEN_REPLAY_WAIT_MS } = options;
  /** The background refresh: the token request, then the replay wait. Queued calls wait on it. */
  let running: Promise<void> | undefined;
  /**
   * The token request itself, shared by the background refresh and refreshNow: the refresh cookie
   * is rotated on use, so two concurrent requests would invalidate each other.
   */
  let tokenRequest: Promise<TokenGrant> | undefined;
  let expired = false;

  function isSuperseded(tokenUsed: string | undefined): boolean {
    const current = tokens.get();
    return current !== undefined && current !== tokenUsed;
  }

  function expire(cause: unknown, tokenUsed: string | undefined): ApiError {
    const error = sessionExpiredError(cause);
    if (expired || isSuperseded(tokenUsed)) return error;
    expired = true;
    tokens.set(undefined);
    callbacks.onSessionExpired?.(error);
    return error;
  }

  function requestTokenOnce(): Promise<TokenGrant> {
    if (!tokenRequest) {
      const request = requestToken().then((grant) => {
        tokens.set(grant.accessToken);
        expired = false;
        return grant;
      });
      tokenRequest = request.finally(() => {
        tokenRequest = undefined;
      });
    }
    return tokenRequest;
  }

  async function refreshInBackground(tokenUsed: string | undefined): Promise<void> {
    callbacks.onRefreshStarted?.();
    let grant: TokenGrant;
    try {
      grant = await requestTokenOnce();
    } catch (error) {
      throw expire(error, tokenUsed);
    }
    callbacks.onTokenRefreshed?.(grant);
    // The spec's replay wait: queued calls go out again only after it, all with the new token.
    await sleep(replayWaitMs);
  }

  function share(work: Promise<void>): Promise<void> {
    const shared = work.finally(() => {
      if (running === shared) running = undefined;
    });
    running = shared;
    // Callers that stopped waiting (aborted) must not turn a failed refresh into an unhandled rejection.
    shared.catch(() => undefined);
    return shared;
  }

  return {
    get refreshing() {
      return running !== undefined;
    },
    get expired() {
      return expired;
    },
    async whenSettled(signal) {
      if (running) {
        await raceAbort(running, signal);
      } else if (tokenRequest) {
        // A page-load refresh is under way: wait for its token rather than go out without one and
        // come back 401. If it fails, the call goes out as it is and meets the usual 401 rules.
        await raceAbort(
          tokenRequest.then(
            () => undefined,
            () => undefined,
          ),
          signal,
        );
      }
    },
    async afterUnauthorized(tokenUsed, signal) {
      if (running) return raceAbort(running, signal);
      if (isSuperseded(tokenUsed)) return;
      if (expired) throw sessionExpiredError();
      return raceAbort(share(refreshInBackground(tokenUsed)), signal);
    },
    expire,
    async refreshNow() {
      try {
        return await requestTokenOnce();
      } catch (error) {
        // No callback: the owner asked and learns the outcome from this promise. When a background
        // refresh shares this request, it ends the session itself and reports it to the owner.
        if (!running) {
          expired = true;
          tokens.set(undefined);
        }
        throw error;
      }
    },
    begin(grant) {
      tokens.set(grant.accessToken);
      expired = false;
    },
    end() {
      tokens.set(undefined);
    },
  };
}
