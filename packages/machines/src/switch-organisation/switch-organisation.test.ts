import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  INCORRECT_PASSWORD_CODE,
  type SwitchLoginInput,
  switchOrganisationMachine,
} from './switch-organisation.machine.js';

const coverage = createCoverage('switch organisation', switchOrganisationMachine);

function startSwitch() {
  const login = deferredActor<void, SwitchLoginInput>();
  const sendCancelRequest = vi.fn();
  const machine = switchOrganisationMachine.provide({
    actors: { login: login.logic },
    actions: { sendCancelRequest },
  });
  const actor = createActor(machine, {
    input: { username: 'admin@platform.example' },
    inspect: coverage.inspect,
  }).start();
  actor.send({ type: 'switchOrganisation.open', customerId: 'c-2', customerName: 'Second Church' });
  return { actor, login, sendCancelRequest };
}

describe('switch organisation machine', () => {
  it('sends a cancel request on open and logs in with username, password and customer id', async () => {
    const flow = startSwitch();
    expect(flow.sendCancelRequest).toHaveBeenCalledTimes(1);
    expect(flow.actor.getSnapshot().value).toBe('passwordRequired');
    flow.actor.send({ type: 'switchOrganisation.submit', password: 'secret' });
    expect(flow.actor.getSnapshot().value).toBe('loggingIn');
    expect(flow.login.lastInput()).toEqual({
      username: 'admin@platform.example',
      password: 'secret',
      customerId: 'c-2',
    });
    await flow.login.resolve();
    expect(flow.actor.getSnapshot().value).toBe('succeeded');
    expect(flow.actor.getSnapshot().output).toEqual({ customerId: 'c-2' });
  });

  it('requires the password before any request', () => {
    const flow = startSwitch();
    flow.actor.send({ type: 'switchOrganisation.submit', password: '' });
    expect(flow.actor.getSnapshot().value).toBe('passwordRequired');
    expect(flow.actor.getSnapshot().context.passwordError).toBe(VALIDATION_MESSAGES.required);
    expect(flow.login.calls).toHaveLength(0);
  });

  it('says "Incorrect password." when the login is refused, and lets the user try again', async () => {
    const flow = startSwitch();
    flow.actor.send({ type: 'switchOrganisation.submit', password: 'wrong' });
    await flow.login.reject({ status: 401, errors: [], message: 'Unauthorized' });
    const { value, context } = flow.actor.getSnapshot();
    expect(value).toBe('passwordRequired');
    expect(context.error).toEqual({
      errors: [{ code: INCORRECT_PASSWORD_CODE, message: ERROR_MESSAGES.incorrectPassword }],
      message: ERROR_MESSAGES.incorrectPassword,
    });
    flow.actor.send({ type: 'switchOrganisation.submit', password: 'right' });
    expect(flow.actor.getSnapshot().context.error).toBeNull();
  });

  it('cancels from the password prompt and while logging in', async () => {
    const flow = startSwitch();
    flow.actor.send({ type: 'switchOrganisation.cancel' });
    expect(flow.actor.getSnapshot().value).toBe('closed');
    flow.actor.send({ type: 'switchOrganisation.open', customerId: 'c-3', customerName: 'Third' });
    expect(flow.sendCancelRequest).toHaveBeenCalledTimes(2);
    flow.actor.send({ type: 'switchOrganisation.submit', password: 'secret' });
    flow.actor.send({ type: 'switchOrganisation.cancel' });
    expect(flow.actor.getSnapshot().value).toBe('closed');
    await flow.login.resolve();
    expect(flow.actor.getSnapshot().value).toBe('closed');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
