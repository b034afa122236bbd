import styled from 'styled-components';
import { ROLES, TEXT_LIMITS, type Role } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Form,
  FormLayout,
  InlineAlert,
  PageHeader,
  PasswordField,
  Stack,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../../settings/field-messages';
import { passwordChecklist } from './password-checklist';

export interface AccountProfile {
  name: string;
  userName: string;
  customerName: string;
  roles: readonly string[];
  /** A new address waiting for its verification link to be opened. */
  pendingUserName?: string | null;
}

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** One of the account's forms, as its page's form machine has it. */
export interface AccountFormState<Values> {
  values: Values;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  /** Saved this visit: the outcome is shown in words. */
  isDone: boolean;
  onChange(values: Partial<Values>): void;
  onSubmit(): void;
}

export interface AccountViewProps {
  profile: AccountProfile;
  password: AccountFormState<PasswordChangeValues>;
  email: AccountFormState<{ userName: string }>;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * `/settings/account`: the signed-in person's profile; a new password with the current one (the
 * other sessions end); a new e-mail address, which replaces the old one once the link sent to it
 * (valid 60 minutes) is opened.
 */
export function AccountView({ profile, password, email }: AccountViewProps) {
  const { t } = useTranslation('people');
  const known = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
  const message = (errors: FieldErrors, field: string) => {
    const text = errors[field];
    return text === undefined ? undefined : translateFieldMessage(t, text);
  };
  const passwordSummary = [
    ...PASSWORD_FIELDS.flatMap((field) => {
      const text = message(password.fieldErrors, field);
      return text ? [{ message: text, fieldId: `account-${field}` }] : [];
    }),
    ...(password.formError ? [{ message: password.formError }] : []),
  ];
  const emailMessage = message(email.fieldErrors, 'userName');
  const emailSummary = [
    ...(emailMessage ? [{ message: emailMessage, fieldId: 'account-userName' }] : []),
    ...(email.formError ? [{ message: email.formError }] : []),
  ];
  const passwordField = (field: (typeof PASSWORD_FIELDS)[number]) => ({
    id: `account-${field}`,
    value: password.values[field],
    onChange: (value: string) => password.onChange({ [field]: value }),
    isDisabled: password.isSubmitting,
    isRequired: true,
    isInvalid: message(password.fieldErrors, field) !== undefined,
    errorMessage: message(password.fieldErrors, field),
    revealLabel: t('account.reveal'),
    maxLength: TEXT_LIMITS.passwordMax,
  });

  return (
    <Stack gap={8}>
      <PageHeader
        title={t('account.title')}
        description={t('account.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'account', label: t('account.title') },
            ]}
          />
        }
      />
      <Stack gap={3}>
        <h2>{t('account.profile')}</h2>
        <Facts>
          <dt>{t('account.fields.name')}</dt>
          <dd>{profile.name}</dd>
          <dt>{t('account.fields.userName')}</dt>
          <dd>{profile.userName}</dd>
          <dt>{t('account.fields.organisation')}</dt>
          <dd>{profile.customerName}</dd>
          <dt>{t('account.fields.roles')}</dt>
          <dd>
            {profile.roles.map((role) => (known(role) ? t(`roles.${role}`) : role)).join(', ')}
          </dd>
        </Facts>
      </Stack>

      <Stack gap={3}>
        <h2 id="account-password-title">{t('account.passwordTitle')}</h2>
        {password.isDone ? (
          <InlineAlert tone="success" role="status">
            {t('account.passwordChanged')}
          </InlineAlert>
        ) : null}
        <Form
          aria-labelledby="account-password-title"
          validationBehavior="aria"
          errors={passwordSummary}
          errorsTitle={t('account.passwordErrorsTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            password.onSubmit();
          }}
        >
          <FormLayout>
            <PasswordField
              {...passwordField('currentPassword')}
              label={t('account.currentPassword')}
              autoComplete="current-password"
            />
            <PasswordField
              {...passwordField('password')}
              label={t('account.newPassword')}
              autoComplete="new-password"
              requirements={passwordChecklist(t)}
              requirementStatusLabels={{ met: t('account.met'), unmet: t('account.unmet') }}
            />
            <PasswordField
              {...passwordField('confirmPassword')}
              label={t('account.confirmPassword')}
              autoComplete="new-password"
            />
            <div>
              <Button
                type="submit"
                variant="primary"
                isPending={password.isSubmitting}
                pendingLabel={t('account.changingPassword')}
              >
                {t('account.changePassword')}
              </Button>
            </div>
          </FormLayout>
        </Form>
      </Stack>

      <Stack gap={3}>
        <h2 id="account-email-title">{t('account.emailTitle')}</h2>
        <p>{t('account.emailNote')}</p>
        {profile.pendingUserName ? (
          <InlineAlert tone="info" role="status">
            {t('account.emailPending', { email: profile.pendingUserName })}
          </InlineAlert>
        ) : null}
        <Form
          aria-labelledby="account-email-title"
          validationBehavior="aria"
          errors={emailSummary}
          errorsTitle={t('account.emailErrorsTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            email.onSubmit();
          }}
        >
          <FormLayout>
            <TextField
              id="account-userName"
              label={t('account.newEmail')}
              type="email"
              autoComplete="email"
              isRequired
              maxLength={TEXT_LIMITS.email}
              value={email.values.userName}
              onChange={(userName) => email.onChange({ userName })}
              isDisabled={email.isSubmitting}
              isInvalid={emailMessage !== undefined}
              errorMessage={emailMessage}
            />
            <div>
              <Button
                type="submit"
                variant="secondary"
                isPending={email.isSubmitting}
                pendingLabel={t('account.changingEmail')}
              >
                {t('account.changeEmail')}
              </Button>
            </div>
          </FormLayout>
        </Form>
      </Stack>
    </Stack>
  );
}
