import { TEXT_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import { Button, Form, InlineAlert, Link, Stack, TextField } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../../settings/field-messages';
import { PublicPanel } from './PublicPanel';

export interface ResetRequestViewProps {
  email: string;
  fieldErrors: FieldErrors;
  /** A refusal that names no field (too many requests, no answer). */
  formError?: string | null;
  /** The address a link was asked for: the same words whether or not it is known. */
  sentTo?: string | null;
  isSubmitting: boolean;
  onChange(email: string): void;
  onSubmit(): void;
}

/** `/reset-password`: asks for a link; the answer never tells whether the address exists. */
export function ResetRequestView({
  email,
  fieldErrors,
  formError,
  sentTo,
  isSubmitting,
  onChange,
  onSubmit,
}: ResetRequestViewProps) {
  const { t } = useTranslation('peoplePublic');
  if (sentTo) {
    return (
      <PublicPanel id="reset-request" title={t('resetRequest.sentTitle')}>
        <InlineAlert tone="success" role="status">
          {t('resetRequest.sentBody', { email: sentTo })}
        </InlineAlert>
        <Link href="/login">{t('backToSignIn')}</Link>
      </PublicPanel>
    );
  }
  const message = fieldErrors.email ? translateFieldMessage(t, fieldErrors.email) : undefined;
  const summary = [
    ...(message ? [{ message, fieldId: 'reset-email' }] : []),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <PublicPanel
      id="reset-request"
      title={t('resetRequest.title')}
      description={t('resetRequest.description')}
    >
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('resetRequest.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={4}>
          <TextField
            id="reset-email"
            label={t('resetRequest.email')}
            type="email"
            autoComplete="username"
            isRequired
            maxLength={TEXT_LIMITS.email}
            value={email}
            onChange={onChange}
            isDisabled={isSubmitting}
            isInvalid={message !== undefined}
            errorMessage={message}
          />
          <Button
            type="submit"
            variant="primary"
            isPending={isSubmitting}
            pendingLabel={t('resetRequest.submitting')}
          >
            {t('resetRequest.submit')}
          </Button>
          <Link href="/login">{t('backToSignIn')}</Link>
        </Stack>
      </Form>
    </PublicPanel>
  );
}
