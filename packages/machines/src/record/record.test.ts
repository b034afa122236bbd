import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor, settle } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { createRecordMachine, recordMachine, type RecordParams } from './record.machine.js';

const coverage = createCoverage('record', recordMachine);

interface Organisation {
  readonly uuid: string;
  readonly name: string;
}

function startRecord(params: RecordParams = { customerId: 'org-1' }) {
  const fetchRecord = deferredActor<unknown, RecordParams>();
  const machine = recordMachine.provide({ actors: { fetchRecord: fetchRecord.logic } });
  const actor = createActor(machine, { input: { params }, inspect: coverage.inspect }).start();
  return { actor, fetchRecord };
}

const riverside: Organisation = { uuid: 'org-1', name: 'Riverside Community' };

describe('record machine', () => {
  it('fetches the record with its params as soon as it starts', async () => {
    const record = startRecord();
    expect(record.actor.getSnapshot().value).toBe('loading');
    expect(record.fetchRecord.lastInput()).toEqual({ customerId: 'org-1' });
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

  it('loads another record in place, dropping the old one and its pending call', async () => {
    const record = startRecord();
    const firstCall = record.fetchRecord.calls[0];
    record.actor.send({ type: 'record.load', params: { customerId: 'org-2' } });
    expect(record.fetchRecord.calls).toHaveLength(2);
    expect(record.fetchRecord.lastInput()).toEqual({ customerId: 'org-2' });
    // The first call answers late: the machine has stopped listening to it.
    firstCall?.resolve(riverside);
    await record.fetchRecord.resolve({ uuid: 'org-2', name: 'Harbor Schools' });
    expect(record.actor.getSnapshot().context).toMatchObject({
      params: { customerId: 'org-2' },
      data: { uuid: 'org-2', name: 'Harbor Schools' },
    });
  });

  it('aborts the request of a call it stops listening to, and keeps the record type', async () => {
    const signals: AbortSignal[] = [];
    const machine = createRecordMachine<Organisation, { customerId: string }>().provide({
      actors: {
        fetchRecord: fromPromise<Organisation, { customerId: string }>(({ input, signal }) => {
          signals.push(signal);
          return new Promise<Organisation>((resolve) => {
            if (input.customerId === 'org-2') resolve({ uuid: 'org-2', name: 'Harbor Schools' });
          });
        }),
      },
    });
    const actor = createActor(machine, { input: { params: { customerId: 'org-1' } } }).start();
    actor.send({ type: 'record.load', params: { customerId: 'org-2' } });
    expect(signals[0]?.aborted).toBe(true);
    await settle();
    const name: string | undefined = actor.getSnapshot().context.data?.name;
    expect(name).toBe('Harbor Schools');
    actor.stop();
    expect(signals[1]?.aborted).toBe(false);
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
