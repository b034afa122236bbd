import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVALID_CREDENTIALS_CODE, loginSchema, validateFields } from '@studio/domain';
import { VENUE_REFUSED_CODE } from '@studio/machines';
import { useRuntime, useSession } from '../../app/runtime-context';
import { LoginView, type LoginNotice, type LoginValues } from './LoginView';

/** Wires the sign-in form to the session machine; the typed values stay here if sign-in fails. */
export function LoginPage() {
  const { t } = useTranslation('common');
  const { session } = useRuntime();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  const isPending = useSession((snapshot) => snapshot.context.isLoggingIn);
  const error = useSession((snapshot) => snapshot.context.error);
  const expired = useSession((snapshot) => snapshot.context.expired);
  const isVenue = useSession((snapshot) => snapshot.context.isVenue);

  const fieldErrors = showFieldErrors
    ? translateRequired(validateFields(loginSchema, values), t('required'))
    : {};
  const codes = error?.errors.map((item) => item.code) ?? [];
  const notice: LoginNotice | undefined =
    isVenue || codes.includes(VENUE_REFUSED_CODE)
      ? 'venueRefused'
      : codes.includes(INVALID_CREDENTIALS_CODE) || (error?.status === 401 && !expired)
        ? 'incorrectCredentials'
        : expired
          ? 'sessionExpired'
          : error
            ? 'failed'
            : undefined;

  return (
    <LoginView
      values={values}
      fieldErrors={fieldErrors}
      notice={notice}
      failureMessage={error?.message}
      isPending={isPending}
      onChange={setValues}
      onSubmit={() => {
        setShowFieldErrors(true);
        if (Object.keys(validateFields(loginSchema, values)).length > 0) return;
        session.send({
          type: 'session.login',
          username: values.username.trim(),
          password: values.password,
        });
      }}
    />
  );
}

/** The shared rule's "required" text, shown in the person's language. */
function translateRequired<T extends string>(errors: Partial<Record<T, string>>, required: string) {
  return Object.fromEntries(Object.entries(errors).map(([field]) => [field, required])) as Partial<
    Record<T, string>
  >;
}
