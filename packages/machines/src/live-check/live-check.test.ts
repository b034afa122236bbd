import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { LIVE_CHECK_SETTLE_MS, liveCheckMachine, type CheckRequest } from './live-check.machine.js';

const coverage = createCoverage('live-check', liveCheckMachine);

function startCheck() {
  const check = deferredActor<unknown, CheckRequest<unknown>>();
  const clock = new SimulatedClock();
  const actor = createActor(liveCheckMachine.provide({ actors: { check: check.logic } }), {
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, check, clock };
}

describe('live check machine', () => {
  it('checks the input once it rests for the settle time, and keeps the answer', async () => {
    const live = startCheck();
    expect(live.actor.getSnapshot().value).toBe('idle');
    live.actor.send({ type: 'check.changed', input: { start: '10:00' } });
    live.clock.increment(LIVE_CHECK_SETTLE_MS - 1);
    expect(live.actor.getSnapshot().value).toBe('waiting');
    expect(live.check.calls).toHaveLength(0);
    live.clock.increment(1);
    expect(live.actor.getSnapshot().value).toBe('checking');
    expect(live.check.lastInput()).toEqual({ input: { start: '10:00' } });
    await live.check.resolve(['The encoder is in use by another event at this time.']);
    expect(live.actor.getSnapshot().value).toBe('idle');
    expect(live.actor.getSnapshot().context.result).toEqual([
      'The encoder is in use by another event at this time.',
    ]);
  });

  it('waits again at each change, so typing asks once', () => {
    const live = startCheck();
    live.actor.send({ type: 'check.changed', input: 'S' });
    live.clock.increment(LIVE_CHECK_SETTLE_MS - 100);
    live.actor.send({ type: 'check.changed', input: 'Su' });
    live.clock.increment(LIVE_CHECK_SETTLE_MS - 100);
    expect(live.check.calls).toHaveLength(0);
    live.clock.increment(100);
    expect(live.check.calls.map((call) => call.input)).toEqual([{ input: 'Su' }]);
  });

  it('drops a check in flight when the input changes: its late answer never lands', async () => {
    const live = startCheck();
    live.actor.send({ type: 'check.changed', input: 'first' });
    live.clock.increment(LIVE_CHECK_SETTLE_MS);
    const first = live.check.calls[0]!;
    live.actor.send({ type: 'check.changed', input: 'second' });
    expect(live.actor.getSnapshot().value).toBe('waiting');
    first.resolve(['stale']);
    live.clock.increment(LIVE_CHECK_SETTLE_MS);
    await live.check.resolve([]);
    expect(live.actor.getSnapshot().context.result).toEqual([]);
    expect(live.actor.getSnapshot().context.input).toBe('second');
  });

  it('keeps the last answer when a check fails', async () => {
    const live = startCheck();
    live.actor.send({ type: 'check.changed', input: 'a' });
    live.clock.increment(LIVE_CHECK_SETTLE_MS);
    await live.check.resolve(['clash']);
    live.actor.send({ type: 'check.changed', input: 'b' });
    live.clock.increment(LIVE_CHECK_SETTLE_MS);
    await live.check.reject(new Error('offline'));
    expect(live.actor.getSnapshot().value).toBe('idle');
    expect(live.actor.getSnapshot().context.result).toEqual(['clash']);
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
