import { ERROR_MESSAGES } from '@studio/domain';

/**
 * The error every machine stores. Structurally the `ApiError` of `@studio/api` (status, the merged
 * `{ code, message }` list, the catalogue message), declared here so the machines need none of
 * the client's runtime.
 */
export interface MachineErrorItem {
  readonly code: string;
  readonly message: string;
  /** The request field the error is about (`body.name`), when the server named one. */
  readonly field?: string;
}

export interface MachineError {
  readonly status?: number;
  readonly errors: readonly MachineErrorItem[];
  readonly message: string;
}

function isErrorItem(value: unknown): value is MachineErrorItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * Normalises whatever an actor rejected with. An `ApiError` keeps its shape; anything else (a
 * network `TypeError`, a thrown string) becomes the generic try-again message so the views always
 * have something to show.
 */
export function toMachineError(reason: unknown): MachineError {
  if (typeof reason === 'object' && reason !== null) {
    const { status, errors, message } = reason as {
      status?: unknown;
      errors?: unknown;
      message?: unknown;
    };
    const items = Array.isArray(errors) ? errors.filter(isErrorItem) : [];
    return {
      ...(typeof status === 'number' ? { status } : {}),
      errors: items,
      message:
        typeof message === 'string' && message.length > 0
          ? message
          : (items[0]?.message ?? ERROR_MESSAGES.genericTryAgain),
    };
  }
  return { errors: [], message: ERROR_MESSAGES.genericTryAgain };
}

/** An error the machine raises itself (a rule of the spec, not a failed call). */
export function ruleError(code: string, message: string): MachineError {
  return { errors: [{ code, message }], message };
}

/**
 * What to tell the person about a refusal: the server's first message (the spec's wording for the
 * rule that refused the request), or the wording for the status when the server sent none. Takes
 * an `ApiError` as well, which has the same shape.
 */
export function userMessageOf(error: Pick<MachineError, 'errors' | 'message'>): string {
  return error.errors[0]?.message ?? error.message;
}

export function hasErrorCode(error: MachineError | null, code: string): boolean {
  return error?.errors.some((item) => item.code === code) ?? false;
}

/**
 * Action params carrying an actor's rejection. Wrapped in an object because XState cannot infer a
 * `params` function whose declared type is a bare `unknown` (a function is itself an `unknown`).
 */
export interface RejectedCall {
  readonly reason: unknown;
}
