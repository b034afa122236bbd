import { useTranslation } from '../../../i18n/react';
import { AlertDialog, Button, DialogTrigger, Inline } from '@studio/ui';

export interface InvitationActionsViewProps {
  email: string;
  isResending: boolean;
  isRevoking: boolean;
  isRevoked: boolean;
  onResend(): void;
  onRevoke(): void;
}

/** Resend, and Revoke asked first; both named with the address for screen readers. */
export function InvitationActionsView({
  email,
  isResending,
  isRevoking,
  isRevoked,
  onResend,
  onRevoke,
}: InvitationActionsViewProps) {
  const { t } = useTranslation('people');
  const busy = isResending || isRevoking || isRevoked;
  return (
    <Inline gap={2} wrap={false}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('invites.resendLabel', { email })}
        isPending={isResending}
        pendingLabel={t('invites.resending')}
        isDisabled={busy && !isResending}
        onPress={onResend}
      >
        {t('invites.resend')}
      </Button>
      <DialogTrigger>
        <Button
          variant="danger"
          size="sm"
          aria-label={t('invites.revokeLabel', { email })}
          isPending={isRevoking}
          pendingLabel={t('invites.revoking')}
          isDisabled={busy && !isRevoking}
        >
          {t('invites.revoke')}
        </Button>
        <AlertDialog
          variant="danger"
          title={t('invites.revokeTitle', { email })}
          actionLabel={t('invites.revoke')}
          cancelLabel={t('invites.cancel')}
          onAction={onRevoke}
        >
          {t('invites.revokeBody')}
        </AlertDialog>
      </DialogTrigger>
    </Inline>
  );
}
