import {
  GO_LIVE_WAIT_TIMEOUT_MS,
  type GoLiveWaitState,
  STATUS_POLL_INTERVAL_MS,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  type CreatedSchedule,
  type CreateScheduleInput,
  type GoLiveInput,
  goLiveWaitMachine,
  type ScheduleInput,
  scheduledEventStartsSoon,
} from './go-live-wait.machine.js';

const coverage = createCoverage('go-live wait', goLiveWaitMachine);
const NOW = Date.UTC(2026, 10, 22, 9, 0);
const MINUTE = 60_000;

function startGoLive(input: Partial<GoLiveInput> = {}) {
  const actors = {
    createSchedule: deferredActor<CreatedSchedule, CreateScheduleInput>(),
    startEncoder: deferredActor<void, ScheduleInput>(),
    fetchGoLiveStatus: deferredActor<GoLiveWaitState, ScheduleInput>(),
  };
  const clock = new SimulatedClock();
  const machine = goLiveWaitMachine.provide({
    actors: {
      createSchedule: actors.createSchedule.logic,
      startEncoder: actors.startEncoder.logic,
      fetchGoLiveStatus: actors.fetchGoLiveStatus.logic,
    },
  });
  const actor = createActor(machine, {
    input: { encoderId: 'E1', now: NOW, ...input },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, actors, clock };
}

type GoLive = ReturnType<typeof startGoLive>;
const value = (goLive: GoLive) => goLive.actor.getSnapshot().value;

async function reachLiveEventWait(goLive: GoLive): Promise<void> {
  await goLive.actors.createSchedule.resolve({ scheduleId: 's-1' });
  await goLive.actors.startEncoder.resolve();
}

async function poll(goLive: GoLive, status: GoLiveWaitState): Promise<void> {
  goLive.clock.increment(STATUS_POLL_INTERVAL_MS);
  await goLive.actors.fetchGoLiveStatus.resolve(status);
}

describe('go-live wait machine', () => {
  it('creates the schedule, starts the encoder, waits for the live event', async () => {
    const goLive = startGoLive();
    expect(value(goLive)).toEqual({ goingLive: 'creatingSchedule' });
    expect(goLive.actor.getSnapshot().context.waitState).toBe('SCHEDULE_CREATE_WAIT');
    expect(goLive.actors.createSchedule.lastInput()).toEqual({ encoderId: 'E1', force: false });
    await goLive.actors.createSchedule.resolve({ scheduleId: 's-1' });
    expect(goLive.actor.getSnapshot().context.waitState).toBe('ENCODER_START_WAIT');
    expect(goLive.actors.startEncoder.lastInput()).toEqual({ encoderId: 'E1', scheduleId: 's-1' });
    await goLive.actors.startEncoder.resolve();
    expect(value(goLive)).toEqual({ goingLive: { startingLiveEvent: 'waiting' } });
    goLive.clock.increment(STATUS_POLL_INTERVAL_MS - 1);
    expect(goLive.actors.fetchGoLiveStatus.calls).toHaveLength(0);
    goLive.clock.increment(1);
    await goLive.actors.fetchGoLiveStatus.resolve('ENCODER_START_WAIT');
    expect(value(goLive)).toEqual({ goingLive: { startingLiveEvent: 'waiting' } });
    await poll(goLive, 'SCHEDULE_CREATED');
    expect(value(goLive)).toBe('scheduleCreated');
    expect(goLive.actor.getSnapshot().context.waitState).toBe('SCHEDULE_CREATED');
    expect(goLive.actor.getSnapshot().status).toBe('done');
  });

  it('warns when a scheduled event starts within the hour', () => {
    const goLive = startGoLive({ nextScheduledStart: NOW + 30 * MINUTE });
    expect(value(goLive)).toBe('confirmingScheduledEvent');
    goLive.actor.send({ type: 'goLive.confirm' });
    expect(value(goLive)).toEqual({ goingLive: 'creatingSchedule' });

    const cancelled = startGoLive({ nextScheduledStart: NOW + 30 * MINUTE });
    cancelled.actor.send({ type: 'goLive.cancel' });
    expect(value(cancelled)).toBe('cancelled');
    expect(cancelled.actors.createSchedule.calls).toHaveLength(0);
  });

  it('the scheduled-event warning covers exactly the next hour', () => {
    expect(scheduledEventStartsSoon(NOW, null)).toBe(false);
    expect(scheduledEventStartsSoon(NOW, NOW - 1)).toBe(false);
    expect(scheduledEventStartsSoon(NOW, NOW + 60 * MINUTE)).toBe(true);
    expect(scheduledEventStartsSoon(NOW, NOW + 60 * MINUTE + 1)).toBe(false);
  });

  it('asks before force-stopping the event the encoder is live for', async () => {
    const goLive = startGoLive({ encoderLiveForEventId: 'other' });
    expect(value(goLive)).toBe('confirmingEncoderConflict');
    goLive.actor.send({ type: 'goLive.confirm' });
    expect(goLive.actors.createSchedule.lastInput()).toEqual({ encoderId: 'E1', force: true });

    const cancelled = startGoLive({ encoderLiveForEventId: 'other' });
    cancelled.actor.send({ type: 'goLive.cancel' });
    expect(value(cancelled)).toBe('cancelled');
  });

  it('fails when a step fails, and retries', async () => {
    const goLive = startGoLive();
    await goLive.actors.createSchedule.reject({ status: 409, errors: [], message: 'conflict' });
    expect(value(goLive)).toBe('failed');
    expect(goLive.actor.getSnapshot().context.error?.status).toBe(409);
    goLive.actor.send({ type: 'goLive.retry' });
    expect(goLive.actor.getSnapshot().context.error).toBeNull();
    await goLive.actors.createSchedule.resolve({ scheduleId: 's-2' });
    await goLive.actors.startEncoder.reject(new Error('Encoder failed to start.'));
    expect(value(goLive)).toBe('failed');
    goLive.actor.send({ type: 'goLive.cancel' });
    expect(value(goLive)).toBe('cancelled');
  });

  it.each([
    ['FAILED', 'failed'],
    ['NOT_EXIST', 'notExist'],
    ['TIMED_OUT', 'timedOut'],
  ] as const)('ends %s when the server says so', async (status, state) => {
    const goLive = startGoLive();
    await reachLiveEventWait(goLive);
    await poll(goLive, status);
    expect(value(goLive)).toBe(state);
    expect(goLive.actor.getSnapshot().context.waitState).toBe(status);
  });

  it('keeps polling after a failed poll, and times out after the wait limit', async () => {
    const goLive = startGoLive();
    await reachLiveEventWait(goLive);
    goLive.clock.increment(STATUS_POLL_INTERVAL_MS);
    await goLive.actors.fetchGoLiveStatus.reject(new Error('offline'));
    expect(value(goLive)).toEqual({ goingLive: { startingLiveEvent: 'waiting' } });
    goLive.clock.increment(GO_LIVE_WAIT_TIMEOUT_MS - STATUS_POLL_INTERVAL_MS);
    expect(value(goLive)).toBe('timedOut');
    goLive.actor.send({ type: 'goLive.retry' });
    expect(value(goLive)).toEqual({ goingLive: 'creatingSchedule' });
    goLive.actor.send({ type: 'goLive.cancel' });
    expect(value(goLive)).toBe('cancelled');

    const timedOut = startGoLive();
    timedOut.clock.increment(GO_LIVE_WAIT_TIMEOUT_MS);
    timedOut.actor.send({ type: 'goLive.cancel' });
    expect(value(timedOut)).toBe('cancelled');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
