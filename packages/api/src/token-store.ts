/**
 * Where the access token lives: in memory only, never in storage a script could read later; the
 * refresh token stays in its httpOnly cookie and page loads get a new access token through it.
 */
export interface TokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

export function createMemoryTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
