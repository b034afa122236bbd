import {
  MEDIA_PROCESSING_STATES,
  STATUS_POLL_INTERVAL_MS,
  uploadProgressLabel,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { type MediaInput, mediaProcessingMachine } from './media-processing.machine.js';

const coverage = createCoverage('media processing', mediaProcessingMachine);

function startProcessing() {
  const actors = {
    fetchMediaStatus: deferredActor<string, MediaInput>(),
    cancelProcessing: deferredActor<void, MediaInput>(),
    retryProcessing: deferredActor<void, MediaInput>(),
  };
  const clock = new SimulatedClock();
  const machine = mediaProcessingMachine.provide({
    actors: {
      fetchMediaStatus: actors.fetchMediaStatus.logic,
      cancelProcessing: actors.cancelProcessing.logic,
      retryProcessing: actors.retryProcessing.logic,
    },
  });
  const actor = createActor(machine, {
    input: { mediaId: 'm-1' },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, actors, clock };
}

type Processing = ReturnType<typeof startProcessing>;
const value = (processing: Processing) => processing.actor.getSnapshot().value;

async function report(processing: Processing, status: string): Promise<void> {
  await processing.actors.fetchMediaStatus.resolve(status);
  processing.clock.increment(STATUS_POLL_INTERVAL_MS);
}

// Reported by push while the first poll is still in flight.
const EXPECTED_STATE: Record<string, unknown> = {
  PENDING: { processing: { status: 'pending', poll: 'fetching' } },
  STARTING: { processing: { status: 'starting', poll: 'fetching' } },
  IN_PROGRESS: { processing: { status: 'inProgress', poll: 'fetching' } },
  SEGMENTING: { processing: { status: 'segmenting', poll: 'fetching' } },
  TRANSCODING: { processing: { status: 'transcoding', poll: 'fetching' } },
  RE_SEGMENTING: { processing: { status: 'reSegmenting', poll: 'fetching' } },
  RETRYING: { processing: { status: 'retrying', poll: 'fetching' } },
  FAILED: 'failed',
  COMPLETE: 'complete',
  CANCELLED: 'cancelled',
  TIMED_OUT: 'timedOut',
};

describe('media processing machine', () => {
  it('fetches the status at once, then on the poll interval, through to COMPLETE', async () => {
    const processing = startProcessing();
    expect(processing.actors.fetchMediaStatus.lastInput()).toEqual({ mediaId: 'm-1' });
    await processing.actors.fetchMediaStatus.resolve('SEGMENTING');
    expect(processing.actor.getSnapshot().context.label).toBe('segmenting');
    processing.clock.increment(STATUS_POLL_INTERVAL_MS - 1);
    expect(processing.actors.fetchMediaStatus.calls).toHaveLength(1);
    processing.clock.increment(1);
    expect(processing.actors.fetchMediaStatus.calls).toHaveLength(2);
    await report(processing, 'TRANSCODING');
    await report(processing, 'RE_SEGMENTING');
    expect(processing.actor.getSnapshot().context.label).toBe('finalizing');
    await processing.actors.fetchMediaStatus.resolve('COMPLETE');
    expect(value(processing)).toBe('complete');
    expect(processing.actor.getSnapshot().output).toEqual({ status: 'COMPLETE' });
    expect(processing.actor.getSnapshot().context.label).toBe('ready');
  });

  it.each(MEDIA_PROCESSING_STATES)(
    'maps the reported status %s to its state and label',
    (status) => {
      const processing = startProcessing();
      processing.actor.send({ type: 'media.statusReported', status });
      expect(value(processing)).toEqual(EXPECTED_STATE[status]);
      expect(processing.actor.getSnapshot().context.label).toBe(uploadProgressLabel(status));
    },
  );

  it('shows an unknown status as invalid and keeps polling', async () => {
    const processing = startProcessing();
    await report(processing, 'QUEUED_FOR_MARS');
    expect(value(processing)).toEqual({
      processing: { status: 'invalidStatus', poll: 'fetching' },
    });
    expect(processing.actor.getSnapshot().context.label).toBe('invalid event status');
  });

  it('keeps polling after a failed poll', async () => {
    const processing = startProcessing();
    await processing.actors.fetchMediaStatus.reject(new Error('offline'));
    expect(processing.actor.getSnapshot().context.error?.message).toBe('offline');
    processing.clock.increment(STATUS_POLL_INTERVAL_MS);
    await processing.actors.fetchMediaStatus.resolve('TRANSCODING');
    expect(processing.actor.getSnapshot().context.error).toBeNull();
  });

  it('cancels, or stays processing when the cancel fails', async () => {
    const processing = startProcessing();
    processing.actor.send({ type: 'media.cancel' });
    expect(value(processing)).toBe('cancelling');
    await processing.actors.cancelProcessing.reject(new Error('too late'));
    expect(value(processing)).toEqual({ processing: { status: 'pending', poll: 'fetching' } });
    processing.actor.send({ type: 'media.cancel' });
    await processing.actors.cancelProcessing.resolve();
    expect(value(processing)).toBe('cancelled');
    expect(processing.actor.getSnapshot().output).toEqual({ status: 'CANCELLED' });
  });

  it('retries after FAILED or TIMED_OUT', async () => {
    const processing = startProcessing();
    processing.actor.send({ type: 'media.statusReported', status: 'FAILED' });
    processing.actor.send({ type: 'media.retry' });
    expect(value(processing)).toBe('restarting');
    await processing.actors.retryProcessing.reject(new Error('no'));
    expect(value(processing)).toBe('failed');
    processing.actor.send({ type: 'media.retry' });
    await processing.actors.retryProcessing.resolve();
    expect(value(processing)).toEqual({ processing: { status: 'retrying', poll: 'fetching' } });
    expect(processing.actor.getSnapshot().context.label).toBe('retrying');

    const timedOut = startProcessing();
    timedOut.actor.send({ type: 'media.statusReported', status: 'TIMED_OUT' });
    timedOut.actor.send({ type: 'media.retry' });
    expect(value(timedOut)).toBe('restarting');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
