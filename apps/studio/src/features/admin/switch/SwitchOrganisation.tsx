import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, waitFor } from 'xstate';
import { switchOrganisationMachine, type SwitchLoginInput } from '@studio/machines';
import type { SessionActor } from '../../../app/runtime';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { abandonLanding, beginSwitch } from './staff-acting';
import { SwitchOrganisationDialogView } from './SwitchOrganisationDialogView';

export interface SwitchOrganisationProps {
  customerId: string;
  customerName: string;
  /** The dialog closed without a switch (Cancel, Escape). */
  onClose(): void;
  /**
   * The machine's cancel request on open: the page abandons the calls it has in flight for the
   * organisation being left.
   */
  onCancelRequest?(): void;
}

/**
 * The switch itself is the session's (`session.loginOnBehalfOf`): it posts the on-behalf-of
 * token request and, on success, drops every organisation-scoped piece of the session and
 * reloads the profile, so the studio starts afresh inside the new organisation (every kept list
 * is per organisation). The login actor of the switch-organisation machine waits for the
 * session to leave the switching state: back to signed in means refused ("Incorrect password.").
 */
export function createSwitchLogin(session: SessionActor) {
  return fromPromise<void, SwitchLoginInput>(async ({ input }) => {
    session.send({ type: 'session.loginOnBehalfOf', ...input });
    const settled = await waitFor(
      session,
      (snapshot) => !snapshot.matches('switchingOrganisation'),
    );
    if (settled.matches('signedIn')) {
      abandonLanding();
      throw settled.context.error ?? new Error('The switch was refused.');
    }
  });
}

export default function SwitchOrganisation({
  customerId,
  customerName,
  onClose,
  onCancelRequest,
}: SwitchOrganisationProps) {
  const { session } = useRuntime();
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  const machine = useMemo(
    () =>
      switchOrganisationMachine.provide({
        actors: { login: createSwitchLogin(session) },
        actions: { sendCancelRequest: () => onCancelRequest?.() },
      }),
    [session, onCancelRequest],
  );
  const [snapshot, send] = useMachine(machine, { input: { username: user?.userName ?? '' } });
  const [password, setPassword] = useState('');

  useEffect(() => {
    send({ type: 'switchOrganisation.open', customerId, customerName });
  }, [send, customerId, customerName]);

  const isClosed = snapshot.matches('closed') && snapshot.context.customerId !== null;
  useEffect(() => {
    if (isClosed) onClose();
  }, [isClosed, onClose]);

  return (
    <SwitchOrganisationDialogView
      isOpen={!snapshot.matches('closed') && !snapshot.matches('succeeded')}
      organisationName={customerName}
      password={password}
      onPasswordChange={setPassword}
      passwordError={snapshot.context.passwordError}
      error={snapshot.context.error?.message ?? null}
      isPending={snapshot.matches('loggingIn')}
      onCancel={() => send({ type: 'switchOrganisation.cancel' })}
      onSubmit={() => {
        if (user && password !== '') {
          beginSwitch(
            { customerId: user.customerId, customerName: customer?.name ?? user.customerName },
            customerId,
          );
        }
        send({ type: 'switchOrganisation.submit', password });
      }}
    />
  );
}
