import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

/** Field name -> the message to show on it. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface FormInput<TValues> {
  /** What the form starts with: the defaults of a new record, or the record being edited. */
  readonly values: TValues;
  /**
   * The rules of the form (a `@studio/domain` schema through `validateFields`): field -> first
   * message, empty when the values may be sent. May answer with a promise, so a page can fetch
   * the rules (and yup with them) when the person first submits rather than before it renders
   * (docs/performance.md).
   */
  readonly validate: Validate<TValues>;
}

export type Validate<TValues> = (values: TValues) => FieldErrors | Promise<FieldErrors>;

export interface SubmitInput<TValues> {
  readonly values: TValues;
}

export interface FormContext<TValues, TResult> {
  /** What the person typed; kept through every refusal. */
  values: TValues;
  validate: Validate<TValues>;
  /** Messages per field, from the rules before sending or from the server's answer. */
  fieldErrors: FieldErrors;
  /** The last refused submission; null once the person sends again. */
  error: MachineError | null;
  /** What the server answered to the accepted submission. */
  result: TResult | null;
}

export type FormEvent<TValues> =
  { type: 'form.change'; values: Partial<TValues> } | { type: 'form.submit' };

/** Action params carrying the accepted submission's answer (XState cannot infer a bare T). */
export interface SubmittedResult<TResult> {
  readonly result: TResult;
}

const BODY_FIELD = /^body\.(.+)$/;

/**
 * The server names fields as the request does (`body.name`); the form's fields are the body's
 * properties. Errors that name no body field stay on the form as a whole (`error`).
 */
export function fieldErrorsOf(error: MachineError): FieldErrors {
  const fields: Record<string, string> = {};
  for (const item of error.errors) {
    const field = item.field?.match(BODY_FIELD)?.[1];
    if (field && !(field in fields)) fields[field] = item.message;
  }
  return fields;
}

const withoutFields = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));

/**
 * A form that creates or changes one record (spec's forms: validate before sending, show the
 * server's field errors on the fields, lose nothing typed, announce the outcome).
 *
 * - `editing`: `form.change` merges what was typed and clears the messages of the fields it
 *   touched; `form.submit` moves to `checking`.
 * - `checking` runs the rules (at once, or once fetched) and goes back to `editing` with their
 *   messages when one fails, so nothing is sent that the studio knows to be wrong.
 * - `submitting` runs the provided `submit` actor with the values; a refusal returns to `editing`
 *   with the server's messages on their fields (a 400 naming `body.name`, a 409) and the error
 *   for the rest, the values untouched.
 * - `submitted` (final) holds the server's answer; the page announces it and moves on.
 */
export function createFormMachine<TValues extends object, TResult>() {
  return setup({
    types: {
      context: {} as FormContext<TValues, TResult>,
      events: {} as FormEvent<TValues>,
      input: {} as FormInput<TValues>,
    },
    actors: {
      submit: fromPromise<TResult, SubmitInput<TValues>>(notProvided('submit')),
      check: fromPromise<FieldErrors, { values: TValues; validate: Validate<TValues> }>(
        async ({ input }) => input.validate(input.values),
      ),
    },
    actions: {
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        return {
          values: { ...context.values, ...event.values },
          fieldErrors: withoutFields(context.fieldErrors, Object.keys(event.values)),
        };
      }),
      showRuleErrors: assign((_, { fieldErrors }: { fieldErrors: FieldErrors }) => ({
        fieldErrors,
        error: null,
      })),
      clearErrors: assign({ fieldErrors: {}, error: null }),
      storeRefusal: assign((_, { reason }: RejectedCall) => {
        const error = toMachineError(reason);
        return { error, fieldErrors: fieldErrorsOf(error) };
      }),
      storeResult: assign((_, { result }: SubmittedResult<TResult>) => ({ result })),
    },
    guards: {
      breaksRules: (_, { fieldErrors }: { fieldErrors: FieldErrors }) =>
        Object.keys(fieldErrors).length > 0,
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      values: input.values,
      validate: input.validate,
      fieldErrors: {},
      error: null,
      result: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.change': { actions: 'applyChange' },
          'form.submit': { target: 'checking' },
        },
      },
      // The rules run before anything is sent; what is typed meanwhile is kept and checked next
      // time. A rule that cannot be fetched (offline) is reported like a refused submission.
      checking: {
        invoke: {
          id: 'check',
          src: 'check',
          input: ({ context }) => ({ values: context.values, validate: context.validate }),
          onDone: [
            {
              guard: {
                type: 'breaksRules',
                params: ({ event }) => ({ fieldErrors: event.output }),
              },
              target: 'editing',
              actions: {
                type: 'showRuleErrors',
                params: ({ event }) => ({ fieldErrors: event.output }),
              },
            },
            { target: 'submitting', actions: 'clearErrors' },
          ],
          onError: {
            target: 'editing',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ reason: event.error }) },
          },
        },
        on: { 'form.change': { actions: 'applyChange' } },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values }),
          onDone: {
            target: 'submitted',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          onError: {
            target: 'editing',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ reason: event.error }) },
          },
        },
      },
      submitted: { type: 'final' },
    },
  });
}

/** The form machine for untyped values; `createFormMachine<TValues, TResult>()` keeps the types. */
export const formMachine = createFormMachine<Record<string, unknown>, unknown>();
