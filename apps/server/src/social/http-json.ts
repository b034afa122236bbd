import { SocialProviderError } from './provider';

export type Fetch = typeof fetch;

/**
 * A provider's JSON answer, or its error as a SocialProviderError. Provider errors carry their
 * own code; the URL is never put into the error (it may hold an access token).
 */
export async function providerJson<T>(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  readError: (body: unknown) => { code: string; message: string; denied: boolean } | null,
): Promise<T> {
  const response = await fetchImpl(url, init);
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const error = readError(body);
    throw new SocialProviderError(
      error?.denied || response.status === 401 ? 'access_denied' : 'provider_error',
      error?.code ?? String(response.status),
      error?.message ?? `The provider answered ${response.status}.`,
    );
  }
  return body as T;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
