import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInRefusedError, VenueSession } from './session';

/**
 * A stand-in for the studio server's token and decoder routes, to drive the session through
 * renewal and sign-in again: each route answers what the test sets, and every call is recorded.
 */
interface Stand {
  /** Tokens the decoder routes accept. */
  accepted: Set<string>;
  /** Whether the refresh cookie still renews, and whether the password still signs in. */
  renews: boolean;
  signsIn: boolean;
  calls: string[];
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
};

async function standIn(stand: Stand): Promise<string> {
  let issued = 0;
  server = createServer((request, response) => {
    void (async () => {
      if (request.url === '/api/v3/auth/token') {
        const body = await bodyOf(request);
        const grant = body.grant_type ?? '';
        const allowed =
          grant === 'password_cookie'
            ? stand.signsIn && body.password === 'Venue-Password-1'
            : stand.renews && request.headers.cookie === 'studio_refresh=refresh-1';
        stand.calls.push(`${grant}:${allowed ? 'ok' : 'refused'}`);
        if (!allowed) return response.writeHead(401).end();
        issued += 1;
        const token = `token-${issued}`;
        stand.accepted.add(token);
        response.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': 'studio_refresh=refresh-1; Path=/api/v3/auth; HttpOnly',
        });
        return response.end(JSON.stringify({ access_token: token, expires_in: 900 }));
      }
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      stand.calls.push(`channels:${token}`);
      response.writeHead(stand.accepted.has(token) ? 200 : 401).end();
    })();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const stand = (): Stand => ({ accepted: new Set(), renews: true, signsIn: true, calls: [] });
const sessionFor = (serverUrl: string) =>
  new VenueSession({ serverUrl, username: 'venue.north', password: 'Venue-Password-1' });

describe('VenueSession', () => {
  it('signs in on the first request and sends the token it got', async () => {
    const state = stand();
    const session = sessionFor(await standIn(state));
    expect((await session.request('/api/decoder/v1/channels')).status).toBe(200);
    expect(state.calls).toEqual(['password_cookie:ok', 'channels:token-1']);
  });

  it('renews with the refresh cookie when a request answers 401, then asks again', async () => {
    const state = stand();
    const session = sessionFor(await standIn(state));
    await session.request('/api/decoder/v1/channels');
    state.accepted.clear(); // the access token ran out
    expect((await session.request('/api/decoder/v1/channels')).status).toBe(200);
    expect(state.calls.slice(2)).toEqual([
      'channels:token-1',
      'refresh_token_cookie:ok',
      'channels:token-2',
    ]);
  });

  it('renews once for requests that meet the expired token together', async () => {
    const state = stand();
    const session = sessionFor(await standIn(state));
    await session.request('/api/decoder/v1/channels');
    state.accepted.clear();
    const answers = await Promise.all(
      [1, 2, 3].map(() => session.request('/api/decoder/v1/channels')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(state.calls.filter((call) => call.startsWith('refresh_token_cookie'))).toEqual([
      'refresh_token_cookie:ok',
    ]);
    expect(state.calls.filter((call) => call.startsWith('password_cookie'))).toHaveLength(1);
  });

  it('signs in again once when renewal is refused', async () => {
    const state = stand();
    const session = sessionFor(await standIn(state));
    await session.request('/api/decoder/v1/channels');
    state.accepted.clear();
    state.renews = false;
    expect((await session.request('/api/decoder/v1/channels')).status).toBe(200);
    expect(state.calls.slice(2)).toEqual([
      'channels:token-1',
      'refresh_token_cookie:refused',
      'password_cookie:ok',
      'channels:token-2',
    ]);
  });

  it('ends when the sign-in is refused too (the venue was removed), after one attempt', async () => {
    const state = stand();
    const session = sessionFor(await standIn(state));
    await session.request('/api/decoder/v1/channels');
    state.accepted.clear();
    state.renews = false;
    state.signsIn = false;
    await expect(session.request('/api/decoder/v1/channels')).rejects.toBeInstanceOf(
      SignInRefusedError,
    );
    expect(state.calls.slice(2)).toEqual([
      'channels:token-1',
      'refresh_token_cookie:refused',
      'password_cookie:refused',
    ]);
    expect(session.signedIn).toBe(false);
  });
});
