import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { INVALID_CREDENTIALS_CODE } from '@studio/domain';
import { VENUE_REFUSED_CODE } from '@studio/machines';
import { useRuntime, useSession } from '../../app/runtime-context';
import type { loginFieldErrors } from './login-rules';
import { LoginView, type LoginNotice, type LoginValues } from './LoginView';

type FieldErrorsOf = typeof loginFieldErrors;

/** The validation rule with yup, fetched once; first asked for when the person starts typing. */
const loadLoginRules = () => import('./login-rules');

/** Wires the sign-in form to the session machine; the typed values stay here if sign-in fails. */
export function LoginPage() {
  const { t } = useTranslation('common');
  const { session } = useRuntime();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  // Set on the first submit, once the rule has loaded: from then on the fields are checked as
  // the person types, as before.
  const [fieldErrorsOf, setFieldErrorsOf] = useState<FieldErrorsOf | null>(null);
  const isPending = useSession((snapshot) => snapshot.context.isLoggingIn);
  const error = useSession((snapshot) => snapshot.context.error);
  const expired = useSession((snapshot) => snapshot.context.expired);
  const isVenue = useSession((snapshot) => snapshot.context.isVenue);

  const fieldErrors = fieldErrorsOf ? translateRequired(fieldErrorsOf(values), t('required')) : {};
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
      onChange={(next) => {
        void loadLoginRules().catch(() => undefined);
        setValues(next);
      }}
      onSubmit={() => void submit()}
    />
  );

  async function submit() {
    const submitted = values;
    const rules = await loadLoginRules().catch(() => null);
    if (rules) {
      setFieldErrorsOf(() => rules.loginFieldErrors);
      if (Object.keys(rules.loginFieldErrors(submitted)).length > 0) return;
    }
    // Without the rule (its script failed to load) the server, which applies the same rule,
    // answers instead.
    session.send({
      type: 'session.login',
      username: submitted.username.trim(),
      password: submitted.password,
    });
  }
}

/** The shared rule's "required" text, shown in the person's language. */
function translateRequired<T extends string>(errors: Partial<Record<T, string>>, required: string) {
  return Object.fromEntries(Object.entries(errors).map(([field]) => [field, required])) as Partial<
    Record<T, string>
  >;
}
