import { ON_ERROR_REPLAY_SAMPLE_RATE, SESSION_REPLAY_SAMPLE_RATE } from '@studio/domain';
import type { BrowserOptions } from '@sentry/browser';
import { IGNORED_ERRORS, shouldReport } from './error-reporting-filter.js';

export interface ErrorReportingOptions {
  /** Without a DSN nothing is loaded and nothing is sent (local runs, tests, previews). */
  dsn?: string;
  environment?: string;
  release?: string;
}

/** The SDK options of spec sections 8 and 9, apart from the integrations. */
export function errorReportingOptions(
  options: ErrorReportingOptions & { dsn: string },
): BrowserOptions {
  return {
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    replaysSessionSampleRate: SESSION_REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: ON_ERROR_REPLAY_SAMPLE_RATE,
    ignoreErrors: [...IGNORED_ERRORS],
    beforeSend: (event, hint) => (shouldReport(event, hint) ? event : null),
  };
}

/**
 * Starts error reporting when a DSN is given. The SDK is imported on demand, so a studio without
 * a DSN never downloads it and the client's own bundle does not carry it. Resolves to whether
 * reporting is on.
 */
export async function initErrorReporting(options: ErrorReportingOptions = {}): Promise<boolean> {
  const { dsn } = options;
  if (!dsn) return false;
  const sentry = await import('@sentry/browser');
  sentry.init({
    ...errorReportingOptions({ ...options, dsn }),
    integrations: [sentry.replayIntegration()],
  });
  return true;
}
