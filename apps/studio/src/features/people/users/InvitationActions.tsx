import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type Invite } from '@studio/api';
import { invitationMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { useRuntime } from '../../../app/runtime-context';
import { inviteList } from './user-lists';
import { InvitationActionsView } from './InvitationActionsView';

/**
 * Resend and revoke for one invitation, through the invitation machine (pending, resent,
 * revoked). Each outcome is announced and refreshes the kept invitations list.
 */
export function InvitationActions({ customerId, invite }: { customerId: string; invite: Invite }) {
  const { api } = useRuntime();
  const { t } = useTranslation('people');
  const toast = useToast();
  const machine = useMemo(() => {
    const people = api;
    return invitationMachine.provide({
      actors: {
        resendInvite: fromPromise(async ({ input }) => {
          await people.resendUserInvite(customerId, input.inviteId);
        }),
        revokeInvite: fromPromise(async ({ input }) => {
          await people.revokeUserInvite(customerId, input.inviteId);
        }),
      },
    });
  }, [api, customerId]);
  const [snapshot, send] = useMachine(machine, {
    input: { inviteId: invite.uuid, email: invite.email, resent: invite.status === 'resent' },
  });
  const { resendCount, error } = snapshot.context;
  const revoked = snapshot.matches('revoked');
  // An invitation already resent starts with a count of one: only resends made here are announced.
  const initialResends = useRef(resendCount).current;

  useEffect(() => {
    if (resendCount === initialResends) return;
    toast.show(
      { title: t('invites.resent', { email: invite.email }), tone: 'success' },
      { timeout: 5000 },
    );
    inviteList(api, customerId).send({ type: 'list.refresh' });
    // Announces each new resend once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resendCount]);
  useEffect(() => {
    if (!revoked) return;
    toast.show(
      { title: t('invites.revoked', { email: invite.email }), tone: 'success' },
      { timeout: 5000 },
    );
    inviteList(api, customerId).send({ type: 'list.refresh' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revoked]);
  useEffect(() => {
    if (!error) return;
    toast.show({
      title: t('invites.failed', { email: invite.email, message: error.message }),
      tone: 'error',
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  return (
    <InvitationActionsView
      email={invite.email}
      isResending={snapshot.matches('resending')}
      isRevoking={snapshot.matches('revoking')}
      isRevoked={revoked}
      onResend={() => send({ type: 'invitation.resend' })}
      onRevoke={() => send({ type: 'invitation.revoke' })}
    />
  );
}
