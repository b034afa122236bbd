import * as yup from 'yup';
import { TEXT_LIMITS } from './constants.js';

/**
 * Validation rules of spec section 5, written once and used by the studio's forms and the server.
 * Messages are stable keys-with-defaults so the studio can translate them.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  emailMax: `Email must be at most ${TEXT_LIMITS.email} characters.`,
  passwordMin: `Password must be at least ${TEXT_LIMITS.passwordMin} characters.`,
  passwordMax: `Password must be at most ${TEXT_LIMITS.passwordMax} characters.`,
  passwordStrength: 'Password must contain numbers, upper case and lower case letters.',
  passwordMatch: 'Passwords must match.',
  nameLength: `Must be between ${TEXT_LIMITS.nameMin} and ${TEXT_LIMITS.nameMax} characters.`,
} as const;

/** Strength rule: numbers, upper case and lower case letters. */
export function passwordStrengthIssues(password: string): Array<'number' | 'upper' | 'lower'> {
  const issues: Array<'number' | 'upper' | 'lower'> = [];
  if (!/[0-9]/.test(password)) issues.push('number');
  if (!/[A-Z]/.test(password)) issues.push('upper');
  if (!/[a-z]/.test(password)) issues.push('lower');
  return issues;
}

export const emailSchema = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .max(TEXT_LIMITS.email, VALIDATION_MESSAGES.emailMax)
  .email(VALIDATION_MESSAGES.email);

export const passwordSchema = yup
  .string()
  .required(VALIDATION_MESSAGES.required)
  .min(TEXT_LIMITS.passwordMin, VALIDATION_MESSAGES.passwordMin)
  .max(TEXT_LIMITS.passwordMax, VALIDATION_MESSAGES.passwordMax)
  .test('strength', VALIDATION_MESSAGES.passwordStrength, (value) =>
    value ? passwordStrengthIssues(value).length === 0 : true,
  );

export const personNameSchema = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .min(TEXT_LIMITS.nameMin, VALIDATION_MESSAGES.nameLength)
  .max(TEXT_LIMITS.nameMax, VALIDATION_MESSAGES.nameLength);

/** Login: username or email, and password, both required (no strength rule at sign-in). */
export const loginSchema = yup.object({
  username: yup.string().trim().required(VALIDATION_MESSAGES.required),
  password: yup.string().required(VALIDATION_MESSAGES.required),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** Switch organisation: the administrator's password is required. */
export const switchOrganisationSchema = yup.object({
  password: yup.string().required(VALIDATION_MESSAGES.required),
});

/** Returns field -> first message, or an empty object when valid; never throws. */
export function validateFields<T extends yup.AnyObject>(
  schema: yup.ObjectSchema<T>,
  values: unknown,
): Partial<Record<keyof T & string, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const result: Partial<Record<string, string>> = {};
    for (const issue of error.inner) {
      if (issue.path && !result[issue.path]) result[issue.path] = issue.message;
    }
    return result as Partial<Record<keyof T & string, string>>;
  }
}
