import { loginSchema, validateFields } from '@studio/domain';
import type { LoginValues } from './LoginView';

/**
 * The shared login rule, in a module of its own so LoginPage can load it (and yup with it) on
 * demand: the sign-in page paints without the validation library (docs/performance.md).
 */
export function loginFieldErrors(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  return validateFields(loginSchema, values);
}
