/** What a handler learns about the job it runs. */
export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  organisationId: string | null;
  /** Aborted when the worker stops; a handler that honours it is put back on the queue untouched. */
  signal: AbortSignal;
}

export interface RetryBackoff {
  /** Wait before the second attempt; each later one waits twice as long as the one before. */
  initialMs: number;
  maxMs: number;
}

/** How one kind of job runs. `Payload` is what `enqueue` takes and the handler receives. */
export interface JobDefinition<Payload> {
  handle(payload: Payload, context: JobContext): Promise<void>;
  /** Tries before the job is recorded as failed. Default 5. */
  maxAttempts?: number;
  backoff?: RetryBackoff;
}

/** One definition per kind, typed by a map from kind to payload. */
export type JobDefinitions<Payloads> = {
  [Kind in keyof Payloads & string]: JobDefinition<Payloads[Kind]>;
};

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF: RetryBackoff = { initialMs: 5_000, maxMs: 10 * 60_000 };
export const DEFAULT_LEASE_MS = 60_000;

/** The wait before retry number `failedAttempts` (1 after the first failure): exponential, capped. */
export function backoffDelay(failedAttempts: number, backoff: RetryBackoff): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** exponent);
}
