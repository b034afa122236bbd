import { validateFields, webPresetSchema } from '@studio/domain';
import type { WebPresetFormValues } from './actors';

/**
 * The shared web preset rule, in a module of its own so the form can render without yup and fetch
 * it when the person submits (docs/performance.md); the form page asks for it once it has shown.
 */
export function webPresetFieldErrors(values: WebPresetFormValues) {
  return validateFields(webPresetSchema, values);
}
