/** The system log windows of spec section 2: the last 15, 30, 60 minutes, 6 hours, 1 or 2 days. */
export const LOG_WINDOWS = ['15m', '30m', '60m', '6h', '1d', '2d'] as const;
export type LogWindow = (typeof LOG_WINDOWS)[number];

const MINUTE_MS = 60_000;
const WINDOW_MS: Record<LogWindow, number> = {
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '60m': 60 * MINUTE_MS,
  '6h': 6 * 60 * MINUTE_MS,
  '1d': 24 * 60 * MINUTE_MS,
  '2d': 48 * 60 * MINUTE_MS,
};

export interface LogRange {
  readonly start: string;
  readonly end?: string;
}

/** The window ending now, as the `start` the contract asks for (no `end`: up to now). */
export function rangeOfWindow(window: LogWindow, now: Date): LogRange {
  return { start: new Date(now.getTime() - WINDOW_MS[window]).toISOString() };
}

/**
 * A custom window from two `datetime-local` values (the browser's local time), or null when
 * either is missing or the start is not before the end.
 */
export function rangeOfCustom(from: string, to: string): LogRange | null {
  if (!from || !to) return null;
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  if (start.getTime() >= end.getTime()) return null;
  return { start: start.toISOString(), end: end.toISOString() };
}
