/**
 * Browsers and Node fire a timer longer than 2^31 - 1 ms (about 24.8 days) at once. Machines
 * that wait longer (a 30-day trial) wait in steps of at most this long.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

export function nextTimerStep(remainingMs: number): number {
  return Math.max(0, Math.min(remainingMs, MAX_TIMER_DELAY_MS));
}
