import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  DEFAULT_LEASE_MS,
  type JobDefinition,
  type JobDefinitions,
} from './definitions';
import type { ClaimedJob, JobQueue } from './queue';

export interface WorkerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions<Payloads> {
  /** The queue to work on; its definitions say how each kind runs. */
  queue: JobQueue<Payloads>;
  /** Jobs run at the same time by this worker. Default 1. */
  concurrency?: number;
  /**
   * The safety-net poll when idle: new jobs wake the worker at once (NOTIFY), but jobs whose
   * retry or lease time comes due announce nothing. Default 2 s.
   */
  idlePollMs?: number;
  /**
   * How long a claim lasts without news from its worker. The worker renews it every third of
   * this while a handler runs, so it bounds how long a dead worker's job waits for another
   * worker. Default 60 s.
   */
  leaseMs?: number;
  logger?: WorkerLogger;
  workerId?: string;
}

export type JobOutcome = 'completed' | 'retrying' | 'failed' | 'released' | 'lost';

const silentLogger: WorkerLogger = { info: () => undefined, error: () => undefined };

/**
 * Runs jobs from the queue: in the server process (started and stopped with the app) or in a
 * separate `worker` process on the same PostgreSQL. `runOnce` is the whole cycle of one job, so
 * tests drive it directly with an injected clock instead of the polling loop.
 */
export class JobWorker<Payloads> {
  readonly workerId: string;
  private readonly queue: JobQueue<Payloads>;
  private readonly definitions: JobDefinitions<Payloads>;
  private readonly logger: WorkerLogger;
  private readonly stopController = new AbortController();
  private loops: Promise<void>[] = [];
  private wakeSleepers: (() => void)[] = [];
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(private readonly options: JobWorkerOptions<Payloads>) {
    this.queue = options.queue;
    this.definitions = options.queue.definitions;
    this.logger = options.logger ?? silentLogger;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.queue.onEnqueued(() => this.wake());
    const concurrency = this.options.concurrency ?? 1;
    this.loops = Array.from({ length: concurrency }, () => this.loop());
    this.logger.info({ workerId: this.workerId, concurrency }, 'job worker started');
  }

  /**
   * Stops claiming, aborts the running handlers' signals and waits for them: a handler that
   * gives up on abort puts its job back for the next worker without spending an attempt.
   */
  async stop(): Promise<void> {
    if (this.stopController.signal.aborted) return;
    this.stopController.abort(new Error('The job worker is stopping.'));
    this.wake();
    await Promise.all(this.loops);
    await this.unsubscribe?.();
    this.logger.info({ workerId: this.workerId }, 'job worker stopped');
  }

  /** Claims and runs one due job; null when none was due. */
  async runOnce(): Promise<JobOutcome | null> {
    await this.queue.failExhaustedLeases();
    const leaseMs = this.options.leaseMs ?? DEFAULT_LEASE_MS;
    const claim = await this.queue.claim(this.workerId, this.queue.kinds, leaseMs);
    if (!claim) return null;
    const definition = this.definitionOf(claim.row.kind);
    // Keep the claim alive while the handler works, so only a dead worker's job expires.
    const renewal = setInterval(() => {
      void this.queue.renewLease(claim, leaseMs).catch((error: unknown) => {
        this.logger.error({ jobId: claim.row.id, error }, 'could not renew a job lease');
      });
    }, leaseMs / 3);
    renewal.unref();
    try {
      await definition.handle(claim.row.payload, {
        jobId: claim.row.id,
        attempt: claim.row.attempts,
        maxAttempts: claim.row.maxAttempts,
        organisationId: claim.row.organisationId,
        signal: this.stopController.signal,
      });
      return this.settle(claim, await this.queue.complete(claim), 'completed');
    } catch (error) {
      if (this.stopController.signal.aborted) {
        return this.settle(claim, await this.queue.release(claim), 'released');
      }
      return this.recordFailure(claim, definition, error);
    } finally {
      clearInterval(renewal);
    }
  }

  /** Runs due jobs until none is left (tests, and draining in scripts). */
  async drain(): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (let outcome = await this.runOnce(); outcome; outcome = await this.runOnce()) {
      outcomes.push(outcome);
    }
    return outcomes;
  }

  private async recordFailure(
    claim: ClaimedJob,
    definition: JobDefinition<unknown>,
    error: unknown,
  ): Promise<JobOutcome> {
    const message = error instanceof Error ? error.message : String(error);
    const lastAttempt = claim.row.attempts >= claim.row.maxAttempts;
    const retryInMs = lastAttempt
      ? null
      : backoffDelay(claim.row.attempts, definition.backoff ?? DEFAULT_BACKOFF);
    const recorded = await this.queue.fail(claim, message, retryInMs);
    this.logger.error(
      { jobId: claim.row.id, kind: claim.row.kind, attempt: claim.row.attempts, error: message },
      lastAttempt ? 'job failed for good' : 'job failed, will retry',
    );
    return this.settle(claim, recorded, lastAttempt ? 'failed' : 'retrying');
  }

  /** A claim that expired and went to another worker while this one worked is not ours to settle. */
  private settle(claim: ClaimedJob, recorded: boolean, outcome: JobOutcome): JobOutcome {
    if (recorded) return outcome;
    this.logger.error({ jobId: claim.row.id }, 'job lease was lost before the job finished');
    return 'lost';
  }

  private definitionOf(kind: string): JobDefinition<unknown> {
    const definition = (this.definitions as Record<string, JobDefinition<unknown> | undefined>)[
      kind
    ];
    if (!definition) throw new Error(`No job definition for kind ${kind}`);
    return definition;
  }

  private async loop(): Promise<void> {
    const signal = this.stopController.signal;
    while (!signal.aborted) {
      let outcome: JobOutcome | null = null;
      try {
        outcome = await this.runOnce();
      } catch (error) {
        this.logger.error({ error }, 'job worker cycle failed');
      }
      if (!outcome && !signal.aborted) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.idlePollMs ?? 2_000);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleepers.push(done);
    });
  }

  private wake(): void {
    const sleepers = this.wakeSleepers;
    this.wakeSleepers = [];
    for (const wake of sleepers) wake();
  }
}
