import type { ErrorEvent, EventHint } from '@sentry/browser';
import { isApiError, NETWORK_ERROR_CODE } from './errors.js';

/**
 * Errors spec section 8 says not to report, as the browsers word them. Module-load failures come
 * from a deploy replacing chunks under an open tab, ResizeObserver loops are benign browser
 * warnings, and generic network failures are the visitor's connection: none is ours to fix.
 */
export const IGNORED_ERRORS: readonly RegExp[] = [
  // Module load (Vite/webpack chunks, dynamic import) in Chromium, Firefox and Safari.
  /ChunkLoadError/i,
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  // ResizeObserver.
  /ResizeObserver loop (?:limit exceeded|completed with undelivered notifications)/i,
  // Generic network failures.
  /^(?:TypeError: )?Failed to fetch$/i,
  /NetworkError when attempting to fetch resource/i,
  /^(?:TypeError: )?Load failed$/i,
  /^(?:TypeError: )?Network request failed$/i,
  /^(?:TypeError: )?network error$/i,
];

function texts(event: ErrorEvent): string[] {
  const found: string[] = [];
  if (event.message) found.push(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) found.push(exception.value);
    if (exception.type && exception.value) found.push(`${exception.type}: ${exception.value}`);
    if (exception.type) found.push(exception.type);
  }
  return found;
}

/** Whether an event is worth sending; used as `beforeSend` next to `ignoreErrors`. */
export function shouldReport(event: ErrorEvent, hint: EventHint = {}): boolean {
  const original = hint.originalException;
  // The client's own dropped-connection error carries a catalogue message, not the browser's.
  if (isApiError(original) && original.hasCode(NETWORK_ERROR_CODE)) return false;
  const candidates = texts(event);
  if (original instanceof Error) candidates.push(original.message, original.name);
  return !candidates.some((text) => IGNORED_ERRORS.some((pattern) => pattern.test(text)));
}
