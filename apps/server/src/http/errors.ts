import { ERROR_MESSAGES } from '@studio/domain';

/** One entry of the error list of spec section 8 (the contract's `Error` schema). */
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
}

/**
 * Thrown by handlers and hooks; the error handler answers `status` with the list form. Handlers
 * throw rather than return errors so every error answer has one shape.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: ApiErrorItem[], headers: Record<string, string> = {}) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; '));
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (errors: ApiErrorItem[]) => new HttpError(400, errors);

export const unauthenticated = (
  code = 'UNAUTHENTICATED',
  message: string = ERROR_MESSAGES.unauthenticated,
) => new HttpError(401, [{ code, message }]);

export const forbidden = (message: string = ERROR_MESSAGES.forbidden) =>
  new HttpError(403, [{ code: 'FORBIDDEN', message }]);

export const notFound = () =>
  new HttpError(404, [{ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound }]);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, [{ code: 'TOO_MANY_REQUESTS', message: ERROR_MESSAGES.tooManyRequests }], {
    'retry-after': String(retryAfterSeconds),
  });

export const notImplemented = (operationId: string) =>
  new HttpError(501, [
    { code: 'NOT_IMPLEMENTED', message: `Operation ${operationId} is not implemented.` },
  ]);
