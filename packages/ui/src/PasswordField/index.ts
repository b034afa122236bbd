export { PasswordField } from './PasswordField';
export type {
  PasswordFieldBaseProps,
  PasswordFieldProps,
  PasswordRequirement,
  PasswordRequirementsProps,
} from './PasswordField';
