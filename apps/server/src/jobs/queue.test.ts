import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { applyMigrations } from '../db/migrate';
import { openTestDatabase } from '../test-support';
import type { JobContext, JobDefinitions } from './definitions';
import { JobQueue } from './queue';
import { JobWorker } from './worker';

interface TestPayloads {
  record: { label: string };
  flaky: { failures: number };
  broken: Record<string, never>;
  waitForStop: Record<string, never>;
}

/** A clock the test moves by hand: back-off and leases come due without waiting. */
function manualClock(start = '2026-11-22T15:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

const BACKOFF = { initialMs: 5_000, maxMs: 60_000 };

function testDefinitions(handled: string[], started?: (context: JobContext) => void) {
  const failuresSoFar = new Map<string, number>();
  const definitions: JobDefinitions<TestPayloads> = {
    record: {
      handle: async ({ label }) => {
        handled.push(label);
      },
    },
    flaky: {
      maxAttempts: 4,
      backoff: BACKOFF,
      handle: async ({ failures }, { jobId }) => {
        const failed = failuresSoFar.get(jobId) ?? 0;
        if (failed < failures) {
          failuresSoFar.set(jobId, failed + 1);
          throw new Error(`failure ${failed + 1}`);
        }
        handled.push(jobId);
      },
    },
    broken: {
      maxAttempts: 2,
      backoff: BACKOFF,
      handle: async () => {
        throw new Error('the source file is unreadable');
      },
    },
    waitForStop: {
      handle: (_payload, context) =>
        new Promise((_resolve, reject) => {
          started?.(context);
          context.signal.addEventListener('abort', () => reject(context.signal.reason), {
            once: true,
          });
        }),
    },
  };
  return definitions;
}

describe('job queue', () => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  async function setUp(handled: string[], started?: (context: JobContext) => void) {
    const database = await openTestDatabase();
    opened.push(database);
    const clock = manualClock();
    const queue = new JobQueue(database, testDefinitions(handled, started), clock.now);
    const worker = (workerId: string, leaseMs = 30_000) =>
      new JobWorker({ queue, workerId, leaseMs });
    return { database, clock, queue, worker };
  }

  it('gives each job to exactly one of several concurrent workers', async () => {
    const handled: string[] = [];
    const { queue, worker } = await setUp(handled);
    const labels = Array.from({ length: 24 }, (_, index) => `job-${index}`);
    for (const label of labels) await queue.enqueue('record', { label });

    const workers = ['a', 'b', 'c', 'd'].map((id) => worker(id));
    const outcomes = (await Promise.all(workers.map((each) => each.drain()))).flat();

    expect(outcomes).toHaveLength(labels.length);
    expect([...handled].sort()).toEqual([...labels].sort());
  });

  it('retries a failing job with exponential back-off, then completes it', async () => {
    const handled: string[] = [];
    const { clock, queue, worker } = await setUp(handled);
    const job = await queue.enqueue('flaky', { failures: 2 });
    const runner = worker('only');

    expect(await runner.runOnce()).toBe('retrying');
    const afterFirst = await queue.find(job.id);
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, lastError: 'failure 1' });
    expect(afterFirst?.runAt.getTime()).toBe(clock.now().getTime() + 5_000);

    clock.advance(4_999);
    expect(await runner.runOnce()).toBeNull();
    clock.advance(1);
    expect(await runner.runOnce()).toBe('retrying');
    // The second wait is twice the first.
    expect((await queue.find(job.id))?.runAt.getTime()).toBe(clock.now().getTime() + 10_000);

    clock.advance(9_999);
    expect(await runner.runOnce()).toBeNull();
    clock.advance(1);
    expect(await runner.runOnce()).toBe('completed');
    expect(await queue.find(job.id)).toMatchObject({
      state: 'completed',
      attempts: 3,
      lastError: null,
      leaseToken: null,
    });
    expect(handled).toEqual([job.id]);
  });

  it('records a job as failed once its attempts are spent', async () => {
    const { clock, queue, worker } = await setUp([]);
    const job = await queue.enqueue('broken', {});
    const runner = worker('only');

    expect(await runner.runOnce()).toBe('retrying');
    clock.advance(5_000);
    expect(await runner.runOnce()).toBe('failed');
    clock.advance(60 * 60_000);
    expect(await runner.runOnce()).toBeNull();

    const row = await queue.find(job.id);
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'the source file is unreadable',
    });
    expect(row?.finishedAt?.getTime()).toBe(clock.now().getTime() - 60 * 60_000);
  });

  it('gives a dead worker’s job to another worker once its lease expires', async () => {
    const handled: string[] = [];
    const { clock, queue, worker } = await setUp(handled);
    await queue.enqueue('record', { label: 'orphan' });

    // The first worker claims the job and dies without a word.
    const lostClaim = await queue.claim('dead-worker', queue.kinds, 30_000);
    expect(lostClaim).not.toBeNull();
    const survivor = worker('survivor');
    expect(await survivor.runOnce()).toBeNull();

    clock.advance(30_000);
    expect(await survivor.runOnce()).toBe('completed');
    expect(handled).toEqual(['orphan']);
    const row = await queue.find(lostClaim!.row.id);
    expect(row).toMatchObject({ state: 'completed', attempts: 2 });

    // The dead worker coming back cannot settle a job it no longer holds.
    expect(await queue.complete(lostClaim!)).toBe(false);
    expect(await queue.fail(lostClaim!, 'late', 1_000)).toBe(false);
  });

  it('records a job as failed when its worker dies during the last attempt', async () => {
    const { clock, queue, worker } = await setUp([]);
    const job = await queue.enqueue('record', { label: 'last' }, { maxAttempts: 1 });
    await queue.claim('dead-worker', queue.kinds, 30_000);

    clock.advance(30_000);
    expect(await worker('survivor').runOnce()).toBeNull();
    expect(await queue.find(job.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'The worker stopped answering during the last attempt (lease expired).',
    });
  });

  it('keeps one pending job per unique key', async () => {
    const { queue } = await setUp([]);
    const first = await queue.enqueue('record', { label: 'a' }, { uniqueKey: 'media:1' });
    const second = await queue.enqueue('record', { label: 'b' }, { uniqueKey: 'media:1' });
    const other = await queue.enqueue('record', { label: 'c' }, { uniqueKey: 'media:2' });
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('wakes a started worker on enqueue and puts an interrupted job back when it stops', async () => {
    const { database } = await setUp([]);
    let announceStart: (context: JobContext) => void = () => undefined;
    const started = new Promise<JobContext>((resolve) => {
      announceStart = resolve;
    });
    const queueWithSignal = new JobQueue(database, testDefinitions([], announceStart));
    const runner = new JobWorker({ queue: queueWithSignal, idlePollMs: 60_000 });
    await runner.start();

    const job = await queueWithSignal.enqueue('waitForStop', {});
    expect((await started).jobId).toBe(job.id);
    await runner.stop();

    expect(await queueWithSignal.find(job.id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      leaseToken: null,
    });
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('job queue on a PGlite data folder', () => {
  it('keeps pending jobs across closing and reopening the database', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'studio-jobs-'));
    try {
      const handled: string[] = [];
      const first = await openDatabase({ dataDir: folder });
      await applyMigrations(first);
      const before = new JobQueue(first, testDefinitions(handled));
      const job = await before.enqueue('record', { label: 'survivor' });
      await first.close();

      const second = await openDatabase({ dataDir: folder });
      try {
        const after = new JobQueue(second, testDefinitions(handled));
        expect(await new JobWorker({ queue: after }).drain()).toEqual(['completed']);
        expect(handled).toEqual(['survivor']);
        expect((await after.find(job.id))?.state).toBe('completed');
      } finally {
        await second.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
