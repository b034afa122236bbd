import { REFRESH_COOKIE_NAME, TOKEN_PATH } from './protocol';

/** The server refused the venue's username and password: the venue is gone or its password changed. */
export class SignInRefusedError extends Error {
  constructor(readonly status: number) {
    super(`The server refused the venue's sign-in (${status}).`);
    this.name = 'SignInRefusedError';
  }
}

export interface SessionOptions {
  serverUrl: string;
  username: string;
  /** Held in memory only: never printed, never in a URL. */
  password: string;
}

/** The refresh cookie's value in a `Set-Cookie` answer, when it sets one. */
export function refreshCookieOf(setCookies: readonly string[]): string | undefined {
  for (const header of setCookies) {
    const [pair] = header.split(';');
    const separator = pair?.indexOf('=') ?? -1;
    if (pair && separator > 0 && pair.slice(0, separator).trim() === REFRESH_COOKIE_NAME) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

/**
 * A venue's session, kept as the studio keeps a person's: sign in with the password
 * (`password_cookie`), renew with the refresh cookie (`refresh_token_cookie`) when a request
 * answers 401. When renewal fails too it signs in again once; a refused sign-in ends the session
 * (SignInRefusedError), which is how a decoder learns its venue was removed.
 */
export class VenueSession {
  private accessToken: string | undefined;
  private refreshCookie: string | undefined;
  private pending: Promise<void> | undefined;

  constructor(private readonly options: SessionOptions) {}

  get signedIn(): boolean {
    return this.accessToken !== undefined;
  }

  async signIn(): Promise<void> {
    await this.token(
      {
        grant_type: 'password_cookie',
        username: this.options.username,
        password: this.options.password,
      },
      {},
    );
  }

  /**
   * A request to the server with the venue's bearer, renewed or signed in again once on 401.
   * Requests run side by side (the player's segments, the channel check, the report): one
   * renewal serves them all, since a refresh token presented twice is taken for a stolen one
   * and ends the session.
   */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    if (!this.accessToken) await this.once(() => this.signIn());
    const sent = this.accessToken;
    const first = await this.send(path, init);
    if (first.status !== 401) return first;
    await first.body?.cancel();
    // Another request may have renewed the token meanwhile: then only ask again.
    if (this.accessToken === sent)
      await this.once(async () => {
        if (!(await this.renew())) await this.signIn();
      });
    const second = await this.send(path, init);
    if (second.status === 401) {
      await second.body?.cancel();
      this.accessToken = undefined;
      throw new SignInRefusedError(401);
    }
    return second;
  }

  /** Runs `work` unless a run is under way, whose end it then waits for instead. */
  private once(work: () => Promise<void>): Promise<void> {
    this.pending ??= work().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private send(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.accessToken ?? ''}`);
    return fetch(new URL(path, this.options.serverUrl), { ...init, headers });
  }

  private async renew(): Promise<boolean> {
    if (!this.refreshCookie) return false;
    try {
      await this.token(
        { grant_type: 'refresh_token_cookie' },
        { cookie: `${REFRESH_COOKIE_NAME}=${this.refreshCookie}` },
      );
      return true;
    } catch (error) {
      if (error instanceof SignInRefusedError) return false;
      throw error;
    }
  }

  private async token(body: Record<string, string>, headers: Record<string, string>) {
    const response = await fetch(new URL(TOKEN_PATH, this.options.serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      this.accessToken = undefined;
      this.refreshCookie = undefined;
      throw new SignInRefusedError(response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`The server answered ${response.status} to the sign-in.`);
    }
    const { access_token: accessToken } = (await response.json()) as { access_token?: string };
    if (!accessToken) throw new Error('The sign-in answer holds no access token.');
    this.accessToken = accessToken;
    this.refreshCookie = refreshCookieOf(response.headers.getSetCookie()) ?? this.refreshCookie;
  }
}
