import {
  INVALID_REFRESH_TOKEN_CODE,
  REQUEST_TRACKING_HEADER,
  retryAttemptMessage,
} from '@studio/domain';
import { apiErrorFromResponse, networkError } from './errors.js';
import type { ApiLogger } from './logger.js';
import { retryDelay, shouldRetry } from './retry-policy.js';
import type { SessionCoordinator } from './session.js';
import { abortReason, sleep } from './sleep.js';
import type { TokenStore } from './token-store.js';

export type FetchLike = (request: Request) => Promise<Response>;

/**
 * Calls whose 401 means "wrong credentials" or "already signed out", not "token expired": they are
 * never queued behind a refresh, and they carry the refresh cookie (credentials included).
 */
const SESSION_PATH = /\/(?:auth\/token|auth\/customers\/[^/]+\/token|login|logout)$/;

export function isSessionCall(url: string): boolean {
  return SESSION_PATH.test(new URL(url, 'http://relative.invalid').pathname);
}

export interface TransportOptions {
  fetch: FetchLike;
  tokens: TokenStore;
  session: SessionCoordinator;
  logger: ApiLogger;
  createRequestId: () => string;
  now: () => number;
}

/**
 * The call semantics of spec sections 7 and 8, as a fetch: openapi-fetch builds the request from
 * the contract and hands it here. Answers come back only when successful; every failure is thrown
 * as ApiError (aborts reject with the signal's reason, as fetch does).
 */
export function createTransport(options: TransportOptions): FetchLike {
  const { fetch, tokens, session, logger, createRequestId, now } = options;

  /**
   * The Request for one attempt, with the token and a fresh tracking id. A request with a body
   * needs a copy per attempt (a body can be read once) and session calls need credentials set at
   * construction; a bodyless one is sent again as it is, which saves building a copy per call.
   */
  function attemptOf(
    template: Request,
    body: ArrayBuffer | undefined,
    token: string | undefined,
  ): Request {
    const credentials = isSessionCall(template.url) ? 'include' : template.credentials;
    const reusable = body === undefined && credentials === template.credentials;
    const headers = reusable ? template.headers : new Headers(template.headers);
    if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
    headers.set(REQUEST_TRACKING_HEADER, createRequestId());
    if (reusable) return template;
    const init: RequestInit = {
      method: template.method,
      headers,
      signal: template.signal,
      redirect: template.redirect,
      credentials,
    };
    if (body !== undefined) init.body = body;
    return new Request(template.url, init);
  }

  async function sendOnce(request: Request): Promise<Response> {
    try {
      return await fetch(request);
    } catch (error) {
      if (request.signal.aborted) throw abortReason(request.signal);
      throw networkError(error);
    }
  }

  /** Sends with `token`, retrying idempotent calls on 429/502/503/504; returns the last answer. */
  async function sendWithRetries(
    template: Request,
    body: ArrayBuffer | undefined,
    token: string | undefined,
  ) {
    for (let retriesDone = 0; ; retriesDone += 1) {
      const response = await sendOnce(attemptOf(template, body, token));
      if (!shouldRetry(template.method, response.status, retriesDone)) return response;
      const retryNumber = retriesDone + 1;
      const delayMs = retryDelay(retryNumber, response.headers.get('Retry-After'), now());
      // The body is not needed; releasing it frees the connection during the wait.
      await response.body?.cancel().catch(() => undefined);
      logger.info(retryAttemptMessage(retryNumber), {
        method: template.method,
        url: template.url,
        status: response.status,
        delayMs,
      });
      await sleep(delayMs, template.signal);
    }
  }

  return async function send(template: Request): Promise<Response> {
    const body = template.body === null ? undefined : await template.arrayBuffer();
    const sessionCall = isSessionCall(template.url);
    let replayed = false;
    for (;;) {
      if (!sessionCall) await session.whenSettled(template.signal);
      const tokenUsed = tokens.get();
      const response = await sendWithRetries(template, body, tokenUsed);
      if (response.ok) return response;
      const error = await apiErrorFromResponse(response);
      if (sessionCall) throw error;
      if (error.hasCode(INVALID_REFRESH_TOKEN_CODE)) throw session.expire(error, tokenUsed);
      if (response.status !== 401) throw error;
      // A replayed call refused again: the new token is not accepted either, the session is over.
      if (replayed) throw session.expire(error, tokenUsed);
      await session.afterUnauthorized(tokenUsed, template.signal);
      replayed = true;
    }
  };
}
