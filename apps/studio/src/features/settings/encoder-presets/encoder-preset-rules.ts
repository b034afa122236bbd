import { encoderPresetSchema, validateFields } from '@studio/domain';
import type { EncoderPresetFormValues } from './actors';

/** The shared rules, in a module of their own so the form renders without yup (docs/performance.md). */
export const encoderPresetFieldErrors = (values: EncoderPresetFormValues) =>
  validateFields(encoderPresetSchema, values);
