import { TEXT_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import { Button, Form, InlineAlert, Link, PasswordField, ProgressBar, Stack } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../../settings/field-messages';
import type { PasswordValues } from './actors';
import { passwordRequirements, PublicPanel } from './PublicPanel';

/** Where the reset stands: checking the link, the form, done, or a link that no longer works. */
export type ResetPhase = 'checking' | 'form' | 'done' | 'invalid';

export interface ResetPasswordViewProps {
  phase: ResetPhase;
  values: PasswordValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<PasswordValues>): void;
  onSubmit(): void;
}

const fieldId = (field: string) => `reset-${field}`;

/** `/reset-password/{token}`: a new password twice; a timed out or invalid link offers a new request. */
export function ResetPasswordView({
  phase,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: ResetPasswordViewProps) {
  const { t } = useTranslation('peoplePublic');
  if (phase === 'checking') {
    return (
      <PublicPanel id="reset" title={t('reset.title')}>
        <ProgressBar label={t('reset.checking')} isIndeterminate />
      </PublicPanel>
    );
  }
  if (phase === 'invalid') {
    return (
      <PublicPanel id="reset" title={t('reset.title')}>
        <InlineAlert tone="error" title={t('reset.invalidTitle')} role="alert">
          {t('reset.invalidBody')}
        </InlineAlert>
        <Link variant="standalone" href="/reset-password">
          {t('reset.requestNew')}
        </Link>
      </PublicPanel>
    );
  }
  if (phase === 'done') {
    return (
      <PublicPanel id="reset" title={t('reset.doneTitle')}>
        <InlineAlert tone="success" role="status">
          {t('reset.doneBody')}
        </InlineAlert>
        <Link variant="standalone" href="/login">
          {t('backToSignIn')}
        </Link>
      </PublicPanel>
    );
  }
  const messageOf = (field: keyof PasswordValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateFieldMessage(t, message);
  };
  const summary = [
    ...(['password', 'confirmPassword'] as const).flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const field = (name: keyof PasswordValues) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (value: string) => onChange({ [name]: value }),
    isDisabled: isSubmitting,
    isRequired: true,
    isInvalid: messageOf(name) !== undefined,
    errorMessage: messageOf(name),
    revealLabel: t('reveal'),
    autoComplete: 'new-password',
    maxLength: TEXT_LIMITS.passwordMax,
  });
  return (
    <PublicPanel id="reset" title={t('reset.title')} description={t('reset.description')}>
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('reset.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={4}>
          <PasswordField
            {...field('password')}
            label={t('reset.password')}
            requirements={passwordRequirements(t)}
            requirementStatusLabels={{ met: t('met'), unmet: t('unmet') }}
          />
          <PasswordField {...field('confirmPassword')} label={t('reset.confirmPassword')} />
          <Button
            type="submit"
            variant="primary"
            isPending={isSubmitting}
            pendingLabel={t('reset.submitting')}
          >
            {t('reset.submit')}
          </Button>
        </Stack>
      </Form>
    </PublicPanel>
  );
}
