import { LIFECYCLE_MESSAGES } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  type EventCommandInput,
  eventMachine,
  INSTANCE_LOCKED_CODE,
  type PausedEvent,
  type SaveInstanceInput,
} from './event.machine.js';

const coverage = createCoverage('event', eventMachine);
const failure = { status: 500, errors: [], message: 'Check your connection and try again.' };

function startEvent(encoderRunning = false) {
  const actors = {
    publishEvent: deferredActor<void, EventCommandInput>(),
    pauseEvent: deferredActor<PausedEvent, EventCommandInput>(),
    removeEvent: deferredActor<void, EventCommandInput>(),
    saveInstance: deferredActor<void, SaveInstanceInput>(),
  };
  const machine = eventMachine.provide({
    actors: {
      publishEvent: actors.publishEvent.logic,
      pauseEvent: actors.pauseEvent.logic,
      removeEvent: actors.removeEvent.logic,
      saveInstance: actors.saveInstance.logic,
    },
  });
  const actor = createActor(machine, {
    input: { eventId: 'ev-1', encoderRunning },
    inspect: coverage.inspect,
  }).start();
  return { actor, actors };
}

type ScheduledEvent = ReturnType<typeof startEvent>;
const value = (event: ScheduledEvent) => event.actor.getSnapshot().value;
const context = (event: ScheduledEvent) => event.actor.getSnapshot().context;

async function publish(event: ScheduledEvent): Promise<void> {
  event.actor.send({ type: 'event.publish' });
  await event.actors.publishEvent.resolve();
}

async function pause(event: ScheduledEvent): Promise<void> {
  event.actor.send({ type: 'event.pause' });
  await event.actors.pauseEvent.resolve({ stoppedInstanceIds: ['i-live'] });
}

type Reach = (event: ScheduledEvent) => Promise<void>;
const reachDraft: Reach = async () => undefined;
const reachPaused: Reach = async (event) => {
  await publish(event);
  await pause(event);
};
const RESTING_STATES: ReadonlyArray<readonly ['draft' | 'published' | 'paused', Reach]> = [
  ['draft', reachDraft],
  ['published', publish],
  ['paused', reachPaused],
];

describe('event machine', () => {
  it('publishes a draft, pauses (stopping live instances at once) and resumes', async () => {
    const event = startEvent();
    expect(value(event)).toEqual({ lifecycle: 'draft' });
    event.actor.send({ type: 'event.publish' });
    expect(event.actors.publishEvent.lastInput()).toEqual({ eventId: 'ev-1' });
    await event.actors.publishEvent.resolve();
    expect(value(event)).toEqual({ lifecycle: 'published' });
    await pause(event);
    expect(value(event)).toEqual({ lifecycle: 'paused' });
    expect(context(event).stoppedInstanceIds).toEqual(['i-live']);
    event.actor.send({ type: 'event.resume' });
    await event.actors.publishEvent.resolve();
    expect(value(event)).toEqual({ lifecycle: 'published' });
    expect(context(event).stoppedInstanceIds).toEqual([]);
  });

  it('keeps the state and shows the error when a step fails', async () => {
    const event = startEvent();
    event.actor.send({ type: 'event.publish' });
    await event.actors.publishEvent.reject(failure);
    expect(value(event)).toEqual({ lifecycle: 'draft' });
    expect(context(event).error?.message).toBe(failure.message);
    await publish(event);
    expect(context(event).error).toBeNull();
    event.actor.send({ type: 'event.pause' });
    await event.actors.pauseEvent.reject(failure);
    expect(value(event)).toEqual({ lifecycle: 'published' });
    await pause(event);
    event.actor.send({ type: 'event.resume' });
    await event.actors.publishEvent.reject(failure);
    expect(value(event)).toEqual({ lifecycle: 'paused' });
  });

  it.each(RESTING_STATES)(
    'is removed from %s; a failed removal returns there',
    async (state, reach) => {
      const event = startEvent();
      await reach(event);
      event.actor.send({ type: 'event.remove' });
      expect(value(event)).toBe('removing');
      await event.actors.removeEvent.reject(failure);
      expect(value(event)).toEqual({ lifecycle: state });
      event.actor.send({ type: 'event.remove' });
      await event.actors.removeEvent.resolve();
      expect(value(event)).toBe('removed');
      expect(event.actor.getSnapshot().status).toBe('done');
    },
  );

  it.each(RESTING_STATES)(
    'an instance cannot be edited while the encoder runs (%s)',
    async (state, reach) => {
      const event = startEvent(true);
      await reach(event);
      event.actor.send({ type: 'event.editInstance', instanceId: 'i-2', changes: { title: 'x' } });
      expect(value(event)).toEqual({ lifecycle: state });
      expect(context(event).error?.errors[0]?.code).toBe(INSTANCE_LOCKED_CODE);
      expect(context(event).error?.message).toBe(LIFECYCLE_MESSAGES.instanceLocked);
      expect(event.actors.saveInstance.calls).toHaveLength(0);

      event.actor.send({ type: 'event.encoderStateChanged', running: false });
      event.actor.send({ type: 'event.editInstance', instanceId: 'i-2', changes: { title: 'x' } });
      expect(value(event)).toBe('savingInstance');
      expect(event.actors.saveInstance.lastInput()).toEqual({
        eventId: 'ev-1',
        instanceId: 'i-2',
        changes: { title: 'x' },
      });
      await event.actors.saveInstance.resolve();
      expect(value(event)).toEqual({ lifecycle: state });
      event.actor.send({ type: 'event.editInstance', instanceId: 'i-2', changes: {} });
      await event.actors.saveInstance.reject(failure);
      expect(value(event)).toEqual({ lifecycle: state });
      expect(context(event).error?.message).toBe(failure.message);
    },
  );

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
