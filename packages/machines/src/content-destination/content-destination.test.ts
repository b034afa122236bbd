import {
  CONTENT_DESTINATION_STATUSES,
  DESTINATION_EDIT_LOCK_MINUTES,
  LIFECYCLE_MESSAGES,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  contentDestinationMachine,
  type ContentDestinationInput,
  DESTINATION_RULE_CODES,
  type DestinationCommandInput,
  isWithinEditLock,
  type SaveDestinationInput,
} from './content-destination.machine.js';

const coverage = createCoverage('content destination', contentDestinationMachine);
const START = Date.UTC(2026, 10, 22, 10, 0);
const MINUTE = 60_000;
const failure = { status: 500, errors: [], message: 'Unable to start a destination.' };

function startDestination(
  input: ContentDestinationInput = { destinationId: 'd-1', startsAt: START },
) {
  const actors = {
    startDestination: deferredActor<void, DestinationCommandInput>(),
    stopDestination: deferredActor<void, DestinationCommandInput>(),
    deleteDestination: deferredActor<void, DestinationCommandInput>(),
    saveDestination: deferredActor<void, SaveDestinationInput>(),
  };
  const machine = contentDestinationMachine.provide({
    actors: {
      startDestination: actors.startDestination.logic,
      stopDestination: actors.stopDestination.logic,
      deleteDestination: actors.deleteDestination.logic,
      saveDestination: actors.saveDestination.logic,
    },
  });
  const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
  return { actor, actors };
}

type Destination = ReturnType<typeof startDestination>;
/** The destination's state (starting and stopping say by a sub-state who began them). */
const value = (destination: Destination) => {
  const state = destination.actor.getSnapshot().value;
  return typeof state === 'string' ? state : Object.keys(state)[0];
};
const errorCode = (destination: Destination) =>
  destination.actor.getSnapshot().context.error?.errors[0]?.code;

async function startAndStop(destination: Destination): Promise<void> {
  destination.actor.send({ type: 'destination.start' });
  await destination.actors.startDestination.resolve();
  destination.actor.send({ type: 'destination.stop' });
  await destination.actors.stopDestination.resolve();
}

