import styled from 'styled-components';
import { useTranslation } from '../../i18n/react';
import {
  Button,
  Form,
  InlineAlert,
  Link,
  PasswordField,
  Stack,
  TextField,
  vars,
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

/** The page's backdrop; Stack centres the panel in the viewport. */
const Backdrop = styled(Stack)`
  padding: ${vars.space[6]};
  background: ${vars.color.surfaceSunken};
`;

/** The raised surface of the form; Stack gives its rhythm. */
const Panel = styled(Stack)`
  width: min(26.25rem, 100%);
  padding: ${vars.space[8]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow[2]};

  h1 {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.semibold};
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
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
    <Backdrop id="main" elementType="main" isFullHeight align="center" justify="center">
      <Panel elementType="section" gap={5} aria-labelledby="login-title">
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
          <Stack gap={4}>
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
          </Stack>
        </Form>
      </Panel>
    </Backdrop>
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
