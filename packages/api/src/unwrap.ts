import { ApiError, toErrorList } from './errors.js';

/** The shape every openapi-fetch call resolves to. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success branch's data type of an openapi-fetch result. */
export type DataOf<Result> = Result extends { data: infer Data; error?: never } ? Data : never;

/**
 * The one way callers get data: `const user = await unwrap(api.v2.GET('/users/me'))`. The client's
 * fetch already throws ApiError on every failure, so the error branch never arrives here; the
 * check stays so a future middleware that answers an error cannot slip one through as data.
 */
export async function unwrap<Result extends FetchResult>(
  call: Promise<Result>,
): Promise<DataOf<Result>> {
  const result = await call;
  if (!result.response.ok) {
    throw new ApiError(result.response.status, toErrorList(result.error, result.response.status));
  }
  return result.data as DataOf<Result>;
}
