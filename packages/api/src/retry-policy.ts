import {
  IDEMPOTENT_METHODS,
  RETRY_COUNT,
  RETRY_INITIAL_DELAY_MS,
  RETRY_STATUSES,
} from '@studio/domain';

/**
 * Which answers are retried and after how long (spec sections 7 and 9). Only idempotent methods are
 * retried, so a POST or PATCH is never sent twice because of a transient failure.
 */
export function isIdempotent(method: string): boolean {
  return (IDEMPOTENT_METHODS as readonly string[]).includes(method.toUpperCase());
}

export function isRetryableStatus(status: number): boolean {
  return (RETRY_STATUSES as readonly number[]).includes(status);
}

/** Whether attempt number `retriesDone + 1` may follow an answer with `status`. */
export function shouldRetry(method: string, status: number, retriesDone: number): boolean {
  return retriesDone < RETRY_COUNT && isIdempotent(method) && isRetryableStatus(status);
}

/** Exponential back-off: 1000 ms before the first retry, then 2000, 4000. */
export function backoffDelay(retryNumber: number): number {
  return RETRY_INITIAL_DELAY_MS * 2 ** (retryNumber - 1);
}

/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date (RFC 9110 section 10.2.3).
 * Undefined when absent or unreadable; a date in the past means "now".
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Every HTTP-date form names its month in letters; this keeps Date.parse from reading "-5" as a year.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** The server's Retry-After wins over our own back-off when it gives one. */
export function retryDelay(
  retryNumber: number,
  retryAfterHeader: string | null,
  now: number,
): number {
  return parseRetryAfter(retryAfterHeader, now) ?? backoffDelay(retryNumber);
}
