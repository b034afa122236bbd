/**
 * The encoder name rule, apart from ENCODER_MESSAGES so a form that checks a name does not carry
 * every encoder message with it.
 */
/** The contract's bound on an encoder's name (`Encoder.name`, 1 to 100 characters). */
export const ENCODER_NAME_MAX = 100;

/**
 * Why an encoder's name is refused (spec section 5: "Software encoder name required"), as a key of
 * ENCODER_MESSAGES, or null: the encoder form and the registration page ask the same.
 */
export function encoderNameProblem(name: string): 'nameRequired' | 'nameMax' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  return trimmed.length > ENCODER_NAME_MAX ? 'nameMax' : null;
}
