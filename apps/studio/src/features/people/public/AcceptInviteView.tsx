import { TEXT_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Button,
  Form,
  FormRow,
  InlineAlert,
  Link,
  PasswordField,
  Stack,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../../settings/field-messages';
import type { AcceptInviteValues } from './actors';
import { passwordRequirements, PublicPanel } from './PublicPanel';

/** Why the invitation cannot be accepted: 410 expired or revoked, 404 unknown, 409 accepted. */
export type InviteRefusal = 'gone' | 'notFound' | 'used';

export interface AcceptInviteViewProps {
  values: AcceptInviteValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  refusal?: InviteRefusal | null;
  /** Accepted: signing in now, or the sign-in failed (the person signs in by hand). */
  joined?: 'signingIn' | 'signInFailed' | null;
  isSubmitting: boolean;
  onChange(values: Partial<AcceptInviteValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof AcceptInviteValues> = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
];
const fieldId = (field: string) => `accept-${field}`;

/** `/userinvites/{id}/accept`: first and last name, the address, a password twice; then signed in. */
export function AcceptInviteView({
  values,
  fieldErrors,
  formError,
  refusal,
  joined,
  isSubmitting,
  onChange,
  onSubmit,
}: AcceptInviteViewProps) {
  const { t } = useTranslation('peoplePublic');
  if (joined) {
    return (
      <PublicPanel id="accept" title={t('accept.joinedTitle')}>
        {joined === 'signingIn' ? (
          <p role="status">{t('accept.signingIn')}</p>
        ) : (
          <InlineAlert tone="warning" role="alert">
            {t('accept.signInFailed')}
          </InlineAlert>
        )}
        <Link href="/login">{t('backToSignIn')}</Link>
      </PublicPanel>
    );
  }
  if (refusal) {
    const title = {
      gone: t('accept.goneTitle'),
      notFound: t('accept.notFoundTitle'),
      used: t('accept.usedTitle'),
    }[refusal];
    const body = {
      gone: t('accept.goneBody'),
      notFound: t('accept.notFoundBody'),
      used: t('accept.usedBody'),
    }[refusal];
    return (
      <PublicPanel id="accept" title={t('accept.title')}>
        <InlineAlert tone={refusal === 'used' ? 'info' : 'error'} title={title} role="alert">
          {body}
        </InlineAlert>
        <Link href="/login">{t('backToSignIn')}</Link>
      </PublicPanel>
    );
  }
  const messageOf = (field: keyof AcceptInviteValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateFieldMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const field = (name: keyof AcceptInviteValues) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (value: string) => onChange({ [name]: value }),
    isDisabled: isSubmitting,
    isRequired: true,
    isInvalid: messageOf(name) !== undefined,
    errorMessage: messageOf(name),
  });
  return (
    <PublicPanel id="accept" title={t('accept.title')} description={t('accept.description')}>
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('accept.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={4}>
          <FormRow>
            <TextField
              {...field('firstName')}
              label={t('accept.firstName')}
              autoComplete="given-name"
              maxLength={TEXT_LIMITS.nameMax}
            />
            <TextField
              {...field('lastName')}
              label={t('accept.lastName')}
              autoComplete="family-name"
              maxLength={TEXT_LIMITS.nameMax}
            />
          </FormRow>
          <TextField
            {...field('email')}
            label={t('accept.email')}
            description={t('accept.emailHint')}
            type="email"
            autoComplete="username"
            maxLength={TEXT_LIMITS.email}
          />
          <PasswordField
            {...field('password')}
            label={t('accept.password')}
            revealLabel={t('reveal')}
            autoComplete="new-password"
            maxLength={TEXT_LIMITS.passwordMax}
            requirements={passwordRequirements(t)}
            requirementStatusLabels={{ met: t('met'), unmet: t('unmet') }}
          />
          <PasswordField
            {...field('confirmPassword')}
            label={t('accept.confirmPassword')}
            revealLabel={t('reveal')}
            autoComplete="new-password"
            maxLength={TEXT_LIMITS.passwordMax}
          />
          <Button
            type="submit"
            variant="primary"
            isPending={isSubmitting}
            pendingLabel={t('accept.submitting')}
          >
            {t('accept.submit')}
          </Button>
        </Stack>
      </Form>
    </PublicPanel>
  );
}
