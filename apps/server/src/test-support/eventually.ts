/**
 * Waiting in tests for what happens in the background: ffmpeg reaching a server, a job settling,
 * a state moving on. One helper instead of a loop per file, with a deadline in time rather than in
 * attempts, because an attempt's read can itself take a second when two cores run ffmpeg and
 * PGlite at once, and a count of attempts then gives up early. The deadline is a cap on a hung
 * wait, not a measure of speed: a wait returns as soon as its condition holds.
 */

/** Below the server tests' 120 s timeout, so a wait that never ends says what it waited for. */
export const EVENTUALLY_DEADLINE_MS = 90_000;
const INTERVAL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/**
 * Reads until `accept` takes what was read, and answers that; throws naming `what` (by default the
 * condition's own source, such as `(row) => row.status === 'started'`) and the last value read
 * once the deadline has passed.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean,
  what = String(accept),
  deadlineMs = EVENTUALLY_DEADLINE_MS,
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > until)
      throw new Error(`Gave up waiting for ${what}; last read: ${describeValue(value)}`);
    await sleep(INTERVAL_MS);
  }
}

/** Reads until the read answers something other than undefined, and answers it. */
export async function eventuallyDefined<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  deadlineMs = EVENTUALLY_DEADLINE_MS,
): Promise<T> {
  return (await eventually(read, (value) => value !== undefined, what, deadlineMs)) as T;
}
