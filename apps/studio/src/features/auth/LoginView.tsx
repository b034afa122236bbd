import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  InlineAlert,
  Link,
  PasswordField,
  TextField,
  type FormError,
} from '@studio/ui';

/** Why the person is on the sign-in page, beyond a plain visit. */
export type LoginNotice = 'incorrectCredentials' | 'venueRefused' | 'sessionExpired' | 'failed';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginViewProps {
  values: LoginValues;
  /** Field messages from the shared login rule (already translated). */
  fieldErrors: Partial<Record<keyof LoginValues, string>>;
  notice?: LoginNotice;
  /** The server's message for a failure that is not one of the known notices. */
  failureMessage?: string;
  isPending: boolean;
  onChange(values: LoginValues): void;
  onSubmit(): void;
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: var(--studio-space-6, 24px);
  background: var(--studio-color-surface-sunken, #f4f5f7);
`;

const Panel = styled.section`
  width: min(420px, 100%);
  display: grid;
  gap: var(--studio-space-5, 20px);
  padding: var(--studio-space-8, 32px);
  border-radius: var(--studio-radius-lg, 12px);
  background: var(--studio-color-surface, #fff);
  box-shadow: var(--studio-elevation-2, 0 4px 16px rgb(0 0 0 / 0.08));

  h1 {
    margin: 0;
    font: var(--studio-font-heading-lg, 600 1.5rem/1.3 system-ui);
  }
  p {
    margin: 0;
    color: var(--studio-color-text-subtle, #555);
  }
`;

const Fields = styled.div`
  display: grid;
  gap: var(--studio-space-4, 16px);
`;

const FORGOT_PASSWORD_PATH = '/reset-password';

/** The unauthenticated sub-app's sign-in form. Pure: every value and outcome comes in by props. */
export function LoginView({
  values,
  fieldErrors,
  notice,
  failureMessage,
  isPending,
  onChange,
  onSubmit,
}: LoginViewProps) {
  const { t } = useTranslation('auth');
  const summary: FormError[] = Object.entries(fieldErrors).flatMap(([field, message]) =>
    message
      ? [
          {
            message: `${field === 'username' ? t('username') : t('password')}: ${message}`,
            fieldId: `login-${field}`,
          },
        ]
      : [],
  );

  return (
    <Page id="main">
      <Panel aria-labelledby="login-title">
        <div>
          <h1 id="login-title">{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
        {notice && <LoginNoticeAlert notice={notice} failureMessage={failureMessage} />}
        <Form
          errors={summary}
          errorsTitle={t('errorSummary')}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Fields>
            <TextField
              id="login-username"
              name="username"
              label={t('username')}
              autoComplete="username"
              isRequired
              isInvalid={Boolean(fieldErrors.username)}
              errorMessage={fieldErrors.username}
              value={values.username}
              onChange={(username) => onChange({ ...values, username })}
            />
            <PasswordField
              id="login-password"
              name="password"
              label={t('password')}
              revealLabel={t('showPassword')}
              autoComplete="current-password"
              isRequired
              isInvalid={Boolean(fieldErrors.password)}
              errorMessage={fieldErrors.password}
              value={values.password}
              onChange={(password) => onChange({ ...values, password })}
            />
            <Button
              type="submit"
              variant="primary"
              isPending={isPending}
              pendingLabel={t('submitting')}
            >
              {t('submit')}
            </Button>
            <Link href={FORGOT_PASSWORD_PATH}>{t('forgotPassword')}</Link>
          </Fields>
        </Form>
      </Panel>
    </Page>
  );
}

function LoginNoticeAlert({
  notice,
  failureMessage,
}: {
  notice: LoginNotice;
  failureMessage?: string;
}) {
  const { t } = useTranslation('auth');
  switch (notice) {
    case 'incorrectCredentials':
      return (
        <InlineAlert tone="error" role="alert">
          {t('incorrectCredentials')}{' '}
          <Link href={FORGOT_PASSWORD_PATH}>{t('incorrectCredentialsHelp')}</Link>
        </InlineAlert>
      );
    case 'venueRefused':
      return (
        <InlineAlert tone="error" role="alert">
          {t('venueRefused')}
        </InlineAlert>
      );
    case 'sessionExpired':
      return (
        <InlineAlert tone="warning" role="status">
          {t('sessionExpired')}
        </InlineAlert>
      );
    case 'failed':
      return (
        <InlineAlert tone="error" role="alert">
          {failureMessage}
        </InlineAlert>
      );
  }
}
