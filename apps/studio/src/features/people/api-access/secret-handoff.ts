/** What the create form hands the client page through the router's state: the secret, once. */
export interface SecretHandoff {
  readonly clientSecret: string;
}

export function secretFromNavigation(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('clientSecret' in state)) return null;
  const { clientSecret } = state as { clientSecret: unknown };
  return typeof clientSecret === 'string' && clientSecret !== '' ? clientSecret : null;
}
