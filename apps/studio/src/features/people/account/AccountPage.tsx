import { useState } from 'react';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { AccountView, type ResetLinkState } from './AccountView';

/**
 * The signed-in person's profile, from the session's users/me (read at sign-in). The password is
 * changed through the e-mailed reset link, asked for here for the person's own address.
 */
export function AccountPage() {
  const { api } = useRuntime();
  const user = useSession((snapshot) => snapshot.context.user);
  const [resetLink, setResetLink] = useState<ResetLinkState>({ kind: 'idle' });
  if (!user) return null;
  const sendResetLink = async () => {
    setResetLink({ kind: 'sending' });
    try {
      await api.requestPasswordReset(user.userName);
      setResetLink({ kind: 'sent' });
    } catch (error) {
      setResetLink({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <AccountView
      profile={user}
      resetLink={resetLink}
      onSendResetLink={() => void sendResetLink()}
    />
  );
}
