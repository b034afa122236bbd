import { VALIDATION_MESSAGES, validateFields } from '@studio/domain';
import type { ApiErrorItem } from '../http/errors';

/**
 * A `@studio/domain` schema as request rules: each message of spec section 5 on the body field
 * it concerns (`body.name`), as the studio's form shows it.
 */
export const fieldProblems =
  (schema: Parameters<typeof validateFields>[0]) =>
  (body: unknown): ApiErrorItem[] =>
    Object.entries(validateFields(schema, body)).map(([path, message]) => ({
      code: 'INVALID_REQUEST',
      message: message ?? VALIDATION_MESSAGES.required,
      field: `body.${path}`,
    }));
