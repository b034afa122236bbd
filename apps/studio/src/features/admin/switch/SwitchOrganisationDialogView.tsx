import { useTranslation } from '../../../i18n/react';
import { Button, Dialog, Form, InlineAlert, Inline, PasswordField, Stack } from '@studio/ui';

export interface SwitchOrganisationDialogViewProps {
  isOpen: boolean;
  /** The organisation being switched into, shown after "Switching to:". */
  organisationName: string;
  password: string;
  onPasswordChange(password: string): void;
  /** "This field is required." when submitted empty. */
  passwordError: string | null;
  /** The refusal: "Incorrect password.". */
  error: string | null;
  isPending: boolean;
  onCancel(): void;
  onSubmit(): void;
}

/**
 * The Switch to Organization modal of spec section 2: "Switching to:" with the name, the
 * administrator's password typed again, Cancel and Login; "Incorrect password." on a refusal.
 * Pure: the switch-organisation machine behind it decides.
 */
export function SwitchOrganisationDialogView({
  isOpen,
  organisationName,
  password,
  onPasswordChange,
  passwordError,
  error,
  isPending,
  onCancel,
  onSubmit,
}: SwitchOrganisationDialogViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isPending}
      title={t('staff.switchTitle')}
      closeLabel={t('staff.close')}
      size="sm"
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={4}>
          <p>
            {t('staff.switchingTo')} <strong>{organisationName}</strong>
          </p>
          {error && (
            <InlineAlert tone="error" role="alert">
              {error === 'Incorrect password.' ? t('staff.incorrectPassword') : error}
            </InlineAlert>
          )}
          <PasswordField
            label={t('staff.password')}
            description={t('staff.passwordPrompt')}
            revealLabel={t('auth:showPassword')}
            value={password}
            onChange={onPasswordChange}
            isRequired
            autoFocus
            autoComplete="current-password"
            isInvalid={passwordError !== null}
            errorMessage={passwordError ? t('staff.required') : undefined}
            isDisabled={isPending}
          />
          <Inline gap={3} justify="end">
            <Button variant="secondary" onPress={onCancel}>
              {t('staff.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              isPending={isPending}
              pendingLabel={t('staff.loggingIn')}
            >
              {t('staff.login')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
