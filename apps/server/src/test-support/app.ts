import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { openTestDatabase } from './database';

/** An app on a fresh database (see openTestDatabase), seeded, serving no static files. */
export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openTestDatabase());
  return buildApp({ staticDir: null, ...options, database });
}

export interface SignedIn {
  accessToken: string;
  /** The value of the `studio_refresh` cookie. */
  refreshToken: string;
  /** Ready to spread into `inject({ headers })`. */
  headers: { authorization: string };
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'studio_refresh')?.value;
}

/** Signs a seeded user in with the password grant. */
export async function signIn(
  app: FastifyInstance,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/token',
    payload: { grant_type: 'password_cookie', username: userName, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${userName} failed: ${response.statusCode} ${response.body}`);
  }
  const { access_token: accessToken } = response.json<{ access_token: string }>();
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error(`Sign-in of ${userName} set no refresh cookie`);
  return { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}
