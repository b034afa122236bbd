import { useTranslation } from '../../../i18n/react';
import type { FieldErrors } from '@studio/machines';
import { Button, Form, FormLayout, Inline, PasswordField, Stack } from '@studio/ui';
import { TEXT_LIMITS } from '@studio/domain';
import type { VenuePasswordValues } from './actors';
import { translateFieldMessage } from '../field-messages';

export interface VenuePasswordFormViewProps {
  values: VenuePasswordValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<VenuePasswordValues>): void;
  onSubmit(): void;
  onCancel(): void;
}

const fieldId = (field: string) => `venue-password-${field}`;

/** The change-password dialog's form: the new password twice (spec section 5 rules). */
export function VenuePasswordFormView({
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
  onCancel,
}: VenuePasswordFormViewProps) {
  const { t } = useTranslation('settingsVenues');
  const messageOf = (field: keyof VenuePasswordValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateFieldMessage(t, message);
  };
  const summary = [
    ...(['password', 'passwordConfirmation'] as const).flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <Stack gap={4}>
      <p>{t('venues.changePasswordBody')}</p>
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('venues.passwordErrorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <PasswordField
            id={fieldId('password')}
            label={t('venues.fields.password')}
            description={t('venues.fields.passwordHint')}
            isRequired
            maxLength={TEXT_LIMITS.passwordMax}
            autoComplete="new-password"
            revealLabel={t('venues.showPassword')}
            value={values.password}
            onChange={(password) => onChange({ password })}
            isInvalid={messageOf('password') !== undefined}
            errorMessage={messageOf('password')}
            isDisabled={isSubmitting}
          />
          <PasswordField
            id={fieldId('passwordConfirmation')}
            label={t('venues.fields.passwordConfirmation')}
            isRequired
            maxLength={TEXT_LIMITS.passwordMax}
            autoComplete="new-password"
            revealLabel={t('venues.showPassword')}
            value={values.passwordConfirmation}
            onChange={(passwordConfirmation) => onChange({ passwordConfirmation })}
            isInvalid={messageOf('passwordConfirmation') !== undefined}
            errorMessage={messageOf('passwordConfirmation')}
            isDisabled={isSubmitting}
          />
          <Inline gap={3}>
            <Button
              type="submit"
              variant="primary"
              isPending={isSubmitting}
              pendingLabel={t('venues.saving')}
            >
              {t('venues.changePassword')}
            </Button>
            <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
              {t('venues.cancel')}
            </Button>
          </Inline>
        </FormLayout>
      </Form>
    </Stack>
  );
}
