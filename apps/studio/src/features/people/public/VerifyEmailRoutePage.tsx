import { useParams } from 'react-router';
import { VerifyEmail } from './VerifyEmailPage';

/** Signed in (an e-mail change of the person's own): the same page inside the studio. */
export function VerifyEmailRoutePage() {
  const { token } = useParams();
  return <VerifyEmail token={token ?? ''} continueHref="/settings/account" />;
}
