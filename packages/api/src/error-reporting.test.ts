import type { BrowserOptions, ErrorEvent } from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './errors.js';
import { shouldReport } from './error-reporting-filter.js';
import { initErrorReporting } from './error-reporting.js';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/browser', () => sentry);

function exceptionEvent(type: string, value: string): ErrorEvent {
  return { type: undefined, exception: { values: [{ type, value }] } };
}

afterEach(() => {
  sentry.init.mockClear();
});

describe('which errors are reported', () => {
  it.each([
    ['ChunkLoadError', 'Loading chunk 412 failed.'],
    ['Error', 'Loading CSS chunk settings failed'],
    [
      'TypeError',
      'Failed to fetch dynamically imported module: https://studio.example/assets/Library-3f2a.js',
    ],
    ['TypeError', 'error loading dynamically imported module'],
    ['TypeError', 'Importing a module script failed.'],
    ['Error', 'ResizeObserver loop limit exceeded'],
    ['Error', 'ResizeObserver loop completed with undelivered notifications.'],
    ['TypeError', 'Failed to fetch'],
    ['TypeError', 'NetworkError when attempting to fetch resource.'],
    ['TypeError', 'Load failed'],
    ['TypeError', 'Network request failed'],
  ])('drops %s: %s', (type, value) => {
    expect(shouldReport(exceptionEvent(type, value))).toBe(false);
  });

  it('drops a plain message event about a ResizeObserver loop', () => {
    expect(shouldReport({ type: undefined, message: 'ResizeObserver loop limit exceeded' })).toBe(
      false,
    );
  });

  it('drops the client’s own network ApiError', () => {
    const error = new ApiError(undefined, [{ code: NETWORK_ERROR_CODE, message: 'x' }]);
    expect(
      shouldReport(exceptionEvent('ApiError', error.message), { originalException: error }),
    ).toBe(false);
  });

  it.each([
    ['TypeError', "Cannot read properties of undefined (reading 'uuid')"],
    ['ApiError', 'An unexpected internal server error occurred. Please try again.'],
    ['Error', 'Failed to fetch the encoder list for reasons of our own'],
  ])('keeps %s: %s', (type, value) => {
    expect(shouldReport(exceptionEvent(type, value))).toBe(true);
  });

  it('keeps an ApiError from a server failure', () => {
    const error = new ApiError(500, [{ code: 'INTERNAL', message: 'x' }]);
    expect(
      shouldReport(exceptionEvent('ApiError', error.message), { originalException: error }),
    ).toBe(true);
  });
});

describe('initErrorReporting', () => {
  it('without a DSN loads nothing and sends nothing', async () => {
    await expect(initErrorReporting()).resolves.toBe(false);
    await expect(initErrorReporting({ dsn: '' })).resolves.toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('with a DSN starts the SDK with replay on errors only and the filter as beforeSend', async () => {
    await expect(
      initErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'production' }),
    ).resolves.toBe(true);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0]?.[0] as BrowserOptions;
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example/1',
      environment: 'production',
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      integrations: [{ name: 'Replay' }],
    });
    const beforeSend = options.beforeSend;
    expect(beforeSend?.(exceptionEvent('TypeError', 'Failed to fetch'), {})).toBeNull();
    const kept = exceptionEvent('TypeError', 'x is undefined');
    expect(beforeSend?.(kept, {})).toBe(kept);
    expect(options.ignoreErrors?.length).toBeGreaterThan(0);
  });
});
