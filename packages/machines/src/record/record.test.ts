import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor, settle } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { createRecordMachine, recordMachine } from './record.machine.js';

const coverage = createCoverage('record', recordMachine);

interface Organisation {
  readonly uuid: string;
  readonly name: string;
}

function startRecord() {
  const fetchRecord = deferredActor<unknown>();
  const machine = recordMachine.provide({ actors: { fetchRecord: fetchRecord.logic } });
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  return { actor, fetchRecord };
}

const riverside: Organisation = { uuid: 'org-1', name: 'Riverside Community' };

describe('record machine', () => {
  it('fetches the record as soon as it starts', async () => {
    const record = startRecord();
    expect(record.actor.getSnapshot().value).toBe('loading');
    expect(record.fetchRecord.calls).toHaveLength(1);
    await record.fetchRecord.resolve(riverside);
    expect(record.actor.getSnapshot().value).toBe('loaded');
    expect(record.actor.getSnapshot().context.data).toEqual(riverside);
  });

  it('keeps the HTTP status of a failure, and Retry fetches again', async () => {
    const record = startRecord();
    await record.fetchRecord.reject({
      status: 404,
      errors: [{ code: 'NOT_FOUND', message: 'No such organisation.' }],
      message: 'Resource does not exist.',
    });
    const failed = record.actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toEqual({
      status: 404,
      errors: [{ code: 'NOT_FOUND', message: 'No such organisation.' }],
      message: 'Resource does not exist.',
    });
    expect(failed.context.data).toBeNull();

    record.actor.send({ type: 'record.retry' });
    expect(record.actor.getSnapshot().value).toBe('loading');
    expect(record.actor.getSnapshot().context.error).toBeNull();
    expect(record.fetchRecord.calls).toHaveLength(2);
    await record.fetchRecord.resolve(riverside);
    expect(record.actor.getSnapshot().value).toBe('loaded');
  });

  it('keeps the record on screen while it reloads, and through a failed reload', async () => {
    const record = startRecord();
    await record.fetchRecord.resolve(riverside);
    record.actor.send({ type: 'record.reload' });
    expect(record.actor.getSnapshot().value).toBe('reloading');
    expect(record.actor.getSnapshot().context.data).toEqual(riverside);
    await record.fetchRecord.resolve({ ...riverside, name: 'Riverside Church' });
    expect(record.actor.getSnapshot().context.data).toEqual({
      ...riverside,
      name: 'Riverside Church',
    });

    record.actor.send({ type: 'record.reload' });
    await record.fetchRecord.reject(new Error('offline'));
    const snapshot = record.actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error?.message).toBe('offline');
    expect(snapshot.context.data).toEqual({ ...riverside, name: 'Riverside Church' });
  });

  it('aborts the request when the page leaves, and keeps the record type', async () => {
    const signals: AbortSignal[] = [];
    const machine = createRecordMachine<Organisation>().provide({
      actors: {
        fetchRecord: fromPromise<Organisation>(({ signal }) => {
          signals.push(signal);
          return Promise.resolve(riverside);
        }),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    const name: string | undefined = actor.getSnapshot().context.data?.name;
    expect(name).toBe('Riverside Community');
    actor.send({ type: 'record.reload' });
    actor.stop();
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(false);
    expect(signals[1]?.aborted).toBe(true);
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
