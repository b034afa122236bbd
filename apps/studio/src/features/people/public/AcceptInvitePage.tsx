import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { createFormMachine, userMessageOf } from '@studio/machines';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { SIGN_IN_PATH } from '../../../app/PublicApp';
import type { PublicPageProps } from '../../../app/PublicApp';
import { createAcceptInviteActors, type AcceptedInvite, type AcceptInviteValues } from './actors';
import { AcceptInviteView, type InviteRefusal } from './AcceptInviteView';

const acceptFormMachine = createFormMachine<AcceptInviteValues, AcceptedInvite>();
const loadRules = () => import('./public-rules');
const validate = async (values: AcceptInviteValues) =>
  (await loadRules()).acceptInviteFieldErrors(values);

const REFUSALS: Partial<Record<number, InviteRefusal>> = {
  404: 'notFound',
  409: 'used',
  410: 'gone',
};

/**
 * Accepts the invitation, then signs the person in with the address and the new password (the
 * session machine's own login); the dashboard follows. The link may name the address
 * (`?email=`), which fills it in.
 */
export function AcceptInvitePage({ params, address }: PublicPageProps) {
  const { api, session } = useRuntime();
  const inviteId = params.id ?? '';
  const machine = useMemo(
    () => acceptFormMachine.provide({ actors: createAcceptInviteActors(api, inviteId) }),
    [api, inviteId],
  );
  const emailFromLink = new URLSearchParams(address.current().split('?')[1] ?? '').get('email');
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: {
        firstName: '',
        lastName: '',
        email: emailFromLink ?? '',
        password: '',
        confirmPassword: '',
      },
      validate,
    },
  });
  const accepted = snapshot.context.result;
  const signInFailed = useSession((current) => current.context.error !== null);

  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);
  useEffect(() => {
    if (!accepted) return;
    // Signed in, the studio opens the sign-in address, which leads on to the dashboard.
    address.replace(SIGN_IN_PATH);
    session.send({ type: 'session.login', username: accepted.email, password: accepted.password });
    // Runs once, when the invitation is accepted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accepted]);

  const { error, fieldErrors } = snapshot.context;
  const refusal = error?.status === undefined ? null : (REFUSALS[error.status] ?? null);
  return (
    <AcceptInviteView
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={
        error && !refusal && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null
      }
      refusal={refusal}
      joined={accepted ? (signInFailed ? 'signInFailed' : 'signingIn') : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
