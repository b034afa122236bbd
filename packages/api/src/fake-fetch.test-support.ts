import type { FetchLike } from './transport.js';

/** What a test's route answers: a Response, a thrown network failure, or never (until aborted). */
export type Reply = Response | Error | 'hang';

export interface RecordedRequest {
  method: string;
  url: string;
  /** Pathname plus search, for compact assertions. */
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string | undefined;
}

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
}

/**
 * A fault-injecting fetch: every request is recorded, then answered by `route`. It honours the
 * request's AbortSignal like a real fetch, so cancellation can be tested.
 */
export function createFakeFetch(
  route: (request: RecordedRequest, index: number) => Reply | Promise<Reply>,
): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname + url.search,
      headers: new Headers(request.headers),
      credentials: request.credentials,
      body: request.body === null ? undefined : await request.text(),
    };
    const index = requests.push(recorded) - 1;
    const signal = request.signal;
    if (signal.aborted) throw signal.reason;
    const reply = await route(recorded, index);
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { fetch, requests };
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function tokenResponse(accessToken: string, expiresIn = 900): Response {
  return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn });
}

export function dropped(): Error {
  return new TypeError('fetch failed');
}

export const TEST_ORIGIN = 'http://studio.test';
