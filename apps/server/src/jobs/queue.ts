import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection';
import { jobs, type JobRow } from '../db/jobs/schema';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinitions } from './definitions';

/** Every process on the database hears of new jobs on this channel (NOTIFY). */
export const JOBS_CHANNEL = 'studio_jobs';

export interface EnqueueOptions {
  organisationId?: string | null;
  /** Not before this instant (default now). */
  runAt?: Date;
  /** While a pending job has this key, enqueueing another with it returns that one. */
  uniqueKey?: string;
  maxAttempts?: number;
}

export interface ClaimedJob {
  row: JobRow;
  /** Proves the claim: finishing with a token whose lease was taken over changes nothing. */
  leaseToken: string;
}

/**
 * The queue kept in the database: plain SQL through Drizzle, identical on PGlite and PostgreSQL.
 * A claim is one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery, so concurrent workers (in this
 * process or others) never take the same job; the clock is injected so that back-off and lease
 * expiry are tested without waiting.
 */
export class JobQueue<Payloads> {
  private readonly db: Database;

  constructor(
    private readonly handle: DatabaseHandle,
    readonly definitions: JobDefinitions<Payloads>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.db = handle.db;
  }

  get kinds(): string[] {
    return Object.keys(this.definitions);
  }

  async enqueue<Kind extends keyof Payloads & string>(
    kind: Kind,
    payload: Payloads[Kind],
    options: EnqueueOptions = {},
  ): Promise<JobRow> {
    const definition = this.definitions[kind];
    if (!definition) throw new Error(`No job definition for kind ${kind}`);
    const now = this.now();
    const [inserted] = await this.db
      .insert(jobs)
      .values({
        id: randomUUID(),
        kind,
        organisationId: options.organisationId ?? null,
        payload,
        uniqueKey: options.uniqueKey ?? null,
        maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: options.runAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({
        target: jobs.uniqueKey,
        where: sql`state = 'pending'`,
      })
      .returning();
    if (inserted) {
      await this.db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${kind})`);
      return inserted;
    }
    const [existing] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.uniqueKey, options.uniqueKey ?? ''), eq(jobs.state, 'pending')));
    if (!existing) throw new Error(`Job with key ${options.uniqueKey} vanished while enqueueing`);
    return existing;
  }

  /** Calls `onJob` whenever a job is enqueued, in any process on the same database. */
  onEnqueued(onJob: () => void): Promise<() => Promise<void>> {
    return this.handle.listen(JOBS_CHANNEL, onJob);
  }

  /**
   * Takes the oldest due job of `kinds` for `workerId`: a pending one whose time has come, or a
   * running one whose lease expired (its worker died). Each claim counts as an attempt.
   */
  async claim(workerId: string, kinds: string[], leaseMs: number): Promise<ClaimedJob | null> {
    const now = this.now();
    const leaseToken = randomUUID();
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.state, 'pending'), lte(jobs.runAt, now)),
            and(
              eq(jobs.state, 'running'),
              lte(jobs.lockedUntil, now),
              sql`${jobs.attempts} < ${jobs.maxAttempts}`,
            ),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        leaseToken,
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return row ? { row, leaseToken } : null;
  }

  /** Pushes the lease forward; false when the claim was lost (expired and taken by another). */
  async renewLease(claim: ClaimedJob, leaseMs: number): Promise<boolean> {
    const now = this.now();
    const renewed = await this.db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
      .where(this.heldBy(claim))
      .returning({ id: jobs.id });
    return renewed.length > 0;
  }

  async complete(claim: ClaimedJob): Promise<boolean> {
    const now = this.now();
    const done = await this.db
      .update(jobs)
      .set({ ...RELEASED, state: 'completed', lastError: null, updatedAt: now, finishedAt: now })
      .where(this.heldBy(claim))
      .returning({ id: jobs.id });
    return done.length > 0;
  }

  /**
   * Records a failed attempt: back on the queue after `retryInMs`, or failed for good when it was
   * the last attempt (`retryInMs` null).
   */
  async fail(claim: ClaimedJob, error: string, retryInMs: number | null): Promise<boolean> {
    const now = this.now();
    const lastAttempt = retryInMs === null || claim.row.attempts >= claim.row.maxAttempts;
    const changed = await this.db
      .update(jobs)
      .set(
        lastAttempt
          ? { ...RELEASED, state: 'failed', lastError: error, updatedAt: now, finishedAt: now }
          : {
              ...RELEASED,
              state: 'pending',
              lastError: error,
              runAt: new Date(now.getTime() + (retryInMs ?? 0)),
              updatedAt: now,
            },
      )
      .where(this.heldBy(claim))
      .returning({ id: jobs.id });
    return changed.length > 0;
  }

  /** Puts a job interrupted by a stopping worker back, due now, without spending its attempt. */
  async release(claim: ClaimedJob): Promise<boolean> {
    const now = this.now();
    const released = await this.db
      .update(jobs)
      .set({
        ...RELEASED,
        state: 'pending',
        attempts: sql`${jobs.attempts} - 1`,
        runAt: now,
        updatedAt: now,
      })
      .where(this.heldBy(claim))
      .returning({ id: jobs.id });
    return released.length > 0;
  }

  /**
   * Jobs whose worker died on their last attempt: their lease expired and no attempt is left, so
   * they are recorded as failed instead of being claimed again.
   */
  async failExhaustedLeases(): Promise<number> {
    const now = this.now();
    const failed = await this.db
      .update(jobs)
      .set({
        ...RELEASED,
        state: 'failed',
        lastError: 'The worker stopped answering during the last attempt (lease expired).',
        updatedAt: now,
        finishedAt: now,
      })
      .where(
        and(
          eq(jobs.state, 'running'),
          lte(jobs.lockedUntil, now),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      )
      .returning({ id: jobs.id });
    return failed.length;
  }

  async find(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  private heldBy(claim: ClaimedJob) {
    return and(
      eq(jobs.id, claim.row.id),
      eq(jobs.state, 'running'),
      eq(jobs.leaseToken, claim.leaseToken),
    );
  }
}

const RELEASED = { leaseToken: null, lockedBy: null, lockedUntil: null } as const;
