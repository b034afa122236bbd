import { MS_PER_DAY, ON_DEMAND_TRIAL_DAYS, type TrialCode } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { MAX_TIMER_DELAY_MS, nextTimerStep } from '../shared/long-delay.js';
import { TRIAL_DURATION_MS, type TrialInput, trialMachine } from './trial.machine.js';

const coverage = createCoverage('trial', trialMachine);

function startTrial(input: TrialInput = { status: null, eligible: true }) {
  const start = deferredActor<void>();
  const cancel = deferredActor<void>();
  const clock = new SimulatedClock();
  const machine = trialMachine.provide({
    actors: { startTrial: start.logic, cancelTrial: cancel.logic },
  });
  const actor = createActor(machine, { input, clock, inspect: coverage.inspect }).start();
  return { actor, start, cancel, clock };
}

type Trial = ReturnType<typeof startTrial>;
const value = (trial: Trial) => trial.actor.getSnapshot().value;
const context = (trial: Trial) => trial.actor.getSnapshot().context;
const refusal = (code: TrialCode) => ({
  status: 400,
  errors: [{ code, message: code }],
  message: code,
});

describe('trial machine', () => {
  it('starts a 30-day trial that expires when its time runs out', async () => {
    const trial = startTrial();
    expect(value(trial)).toBe('eligible');
    trial.actor.send({ type: 'trial.start' });
    await trial.start.resolve();
    expect(value(trial)).toEqual({ inTrial: { clock: 'ticking', cancellation: 'running' } });
    expect(context(trial).status).toBe('in_trial');
    // SimulatedClock starts a timer set while it advances from the end of that advance, so walk
    // the clock one timer step at a time, as a real clock would run it.
    trial.clock.increment(MAX_TIMER_DELAY_MS);
    trial.clock.increment(ON_DEMAND_TRIAL_DAYS * MS_PER_DAY - MAX_TIMER_DELAY_MS - 1);
    expect(value(trial)).toEqual({ inTrial: { clock: 'ticking', cancellation: 'running' } });
    trial.clock.increment(1);
    expect(value(trial)).toBe('expired');
    expect(context(trial).status).toBe('ended');
  });

  it.each([
    'NOT_AUTHORIZED',
    'NO_PAYMENT_METHOD',
    'INVALID_CONTACT',
    'TRIAL_SIGNUP_SUSPENDED',
  ] as const)('a start refused with %s stays eligible and keeps the code', async (code) => {
    const trial = startTrial();
    trial.actor.send({ type: 'trial.start' });
    await trial.start.reject(refusal(code));
    expect(value(trial)).toBe('eligible');
    expect(context(trial).errorCode).toBe(code);
    trial.actor.send({ type: 'trial.start' });
    expect(context(trial).errorCode).toBeNull();
  });

  it('waits in timer-sized steps: a 30-day delay would overflow a browser timer', async () => {
    expect(nextTimerStep(TRIAL_DURATION_MS)).toBe(MAX_TIMER_DELAY_MS);
    expect(nextTimerStep(-5)).toBe(0);
    const trial = startTrial({ status: 'in_trial', eligible: true });
    trial.clock.increment(MAX_TIMER_DELAY_MS);
    expect(context(trial).remainingMs).toBe(TRIAL_DURATION_MS - MAX_TIMER_DELAY_MS);
    trial.clock.increment(TRIAL_DURATION_MS - MAX_TIMER_DELAY_MS);
    expect(value(trial)).toBe('expired');
  });

  it('TRIAL_EXPIRED means the trial was used up', async () => {
    const trial = startTrial();
    trial.actor.send({ type: 'trial.start' });
    await trial.start.reject(refusal('TRIAL_EXPIRED'));
    expect(value(trial)).toBe('expired');
    expect(context(trial).errorCode).toBe('TRIAL_EXPIRED');
  });

  it('cancels; a refused cancellation keeps the trial clock running', async () => {
    const trial = startTrial({ status: 'in_trial', eligible: true, remainingMs: 10 * MS_PER_DAY });
    expect(value(trial)).toEqual({ inTrial: { clock: 'ticking', cancellation: 'running' } });
    trial.clock.increment(5 * MS_PER_DAY);
    trial.actor.send({ type: 'trial.cancel' });
    expect(value(trial)).toEqual({ inTrial: { clock: 'ticking', cancellation: 'cancelling' } });
    await trial.cancel.reject({ status: 500, errors: [], message: 'boom' });
    expect(value(trial)).toEqual({ inTrial: { clock: 'ticking', cancellation: 'running' } });
    trial.clock.increment(5 * MS_PER_DAY);
    expect(value(trial)).toBe('expired');

    const cancelled = startTrial({ status: 'in_trial', eligible: true });
    cancelled.actor.send({ type: 'trial.cancel' });
    await cancelled.cancel.resolve();
    expect(value(cancelled)).toBe('cancelled');
    expect(context(cancelled).status).toBe('cancelled');
  });

  it('opens in the state the subscription reports', () => {
    expect(value(startTrial({ status: 'cancelled', eligible: true }))).toBe('cancelled');
    expect(value(startTrial({ status: 'ended', eligible: true }))).toBe('expired');
    expect(value(startTrial({ status: null, eligible: false }))).toBe('notSubscribed');
  });

  it('a plan change makes the trial available or unavailable', () => {
    const trial = startTrial({ status: null, eligible: false });
    trial.actor.send({ type: 'trial.planChanged', eligible: false });
    expect(value(trial)).toBe('notSubscribed');
    trial.actor.send({ type: 'trial.planChanged', eligible: true });
    expect(value(trial)).toBe('eligible');
    trial.actor.send({ type: 'trial.planChanged', eligible: true });
    expect(value(trial)).toBe('eligible');
    trial.actor.send({ type: 'trial.planChanged', eligible: false });
    expect(value(trial)).toBe('notSubscribed');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
