export { createFormMachine, fieldErrorsOf, formMachine } from './form.machine.js';
export type {
  FieldErrors,
  FormContext,
  FormEvent,
  FormInput,
  SubmitInput,
  SubmittedResult,
  Validate,
} from './form.machine.js';
