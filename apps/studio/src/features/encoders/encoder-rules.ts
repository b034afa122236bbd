import type { FieldErrors } from '@studio/machines';
import { encoderNameProblem } from '@studio/domain';
import type { EncoderFormValues } from './actors';

/** The message keys (under `edit`) the form shows; the server's own messages pass as they are. */
export const ENCODER_FIELD_MESSAGES = {
  nameRequired: 'nameRequired',
  nameMax: 'nameMax',
} as const;

/**
 * The encoder form's rules (section 5: "Software encoder name required"; the contract's 100
 * characters). Two rules need no schema library, so none is loaded for them.
 */
export function encoderFieldErrors(values: EncoderFormValues): FieldErrors {
  const problem = encoderNameProblem(values.name);
  return problem ? { name: ENCODER_FIELD_MESSAGES[problem] } : {};
}
