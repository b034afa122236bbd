import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import type { Encoder } from '@studio/api';
import { createFormMachine } from '@studio/machines';
import type { PublicPageProps } from '../../app/PublicApp';
import { useRuntime } from '../../app/runtime-context';
import {
  createRegisterActors,
  createUnregisterActors,
  uploaderErrorOf,
  uploaderFieldErrors,
  uploaderQuery,
  type UploaderValues,
} from './uploader';
import { UploaderDoneView, UploaderView } from './UploaderView';

const uploaderFormMachine = createFormMachine<UploaderValues, Encoder>();

function UploaderForm({ mode, address }: PublicPageProps & { mode: 'register' | 'unregister' }) {
  const { api } = useRuntime();
  const { deviceId, name } = useMemo(() => uploaderQuery(address.current()), [address]);
  const machine = useMemo(
    () =>
      uploaderFormMachine.provide({
        actors:
          mode === 'register'
            ? createRegisterActors(api, deviceId)
            : createUnregisterActors(api, deviceId),
      }),
    [api, deviceId, mode],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: { username: '', password: '', name },
      validate: (values: UploaderValues) =>
        uploaderFieldErrors(values, { needsName: mode === 'register' }),
    },
  });
  const done = snapshot.context.result;
  // Done: the success address, so a reload shows the outcome rather than the form again.
  useEffect(() => {
    if (!done) return;
    address.replace(
      mode === 'register'
        ? `/uploader/success?name=${encodeURIComponent(done.name)}`
        : '/unregisteruploader/success',
    );
  }, [done, address, mode]);
  const { error } = snapshot.context;
  const refusal = error ? uploaderErrorOf(error) : null;
  // A duplicate name belongs on the name field; the other refusals concern the whole request.
  const fieldErrors =
    refusal === 'duplicateName'
      ? { ...snapshot.context.fieldErrors, name: 'duplicateName' }
      : snapshot.context.fieldErrors;
  return (
    <UploaderView
      mode={mode}
      deviceId={deviceId}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      refusal={refusal === 'duplicateName' ? null : refusal}
      isSubmitting={snapshot.matches('checking') || snapshot.matches('submitting')}
      done={done ? done.name : null}
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

/** `/uploader?deviceId=…&name=…`: register the software encoder that printed the address. */
export function UploaderPage(props: PublicPageProps) {
  return <UploaderForm {...props} mode="register" />;
}

/** `/unregisteruploader?deviceId=…`: remove it and free its licence. */
export function UnregisterUploaderPage(props: PublicPageProps) {
  return <UploaderForm {...props} mode="unregister" />;
}

export function UploaderSuccessPage({ address }: PublicPageProps) {
  const name = new URLSearchParams(address.current().split('?')[1] ?? '').get('name') ?? '';
  return <UploaderDoneView mode="register" name={name} />;
}

export function UnregisterUploaderSuccessPage() {
  return <UploaderDoneView mode="unregister" name="" />;
}
