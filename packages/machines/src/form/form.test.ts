import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  createFormMachine,
  fieldErrorsOf,
  type FieldErrors,
  type Validate,
} from './form.machine.js';

interface Preset {
  name: string;
  left: number;
  right: number;
}

const presetForm = createFormMachine<Preset, Preset & { uuid: string }>();
const coverage = createCoverage('form', presetForm);

const rules = (values: Preset): FieldErrors => ({
  ...(values.name.trim() ? {} : { name: 'This field is required.' }),
  ...(values.left === values.right ? { right: 'Left and right audio channels must differ.' } : {}),
});

function startForm(
  values: Preset = { name: '', left: 1, right: 1 },
  validate: Validate<Preset> = rules,
) {
  const submit = deferredActor<Preset & { uuid: string }, { values: Preset }>();
  const actor = createActor(presetForm.provide({ actors: { submit: submit.logic } }), {
    input: { values, validate },
    inspect: coverage.inspect,
  }).start();
  /** Submits and waits for the rules' verdict: back to editing, or sending. */
  const submitAndCheck = () => {
    actor.send({ type: 'form.submit' });
    return waitFor(actor, (snapshot) => !snapshot.matches('checking'));
  };
  return { actor, submit, submitAndCheck };
}

describe('form machine', () => {
  it('shows the rules’ messages and sends nothing while one fails', async () => {
    const form = startForm();
    const snapshot = await form.submitAndCheck();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({
      name: 'This field is required.',
      right: 'Left and right audio channels must differ.',
    });
    expect(form.submit.calls).toHaveLength(0);
  });

  it('keeps what was typed and clears only the messages of the fields changed', async () => {
    const form = startForm();
    await form.submitAndCheck();
    form.actor.send({ type: 'form.change', values: { name: 'Spanish translation' } });
    const snapshot = form.actor.getSnapshot();
    expect(snapshot.context.values).toEqual({ name: 'Spanish translation', left: 1, right: 1 });
    expect(snapshot.context.fieldErrors).toEqual({
      right: 'Left and right audio channels must differ.',
    });
  });

  it('sends valid values and ends with the server’s answer', async () => {
    const form = startForm({ name: 'Spanish translation', left: 3, right: 4 });
    expect((await form.submitAndCheck()).value).toBe('submitting');
    expect(form.submit.lastInput()).toEqual({
      values: { name: 'Spanish translation', left: 3, right: 4 },
    });
    await form.submit.resolve({ uuid: 'preset-1', name: 'Spanish translation', left: 3, right: 4 });
    const snapshot = form.actor.getSnapshot();
    expect(snapshot.value).toBe('submitted');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.result?.uuid).toBe('preset-1');
  });

  it('puts the server’s refusal on its fields and keeps the values for another try', async () => {
    const form = startForm({ name: 'Spanish translation', left: 3, right: 4 });
    await form.submitAndCheck();
    await form.submit.reject({
      status: 409,
      errors: [
        {
          code: 'NAME_EXISTS',
          message: 'A web preset with this name already exists.',
          field: 'body.name',
        },
      ],
      message: 'A request conflict has occurred.',
    });
    const refused = form.actor.getSnapshot();
    expect(refused.value).toBe('editing');
    expect(refused.context.fieldErrors).toEqual({
      name: 'A web preset with this name already exists.',
    });
    expect(refused.context.error?.status).toBe(409);
    expect(refused.context.values).toEqual({ name: 'Spanish translation', left: 3, right: 4 });

    form.actor.send({ type: 'form.change', values: { name: 'Spanish translation 2' } });
    expect((await form.submitAndCheck()).context.error).toBeNull();
    expect(form.submit.calls).toHaveLength(2);
  });

  it('waits for rules fetched on demand, keeping what is typed meanwhile', async () => {
    let release: (rule: typeof rules) => void = () => {};
    const fetched = new Promise<typeof rules>((resolve) => (release = resolve));
    const form = startForm({ name: '', left: 1, right: 2 }, async (values) =>
      (await fetched)(values),
    );
    form.actor.send({ type: 'form.submit' });
    expect(form.actor.getSnapshot().value).toBe('checking');
    form.actor.send({ type: 'form.change', values: { left: 3 } });
    release(rules);
    const checked = await waitFor(form.actor, (snapshot) => !snapshot.matches('checking'));
    expect(checked.value).toBe('editing');
    expect(checked.context.fieldErrors).toEqual({ name: 'This field is required.' });
    expect(checked.context.values).toEqual({ name: '', left: 3, right: 2 });
    expect(form.submit.calls).toHaveLength(0);
  });

  it('reports rules that cannot be fetched and sends nothing', async () => {
    const form = startForm({ name: 'Spanish translation', left: 3, right: 4 }, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const snapshot = await form.submitAndCheck();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).not.toBeNull();
    expect(form.submit.calls).toHaveLength(0);
  });

  it('reads body fields from a server error and leaves the others to the form', () => {
    expect(
      fieldErrorsOf({
        status: 400,
        message: 'An invalid request was sent.',
        errors: [
          { code: 'INVALID_REQUEST', message: 'First.', field: 'body.name' },
          { code: 'INVALID_REQUEST', message: 'Second.', field: 'body.name' },
          { code: 'INVALID_REQUEST', message: 'Path.', field: 'path.id' },
          { code: 'UNKNOWN', message: 'No field.' },
        ],
      }),
    ).toEqual({ name: 'First.' });
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
