import { SocialProviderError } from './provider';

export type Fetch = typeof fetch;

/**
 * A provider's JSON answer, or its error as a SocialProviderError. Provider errors carry their
 * own code; the URL is never put into the error (it may hold an access token).
 */
type ReadProviderError = (
  body: unknown,
) => { code: string; message: string; denied: boolean } | null;

export async function providerJson<T>(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  readError: ReadProviderError,
): Promise<T> {
  const response = await fetchImpl(url, init);
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) throw providerError(response.status, body, readError);
  return body as T;
}

/** The answer's headers (an upload address travels in `Location`), or its error. */
export async function providerHeaders(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  readError: ReadProviderError,
): Promise<Headers> {
  const response = await fetchImpl(url, init);
  const text = await response.text();
  if (!response.ok) throw providerError(response.status, parseJson(text), readError);
  return response.headers;
}

function providerError(status: number, body: unknown, readError: ReadProviderError) {
  const error = readError(body);
  return new SocialProviderError(
    error?.denied || status === 401 ? 'access_denied' : 'provider_error',
    error?.code ?? String(status),
    error?.message ?? `The provider answered ${status}.`,
  );
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
