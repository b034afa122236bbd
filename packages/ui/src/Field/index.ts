export { FieldLabel, FieldDescription, FieldErrorMessage } from './Field';
export type { FieldLabelProps } from './Field';
