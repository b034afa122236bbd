import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { isApiError, type EmailVerificationResult } from '@studio/api';
import { createRecordMachine, userMessageOf } from '@studio/machines';
import { useRuntime } from '../../../app/runtime-context';
import type { PublicPageProps } from '../../../app/PublicApp';
import { createVerifyEmailActors } from './actors';
import { VerifyEmailView, type ResendState, type VerifyPhase } from './VerifyEmailView';

const verifyMachine = createRecordMachine<EmailVerificationResult>();

/** Signed out: opened from the e-mail, continue leads to sign-in. */
export function VerifyEmailPage({ params }: PublicPageProps) {
  return <VerifyEmail token={params.token ?? ''} continueHref="/login" />;
}

/**
 * Verifies the link's token once (record machine: verifying, then verified or the refusal's
 * status: 409 already verified, 410 expired, anything else a validation error). An expired link
 * offers a resend to the address the person types; the answer never says whether it is known.
 */
export function VerifyEmail({ token, continueHref }: { token: string; continueHref: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => verifyMachine.provide({ actors: createVerifyEmailActors(api, token) }),
    [api, token],
  );
  const [snapshot, send] = useMachine(machine);
  const [resendEmail, setResendEmail] = useState('');
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });

  const { data, error } = snapshot.context;
  const phase: VerifyPhase = data
    ? { kind: 'verified', email: data.email }
    : !error
      ? { kind: 'verifying' }
      : error.status === 409
        ? { kind: 'conflict' }
        : error.status === 410
          ? { kind: 'expired' }
          : { kind: 'error' };

  const sendAgain = async () => {
    const email = resendEmail.trim();
    setResend({ kind: 'sending' });
    try {
      await api.resendVerificationEmail(email);
      setResend({ kind: 'sent', email });
    } catch (failure) {
      const message = isApiError(failure) ? userMessageOf(failure) : String(failure);
      setResend({ kind: 'failed', message });
    }
  };

  return (
    <VerifyEmailView
      phase={phase}
      continueHref={continueHref}
      resendEmail={resendEmail}
      resend={resend}
      onResendEmailChange={(email) => {
        setResendEmail(email);
        if (resend.kind === 'failed') setResend({ kind: 'idle' });
      }}
      onResend={() => void sendAgain()}
      onRetry={() => send({ type: 'record.retry' })}
    />
  );
}
