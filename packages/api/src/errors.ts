import { messageForStatus } from '@studio/domain';

/** One problem reported by a service (spec section 8). */
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
}

/** Code given to failures where no HTTP answer arrived (dropped connection, DNS, CORS). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** Code given to answers whose payload carries no code of its own. */
export const UNKNOWN_ERROR_CODE = 'UNKNOWN_ERROR';

/**
 * The one error every call throws. `status` is the HTTP status (undefined when no answer arrived),
 * `errors` always a list (single payloads are merged into it), and `message` the catalogue text for
 * the status (see `messageForStatus` in @studio/domain), never the server's own wording, so the UI
 * can show it as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly errors: readonly ApiErrorItem[];

  constructor(
    status: number | undefined,
    errors: readonly ApiErrorItem[],
    options?: { cause?: unknown },
  ) {
    super(messageForStatus(status), options);
    this.status = status;
    this.errors = errors;
  }

  /** Whether any item carries `code`. */
  hasCode(code: string): boolean {
    return this.errors.some((item) => item.code === code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toItem(value: unknown, status: number | undefined): ApiErrorItem | undefined {
  if (!isRecord(value)) return undefined;
  const code = typeof value.code === 'string' ? value.code : undefined;
  const message = typeof value.message === 'string' ? value.message : undefined;
  if (code === undefined && message === undefined) return undefined;
  const item: ApiErrorItem = {
    code: code ?? UNKNOWN_ERROR_CODE,
    message: message ?? messageForStatus(status),
  };
  if (typeof value.field === 'string') item.field = value.field;
  return item;
}

/**
 * Merges the two payload forms of spec section 8 (a list of {code, message} or a single one) into
 * a list. Anything else (HTML from a proxy, empty body) becomes one item with the catalogue message.
 */
export function toErrorList(payload: unknown, status: number | undefined): ApiErrorItem[] {
  const candidates = Array.isArray(payload) ? payload : [payload];
  const items = candidates
    .map((candidate) => toItem(candidate, status))
    .filter((item) => item !== undefined);
  if (items.length > 0) return items;
  return [
    {
      code: status === undefined ? UNKNOWN_ERROR_CODE : `HTTP_${status}`,
      message: messageForStatus(status),
    },
  ];
}

/** Reads a failed answer's body (JSON when it parses) and builds the ApiError for it. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    const text = await response.text();
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    payload = undefined;
  }
  return new ApiError(response.status, toErrorList(payload, response.status));
}

/** A call that got no HTTP answer. Abort errors are kept as they are so cancellation stays visible. */
export function networkError(cause: unknown): ApiError {
  return new ApiError(
    undefined,
    [{ code: NETWORK_ERROR_CODE, message: messageForStatus(undefined) }],
    { cause },
  );
}