describe('content destination machine', () => {
  it('starts, stops and cannot be restarted once stopped', async () => {
    const destination = startDestination();
    destination.actor.send({ type: 'destination.start' });
    expect(value(destination)).toBe('starting');
    expect(destination.actors.startDestination.lastInput()).toEqual({ destinationId: 'd-1' });
    await destination.actors.startDestination.resolve();
    expect(value(destination)).toBe('started');
    destination.actor.send({ type: 'destination.stop' });
    await destination.actors.stopDestination.resolve();
    expect(value(destination)).toBe('stopped');
    destination.actor.send({ type: 'destination.start' });
    expect(value(destination)).toBe('stopped');
    expect(errorCode(destination)).toBe(DESTINATION_RULE_CODES.cannotRestart);
    expect(destination.actor.getSnapshot().context.error?.message).toBe(
      LIFECYCLE_MESSAGES.destinationCannotRestart,
    );
  });

  it('must be stopped before deletion', async () => {
    const destination = startDestination();
    destination.actor.send({ type: 'destination.start' });
    destination.actor.send({ type: 'destination.delete' });
    expect(errorCode(destination)).toBe(DESTINATION_RULE_CODES.mustStop);
    await destination.actors.startDestination.resolve();
    destination.actor.send({ type: 'destination.delete' });
    expect(value(destination)).toBe('started');
    destination.actor.send({ type: 'destination.reported', status: 'warning' });
    destination.actor.send({ type: 'destination.delete' });
    expect(value(destination)).toBe('warning');
    expect(destination.actors.deleteDestination.calls).toHaveLength(0);
    destination.actor.send({ type: 'destination.stop' });
    await destination.actors.stopDestination.resolve();
    destination.actor.send({ type: 'destination.delete' });
    expect(value(destination)).toBe('deleting');
    await destination.actors.deleteDestination.resolve();
    expect(value(destination)).toBe('deleted');
    expect(destination.actor.getSnapshot().status).toBe('done');
  });

  it('can be stopped while starting', async () => {
    const destination = startDestination();
    destination.actor.send({ type: 'destination.start' });
    destination.actor.send({ type: 'destination.stop' });
    expect(value(destination)).toBe('stopping');
    await destination.actors.stopDestination.reject(failure);
    expect(value(destination)).toBe('error');
  });

  it('is not editable within 5 minutes of its start, nor once started', async () => {
    const destination = startDestination();
    const lockStart = START - DESTINATION_EDIT_LOCK_MINUTES * MINUTE;
    destination.actor.send({ type: 'destination.edit', at: lockStart, changes: { title: 'x' } });
    expect(value(destination)).toBe('idle');
    expect(errorCode(destination)).toBe(DESTINATION_RULE_CODES.locked);

    destination.actor.send({
      type: 'destination.edit',
      at: lockStart - 1,
      changes: { title: 'y' },
    });
    expect(value(destination)).toBe('editing');
    expect(destination.actors.saveDestination.lastInput()).toEqual({
      destinationId: 'd-1',
      changes: { title: 'y' },
    });
    await destination.actors.saveDestination.resolve();
    expect(value(destination)).toBe('idle');
    expect(destination.actor.getSnapshot().context.error).toBeNull();

    destination.actor.send({ type: 'destination.edit', at: lockStart - 1, changes: {} });
    await destination.actors.saveDestination.reject(failure);
    expect(value(destination)).toBe('idle');
    expect(destination.actor.getSnapshot().context.error?.message).toBe(failure.message);

    destination.actor.send({ type: 'destination.start' });
    destination.actor.send({ type: 'destination.edit', at: 0, changes: {} });
    expect(errorCode(destination)).toBe(DESTINATION_RULE_CODES.locked);
    await destination.actors.startDestination.resolve();
    destination.actor.send({ type: 'destination.edit', at: 0, changes: {} });
    expect(value(destination)).toBe('started');
    expect(errorCode(destination)).toBe(DESTINATION_RULE_CODES.locked);
  });

  it('the lock rule: unscheduled destinations are never locked', () => {
    expect(isWithinEditLock(null, START)).toBe(false);
    expect(isWithinEditLock(START, START - 5 * MINUTE - 1)).toBe(false);
    expect(isWithinEditLock(START, START - 5 * MINUTE)).toBe(true);
    expect(isWithinEditLock(START, START + MINUTE)).toBe(true);
  });

  it.each(['destinationStopped', 'encoderRanTooLong', 'badEncoderInput'] as const)(
    'records the abort cause %s and can start again',
    async (cause) => {
      const destination = startDestination();
      destination.actor.send({ type: 'destination.start' });
      await destination.actors.startDestination.resolve();
      destination.actor.send({
        type: 'destination.reported',
        status: 'aborted',
        abortCause: cause,
      });
      expect(value(destination)).toBe('aborted');
      expect(destination.actor.getSnapshot().context.abortCause).toBe(cause);
      destination.actor.send({ type: 'destination.start' });
      expect(value(destination)).toBe('starting');
      expect(destination.actor.getSnapshot().context.abortCause).toBeNull();
    },
  );

  it('retries after a failed start, and deletes from aborted or error', async () => {
    const destination = startDestination();
    destination.actor.send({ type: 'destination.start' });
    await destination.actors.startDestination.reject(failure);
    expect(value(destination)).toBe('error');
    destination.actor.send({ type: 'destination.start' });
    expect(value(destination)).toBe('starting');
    destination.actor.send({ type: 'destination.reported', status: 'error' });
    destination.actor.send({ type: 'destination.delete' });
    await destination.actors.deleteDestination.reject(failure);
    expect(value(destination)).toBe('error');

    const aborted = startDestination();
    aborted.actor.send({ type: 'destination.reported', status: 'aborted' });
    expect(aborted.actor.getSnapshot().context.abortCause).toBeNull();
    aborted.actor.send({ type: 'destination.delete' });
    await aborted.actors.deleteDestination.resolve();
    expect(value(aborted)).toBe('deleted');

    const idle = startDestination();
    idle.actor.send({ type: 'destination.delete' });
    expect(value(idle)).toBe('deleting');
  });

  it('a stopped destination deletes', async () => {
    const destination = startDestination();
    await startAndStop(destination);
    destination.actor.send({ type: 'destination.delete' });
    await destination.actors.deleteDestination.resolve();
    expect(value(destination)).toBe('deleted');
  });

  it.each(CONTENT_DESTINATION_STATUSES)('follows the server reporting %s', (status) => {
    const destination = startDestination();
    // Start from a state other than the reported one, then report it twice: the repeat is ignored.
    destination.actor.send({
      type: 'destination.reported',
      status: status === 'starting' ? 'idle' : 'starting',
    });
    destination.actor.send({ type: 'destination.reported', status });
    destination.actor.send({ type: 'destination.reported', status });
    expect(value(destination)).toBe(status);
  });

  it('follows a reported starting or stopping without sending that command itself', async () => {
    // A list read while the server starts a destination reports `starting`: the studio must not
    // start it again (a stale read would restart one that failed meanwhile), nor stop it again.
    const destination = startDestination();
    destination.actor.send({ type: 'destination.reported', status: 'starting' });
    expect(value(destination)).toBe('starting');
    expect(destination.actor.getSnapshot().matches({ starting: 'reported' })).toBe(true);
    expect(destination.actors.startDestination.calls).toHaveLength(0);
    destination.actor.send({ type: 'destination.reported', status: 'started' });
    destination.actor.send({ type: 'destination.reported', status: 'stopping' });
    expect(value(destination)).toBe('stopping');
    expect(destination.actor.getSnapshot().matches({ stopping: 'reported' })).toBe(true);
    expect(destination.actors.stopDestination.calls).toHaveLength(0);
    destination.actor.send({ type: 'destination.reported', status: 'stopped' });
    expect(value(destination)).toBe('stopped');

    // While the server starts it, the person's Stop is a command, and is sent.
    const starting = startDestination();
    starting.actor.send({ type: 'destination.reported', status: 'starting' });
    starting.actor.send({ type: 'destination.stop' });
    expect(starting.actor.getSnapshot().matches({ stopping: 'requested' })).toBe(true);
    expect(starting.actors.stopDestination.lastInput()).toEqual({ destinationId: 'd-1' });
    await starting.actors.stopDestination.resolve();
    expect(value(starting)).toBe('stopped');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
