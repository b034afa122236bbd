import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, retryDelay, shouldRetry } from './retry-policy.js';

describe('retry policy', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads Retry-After as seconds or an HTTP date; a past date means now', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 12 ', now)).toBe(12_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });

  it('falls back to the exponential back-off when Retry-After is absent or unreadable', () => {
    expect([1, 2, 3].map(backoffDelay)).toEqual([1000, 2000, 4000]);
    expect(retryDelay(2, 'soon', now)).toBe(2000);
    expect(retryDelay(2, '7', now)).toBe(7000);
  });

  it('allows three retries of idempotent methods on 429/502/503/504 only', () => {
    expect(shouldRetry('get', 503, 2)).toBe(true);
    expect(shouldRetry('GET', 503, 3)).toBe(false);
    expect(shouldRetry('POST', 503, 0)).toBe(false);
    expect(shouldRetry('PATCH', 429, 0)).toBe(false);
    expect(shouldRetry('PUT', 500, 0)).toBe(false);
    expect(shouldRetry('DELETE', 401, 0)).toBe(false);
  });
});
