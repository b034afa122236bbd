import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS, AccessTokens } from './access-tokens';

const secret = new TextEncoder().encode('a-test-signing-secret-of-enough-length');
const claims = {
  userId: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c01',
  organisationId: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
  sessionId: '0d1e2f30-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
};

describe('AccessTokens', () => {
  it('verifies the tokens it issues, with their claims', async () => {
    const tokens = new AccessTokens(secret);
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual({ ...claims, subjectKind: 'user' });
    // The key is imported once and serves every later call.
    expect(await tokens.verify((await tokens.issue(claims)).token)).not.toBeNull();
  });

  it('refuses a token signed with another secret, or altered', async () => {
    const other = new AccessTokens(new TextEncoder().encode('another-secret-entirely-here'));
    const { token } = await other.issue(claims);
    expect(await new AccessTokens(secret).verify(token)).toBeNull();
    const [header, , signature] = (await new AccessTokens(secret).issue(claims)).token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', org: 'x', sid: 'y' }));
    expect(
      await new AccessTokens(secret).verify(
        `${header}.${forged.toString('base64url')}.${signature}`,
      ),
    ).toBeNull();
  });

  it('refuses a token once it has expired', async () => {
    let now = new Date('2026-01-15T12:00:00Z');
    const tokens = new AccessTokens(secret, () => now);
    const { token } = await tokens.issue(claims);
    now = new Date(now.getTime() + (ACCESS_TOKEN_LIFETIME_SECONDS + 1) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
