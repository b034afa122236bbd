import { ERROR_MESSAGES, switchOrganisationSchema, validateFields } from '@studio/domain';
import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, ruleError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const INCORRECT_PASSWORD_CODE = 'INCORRECT_PASSWORD';

export interface SwitchOrganisationInput {
  /** The staff administrator's own user name: only the password is typed again. */
  readonly username: string;
}

export interface SwitchLoginInput {
  readonly username: string;
  readonly password: string;
  readonly customerId: string;
}

export interface SwitchOrganisationContext {
  username: string;
  customerId: string | null;
  customerName: string | null;
  /** Field message from the shared yup schema (password required). */
  passwordError: string | null;
  error: MachineError | null;
}

export type SwitchOrganisationEvent =
  | { type: 'switchOrganisation.open'; customerId: string; customerName: string }
  | { type: 'switchOrganisation.submit'; password: string }
  | { type: 'switchOrganisation.cancel' };

export interface SwitchOrganisationOutput {
  readonly customerId: string;
}

/**
 * A staff administrator switching into an organisation (spec sections 4 and 6): opening the dialog
 * sends a cancel request (the injected `sendCancelRequest` action: the studio aborts the previous
 * organisation's calls in flight), the administrator retypes the password (required, by the shared
 * schema), and the login request carries username, password and customer id. No error means
 * success; a refusal shows "Incorrect password." and keeps the dialog open. Cancel closes it at
 * any time, also while the login runs (the request is abandoned).
 */
export const switchOrganisationMachine = setup({
  types: {
    context: {} as SwitchOrganisationContext,
    events: {} as SwitchOrganisationEvent,
    input: {} as SwitchOrganisationInput,
    output: {} as SwitchOrganisationOutput,
  },
  actors: {
    login: fromPromise<void, SwitchLoginInput>(notProvided('login')),
  },
  actions: {
    // Injected by the studio; without it there is simply nothing in flight to cancel.
    sendCancelRequest: () => undefined,
    checkPassword: assign((_, password: string) => ({
      passwordError: validateFields(switchOrganisationSchema, { password }).password ?? null,
    })),
  },
  guards: {
    passwordMissing: (_, password: string) =>
      validateFields(switchOrganisationSchema, { password }).password !== undefined,
  },
}).createMachine({
  id: 'switchOrganisation',
  context: ({ input }) => ({
    username: input.username,
    customerId: null,
    customerName: null,
    passwordError: null,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'switchOrganisation.open': {
          target: 'passwordRequired',
          actions: [
            assign(({ event }) => ({
              customerId: event.customerId,
              customerName: event.customerName,
              passwordError: null,
              error: null,
            })),
            'sendCancelRequest',
          ],
        },
      },
    },
    passwordRequired: {
      on: {
        'switchOrganisation.submit': [
          {
            guard: { type: 'passwordMissing', params: ({ event }) => event.password },
            actions: { type: 'checkPassword', params: ({ event }) => event.password },
          },
          { target: 'loggingIn', actions: assign({ passwordError: null, error: null }) },
        ],
        'switchOrganisation.cancel': { target: 'closed' },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => ({
          username: context.username,
          password: event.type === 'switchOrganisation.submit' ? event.password : '',
          customerId: context.customerId ?? '',
        }),
        onDone: { target: 'succeeded' },
        onError: {
          target: 'passwordRequired',
          actions: assign({
            error: ruleError(INCORRECT_PASSWORD_CODE, ERROR_MESSAGES.incorrectPassword),
          }),
        },
      },
      on: { 'switchOrganisation.cancel': { target: 'closed' } },
    },
    succeeded: { type: 'final' },
  },
  output: ({ context }) => ({ customerId: context.customerId ?? '' }),
});
