export { PasswordField } from './PasswordField';
export type { PasswordFieldProps, PasswordRequirement } from './PasswordField';
