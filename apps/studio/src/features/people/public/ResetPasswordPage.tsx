import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useRuntime } from '../../../app/runtime-context';
import type { PublicPageProps } from '../../../app/PublicApp';
import { createPasswordResetActors, createResetTokenActors, type PasswordValues } from './actors';
import { ResetPasswordView } from './ResetPasswordView';

const tokenMachine = createRecordMachine<{ token: string }>();
const resetMachine = createFormMachine<PasswordValues, true>();
const loadRules = () => import('./public-rules');
const validate = async (values: PasswordValues) =>
  (await loadRules()).passwordResetFieldErrors(values);

/** A refusal of the link: timed out or invalid (410), or a token the contract refuses (400, 404). */
const isDeadLink = (status: number | undefined) =>
  status === 410 || status === 400 || status === 404;

/**
 * Checks the token first (record machine), then the new password (form machine). A link refused
 * at either step offers a new request; the server ends every session of the person on success.
 */
export function ResetPasswordPage({ params }: PublicPageProps) {
  const { api } = useRuntime();
  const token = params.token ?? '';
  const checkMachine = useMemo(
    () => tokenMachine.provide({ actors: createResetTokenActors(api, token) }),
    [api, token],
  );
  const formMachine = useMemo(
    () => resetMachine.provide({ actors: createPasswordResetActors(api, token) }),
    [api, token],
  );
  const [check] = useMachine(checkMachine);
  const [form, send] = useMachine(formMachine, {
    input: { values: { password: '', confirmPassword: '' }, validate },
  });
  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);

  const { error, fieldErrors } = form.context;
  // A refusal naming the password is the form's; one naming nothing (or the token) is the link's.
  const refusedLink =
    error !== null &&
    fieldErrors.password === undefined &&
    fieldErrors.confirmPassword === undefined;
  const linkDead =
    isDeadLink(check.context.error?.status) || (refusedLink && isDeadLink(error.status));
  const phase = linkDead
    ? 'invalid'
    : form.context.result
      ? 'done'
      : check.context.data || check.context.error
        ? 'form'
        : 'checking';
  return (
    <ResetPasswordView
      phase={phase}
      values={form.context.values}
      fieldErrors={fieldErrors}
      formError={error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null}
      isSubmitting={form.matches('checking') || form.matches('submitting')}
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
