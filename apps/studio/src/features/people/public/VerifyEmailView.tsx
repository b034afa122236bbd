import { VERIFY_TOKEN_EXPIRED_MESSAGE, TEXT_LIMITS } from '@studio/domain';
import { Button, Form, InlineAlert, Link, ProgressBar, Stack, TextField } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { PublicPanel } from './PublicPanel';

/** The states of spec section 2: verifying, verified, validation error, conflict, expired. */
export type VerifyPhase =
  | { kind: 'verifying' }
  | { kind: 'verified'; email: string }
  | { kind: 'error' }
  | { kind: 'conflict' }
  | { kind: 'expired' };

/** The resend of an expired link: one call, its states in one value. */
export type ResendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string };

export interface VerifyEmailViewProps {
  phase: VerifyPhase;
  /** Where "Continue" leads: the studio when signed in, else sign-in. */
  continueHref: string;
  resendEmail: string;
  resend: ResendState;
  onResendEmailChange(email: string): void;
  onResend(): void;
  onRetry(): void;
}

/** `/verify-email/{token}`: verifying, then what happened, with a resend for an expired link. */
export function VerifyEmailView({
  phase,
  continueHref,
  resendEmail,
  resend,
  onResendEmailChange,
  onResend,
  onRetry,
}: VerifyEmailViewProps) {
  const { t } = useTranslation('peoplePublic');
  switch (phase.kind) {
    case 'verifying':
      return (
        <PublicPanel id="verify" title={t('verify.title')}>
          <ProgressBar label={t('verify.verifying')} isIndeterminate />
        </PublicPanel>
      );
    case 'verified':
      return (
        <PublicPanel id="verify" title={t('verify.verifiedTitle')}>
          <InlineAlert tone="success" role="status">
            {t('verify.verifiedBody', { email: phase.email })}
          </InlineAlert>
          <Link variant="standalone" href={continueHref}>
            {t('verify.continue')}
          </Link>
        </PublicPanel>
      );
    case 'conflict':
      return (
        <PublicPanel id="verify" title={t('verify.title')}>
          <InlineAlert tone="info" title={t('verify.conflictTitle')} role="status">
            {t('verify.conflictBody')}
          </InlineAlert>
          <Link variant="standalone" href={continueHref}>
            {t('verify.continue')}
          </Link>
        </PublicPanel>
      );
    case 'error':
      return (
        <PublicPanel id="verify" title={t('verify.title')}>
          <InlineAlert tone="error" title={t('verify.errorTitle')} role="alert">
            {t('verify.errorBody')}
          </InlineAlert>
          <Button variant="secondary" onPress={onRetry}>
            {t('verify.retry')}
          </Button>
        </PublicPanel>
      );
    case 'expired':
      return (
        <PublicPanel id="verify" title={t('verify.expiredTitle')}>
          <InlineAlert tone="warning" role="alert">
            {/* The spec's message, word for word, as the service words it (section 8). */}
            <span lang="en">{VERIFY_TOKEN_EXPIRED_MESSAGE}</span>. {t('verify.expiredBody')}
          </InlineAlert>
          {resend.kind === 'sent' ? (
            <InlineAlert tone="success" role="status">
              {t('verify.resent', { email: resend.email })}
            </InlineAlert>
          ) : (
            <Form
              validationBehavior="aria"
              onSubmit={(event) => {
                event.preventDefault();
                onResend();
              }}
            >
              <Stack gap={4}>
                <TextField
                  id="verify-email"
                  label={t('verify.email')}
                  type="email"
                  autoComplete="email"
                  isRequired
                  maxLength={TEXT_LIMITS.email}
                  value={resendEmail}
                  onChange={onResendEmailChange}
                  isDisabled={resend.kind === 'sending'}
                  isInvalid={resend.kind === 'failed'}
                  errorMessage={resend.kind === 'failed' ? resend.message : undefined}
                />
                <Button
                  type="submit"
                  variant="primary"
                  isPending={resend.kind === 'sending'}
                  pendingLabel={t('verify.resending')}
                >
                  {t('verify.resend')}
                </Button>
              </Stack>
            </Form>
          )}
        </PublicPanel>
      );
  }
}
