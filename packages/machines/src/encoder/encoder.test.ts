import { ENCODER_MAX_RUN_HOURS, ENCODER_STATES, LIFECYCLE_MESSAGES } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  ENCODER_BUSY_CODE,
  type EncoderCommandInput,
  encoderMachine,
  type StartEncoderInput,
} from './encoder.machine.js';

const coverage = createCoverage('encoder', encoderMachine);
const HOUR = 3_600_000;

function startEncoder() {
  const actors = {
    startEncoder: deferredActor<void, StartEncoderInput>(),
    stopEncoder: deferredActor<void, EncoderCommandInput>(),
    restartEncoder: deferredActor<void, EncoderCommandInput>(),
    updateEncoder: deferredActor<void, EncoderCommandInput>(),
    uploadLogs: deferredActor<void, EncoderCommandInput>(),
  };
  const clock = new SimulatedClock();
  const machine = encoderMachine.provide({
    actors: {
      startEncoder: actors.startEncoder.logic,
      stopEncoder: actors.stopEncoder.logic,
      restartEncoder: actors.restartEncoder.logic,
      updateEncoder: actors.updateEncoder.logic,
      uploadLogs: actors.uploadLogs.logic,
    },
  });
  const actor = createActor(machine, {
    input: { encoderId: 'E12345678' },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, actors, clock };
}

type Encoder = ReturnType<typeof startEncoder>;

async function goLive(encoder: Encoder, eventId = 'event-a'): Promise<void> {
  encoder.actor.send({ type: 'encoder.start', eventId });
  await encoder.actors.startEncoder.resolve();
}

const failure = { status: 500, errors: [{ code: 'INTERNAL', message: 'boom' }], message: 'boom' };

describe('encoder machine', () => {
  it('starts for an event and stops', async () => {
    const encoder = startEncoder();
    expect(encoder.actor.getSnapshot().value).toBe('idle');
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    expect(encoder.actor.getSnapshot().value).toBe('starting');
    expect(encoder.actors.startEncoder.lastInput()).toEqual({
      encoderId: 'E12345678',
      eventId: 'event-a',
      force: false,
    });
    await encoder.actors.startEncoder.resolve();
    expect(encoder.actor.getSnapshot().value).toBe('started');
    expect(encoder.actor.getSnapshot().context.runningEventId).toBe('event-a');
    encoder.actor.send({ type: 'encoder.stop' });
    expect(encoder.actor.getSnapshot().value).toBe('stopping');
    await encoder.actors.stopEncoder.resolve();
    expect(encoder.actor.getSnapshot().value).toBe('stopped');
    expect(encoder.actor.getSnapshot().context.runningEventId).toBeNull();
  });

  it('refuses a start for another event while running, unless forced', async () => {
    const encoder = startEncoder();
    await goLive(encoder, 'event-a');
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-b' });
    expect(encoder.actor.getSnapshot().value).toBe('started');
    expect(encoder.actor.getSnapshot().context.error?.errors[0]?.code).toBe(ENCODER_BUSY_CODE);
    expect(encoder.actor.getSnapshot().context.error?.message).toBe(LIFECYCLE_MESSAGES.encoderBusy);
    // The same event again is not a conflict and not a new start.
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    expect(encoder.actors.startEncoder.calls).toHaveLength(1);

    encoder.actor.send({ type: 'encoder.start', eventId: 'event-b', force: true });
    expect(encoder.actor.getSnapshot().value).toBe('starting');
    expect(encoder.actors.startEncoder.lastInput()).toEqual({
      encoderId: 'E12345678',
      eventId: 'event-b',
      force: true,
    });
    await encoder.actors.startEncoder.resolve();
    expect(encoder.actor.getSnapshot().context).toMatchObject({
      runningEventId: 'event-b',
      error: null,
    });
  });

  it('restarts a started encoder', async () => {
    const encoder = startEncoder();
    await goLive(encoder);
    encoder.actor.send({ type: 'encoder.restart' });
    expect(encoder.actor.getSnapshot().value).toBe('restarting');
    await encoder.actors.restartEncoder.resolve();
    expect(encoder.actor.getSnapshot().value).toBe('started');
    encoder.actor.send({ type: 'encoder.restart' });
    await encoder.actors.restartEncoder.reject(failure);
    expect(encoder.actor.getSnapshot().value).toBe('error');
  });

  it('uploading logs returns to stopped, also when the upload fails', async () => {
    const encoder = startEncoder();
    await goLive(encoder);
    encoder.actor.send({ type: 'encoder.stop' });
    await encoder.actors.stopEncoder.resolve();
    encoder.actor.send({ type: 'encoder.uploadLogs' });
    expect(encoder.actor.getSnapshot().value).toBe('uploadingLogs');
    await encoder.actors.uploadLogs.resolve();
    expect(encoder.actor.getSnapshot().value).toBe('stopped');
    encoder.actor.send({ type: 'encoder.uploadLogs' });
    await encoder.actors.uploadLogs.reject(failure);
    expect(encoder.actor.getSnapshot().value).toBe('stopped');
    expect(encoder.actor.getSnapshot().context.error?.message).toBe('boom');
  });

  it('updates only while not streaming', async () => {
    const encoder = startEncoder();
    encoder.actor.send({ type: 'encoder.update' });
    expect(encoder.actor.getSnapshot().value).toBe('updating');
    await encoder.actors.updateEncoder.resolve();
    expect(encoder.actor.getSnapshot().value).toBe('idle');
    await goLive(encoder);
    encoder.actor.send({ type: 'encoder.update' });
    expect(encoder.actor.getSnapshot().value).toBe('started');
    encoder.actor.send({ type: 'encoder.stop' });
    await encoder.actors.stopEncoder.resolve();
    encoder.actor.send({ type: 'encoder.update' });
    await encoder.actors.updateEncoder.reject(failure);
    expect(encoder.actor.getSnapshot().value).toBe('error');
  });

  it('stores failed start and stop commands and recovers from error', async () => {
    const encoder = startEncoder();
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    await encoder.actors.startEncoder.reject(failure);
    expect(encoder.actor.getSnapshot().value).toBe('error');
    encoder.actor.send({ type: 'encoder.stop' });
    await encoder.actors.stopEncoder.reject(failure);
    expect(encoder.actor.getSnapshot().value).toBe('error');
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    await encoder.actors.startEncoder.resolve();
    expect(encoder.actor.getSnapshot().value).toBe('started');
  });

  it('aborts an encoder left running for the maximum run time, and starts again', async () => {
    const encoder = startEncoder();
    await goLive(encoder);
    encoder.clock.increment(ENCODER_MAX_RUN_HOURS * HOUR - 1);
    // Reports of the current state must not restart the run-time clock.
    encoder.actor.send({ type: 'encoder.reported', state: 'STARTED', liveStatus: 'LIVE' });
    expect(encoder.actor.getSnapshot().context.liveStatus).toBe('LIVE');
    encoder.clock.increment(1);
    expect(encoder.actor.getSnapshot().value).toBe('aborted');
    expect(encoder.actor.getSnapshot().context.abortedForRunTime).toBe(true);
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    expect(encoder.actor.getSnapshot().value).toBe('starting');
  });

  it('starts from set up and from stopped', async () => {
    const encoder = startEncoder();
    encoder.actor.send({ type: 'encoder.reported', state: 'SET_UP', eventId: 'event-a' });
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    expect(encoder.actor.getSnapshot().value).toBe('starting');
    encoder.actor.send({ type: 'encoder.reported', state: 'SET_UP' });
    encoder.actor.send({ type: 'encoder.update' });
    expect(encoder.actor.getSnapshot().value).toBe('updating');
    encoder.actor.send({ type: 'encoder.reported', state: 'STOPPED', liveStatus: 'STOPPED' });
    encoder.actor.send({ type: 'encoder.start', eventId: 'event-a' });
    expect(encoder.actor.getSnapshot().value).toBe('starting');
  });

  it.each(ENCODER_STATES)('follows the server reporting %s from any state', (state) => {
    const encoder = startEncoder();
    encoder.actor.send({ type: 'encoder.reported', state: 'STARTING' });
    if (state === 'STARTING') encoder.actor.send({ type: 'encoder.reported', state: 'IDLE' });
    encoder.actor.send({ type: 'encoder.reported', state, liveStatus: 'NO_INPUT', eventId: 'x' });
    const expected = {
      IDLE: 'idle',
      SET_UP: 'setUp',
      STARTING: 'starting',
      STARTED: 'started',
      STOPPING: 'stopping',
      STOPPED: 'stopped',
      ABORTED: 'aborted',
      ERROR: 'error',
    }[state];
    expect(encoder.actor.getSnapshot().value).toBe(expected);
    expect(encoder.actor.getSnapshot().context).toMatchObject({
      liveStatus: 'NO_INPUT',
      runningEventId: 'x',
    });
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
