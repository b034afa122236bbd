import type { FieldErrors } from '@studio/machines';
import { ENCODER_NAME_MAX, type EncoderFormValues } from './actors';

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
  const name = values.name.trim();
  if (name === '') return { name: ENCODER_FIELD_MESSAGES.nameRequired };
  if (name.length > ENCODER_NAME_MAX) return { name: ENCODER_FIELD_MESSAGES.nameMax };
  return {};
}
