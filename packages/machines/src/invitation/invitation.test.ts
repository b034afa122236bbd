import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  type InvitationCommandInput,
  type InvitationInput,
  invitationMachine,
} from './invitation.machine.js';

const coverage = createCoverage('invitation', invitationMachine);

function startInvitation(input: InvitationInput = { inviteId: 'inv-1', email: 'new@example.com' }) {
  const resend = deferredActor<void, InvitationCommandInput>();
  const revoke = deferredActor<void, InvitationCommandInput>();
  const machine = invitationMachine.provide({
    actors: { resendInvite: resend.logic, revokeInvite: revoke.logic },
  });
  const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
  return { actor, resend, revoke };
}

type Invitation = ReturnType<typeof startInvitation>;
const value = (invitation: Invitation) => invitation.actor.getSnapshot().value;

describe('invitation machine', () => {
  it('is pending, resent (and resent again), then revoked', async () => {
    const invitation = startInvitation();
    expect(value(invitation)).toEqual({ open: 'pending' });
    invitation.actor.send({ type: 'invitation.resend' });
    expect(invitation.resend.lastInput()).toEqual({ inviteId: 'inv-1' });
    await invitation.resend.resolve();
    expect(value(invitation)).toEqual({ open: 'resent' });
    invitation.actor.send({ type: 'invitation.resend' });
    await invitation.resend.resolve();
    expect(invitation.actor.getSnapshot().context.resendCount).toBe(2);
    invitation.actor.send({ type: 'invitation.revoke' });
    await invitation.revoke.resolve();
    expect(value(invitation)).toBe('revoked');
    expect(invitation.actor.getSnapshot().status).toBe('done');
  });

  it('opens as resent when it already was', () => {
    const invitation = startInvitation({ inviteId: 'inv-2', email: 'x@example.com', resent: true });
    expect(value(invitation)).toEqual({ open: 'resent' });
  });

  it('a failed resend or revoke keeps the invitation as it was', async () => {
    const invitation = startInvitation();
    invitation.actor.send({ type: 'invitation.resend' });
    await invitation.resend.reject({ status: 500, errors: [], message: 'boom' });
    expect(value(invitation)).toEqual({ open: 'pending' });
    expect(invitation.actor.getSnapshot().context.error?.message).toBe('boom');
    invitation.actor.send({ type: 'invitation.revoke' });
    expect(invitation.actor.getSnapshot().context.error).toBeNull();
    await invitation.revoke.reject({
      status: 404,
      errors: [],
      message: 'Resource does not exist.',
    });
    expect(value(invitation)).toEqual({ open: 'pending' });
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
