import { describe, expect, it } from 'vitest';
import { socialAccessErrorMessage, socialDaysRemaining, socialLinkStatus } from './social.js';

const now = new Date('2026-11-24T10:00:00Z');
const status = (expiresAt: string, accessRevoked = false) =>
  socialLinkStatus({ accessExpiresAt: new Date(expiresAt), accessRevoked }, now);

describe('social link status', () => {
  it('counts calendar days to the end of the access', () => {
    expect(socialDaysRemaining(new Date('2026-11-24T23:00:00Z'), now)).toBe(0);
    expect(socialDaysRemaining(new Date('2026-11-27T01:00:00Z'), now)).toBe(3);
    expect(socialDaysRemaining(new Date('2026-11-24T09:00:00Z'), now)).toBe(-1);
    expect(socialDaysRemaining(new Date('2026-11-20T09:00:00Z'), now)).toBe(-4);
  });

  it('names each state of spec section 4', () => {
    expect(status('2027-02-22T10:00:00Z')).toBe('access_verified');
    expect(status('2026-12-09T10:00:00Z')).toBe('access_verified');
    expect(status('2026-12-08T10:00:00Z')).toBe('expires_soon');
    expect(status('2026-11-25T10:00:00Z')).toBe('expires_soon');
    expect(status('2026-11-24T20:00:00Z')).toBe('expires_today');
    expect(status('2026-11-24T09:59:00Z')).toBe('expired');
    expect(status('2027-02-22T10:00:00Z', true)).toBe('renew_needed');
  });

  it('puts the provider code into the access error', () => {
    expect(socialAccessErrorMessage('190')).toBe(
      'The social network answered with error code 190.',
    );
  });
});
