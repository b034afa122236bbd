import {
  LIFECYCLE_MESSAGES,
  MS_PER_DAY,
  SOCIAL_ACCESS_RENEWAL_DAYS,
  SOCIAL_EXPIRY_WARNING_DAYS,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  ACCOUNT_MISMATCH_CODE,
  type AuthorisedAccount,
  type AuthoriseInput,
  type SocialLinkInput,
  socialLinkMachine,
} from './social-link.machine.js';

const coverage = createCoverage('social link', socialLinkMachine);

function startLink(input: SocialLinkInput = {}) {
  const authorise = deferredActor<AuthorisedAccount, AuthoriseInput>();
  const unlinkAccount = deferredActor<void, { accountId: string }>();
  const clock = new SimulatedClock();
  const machine = socialLinkMachine.provide({
    actors: { authorise: authorise.logic, unlinkAccount: unlinkAccount.logic },
  });
  const actor = createActor(machine, { input, clock, inspect: coverage.inspect }).start();
  const passDays = (days: number) => {
    for (let day = 0; day < days; day += 1) clock.increment(MS_PER_DAY);
  };
  return { actor, authorise, unlinkAccount, passDays };
}

type Link = ReturnType<typeof startLink>;
const value = (link: Link) => link.actor.getSnapshot().value;
const context = (link: Link) => link.actor.getSnapshot().context;

describe('social link machine', () => {
  it('links, then counts down 90 days through every label to expired', async () => {
    const link = startLink();
    expect(value(link)).toBe('unlinked');
    link.actor.send({ type: 'social.link' });
    expect(link.authorise.lastInput()).toEqual({ expectedAccountId: null });
    await link.authorise.resolve({ accountId: 'page-1' });
    expect(value(link)).toEqual({ linked: 'verified' });
    expect(context(link).daysRemaining).toBe(SOCIAL_ACCESS_RENEWAL_DAYS);

    link.passDays(SOCIAL_ACCESS_RENEWAL_DAYS - SOCIAL_EXPIRY_WARNING_DAYS - 1);
    expect(value(link)).toEqual({ linked: 'verified' });
    link.passDays(1);
    expect(value(link)).toEqual({ linked: 'expiresInDays' });
    expect(context(link).daysRemaining).toBe(SOCIAL_EXPIRY_WARNING_DAYS);
    link.passDays(SOCIAL_EXPIRY_WARNING_DAYS - 1);
    expect(value(link)).toEqual({ linked: 'expiresInDays' });
    link.passDays(1);
    expect(value(link)).toEqual({ linked: 'expiresToday' });
    link.passDays(1);
    expect(value(link)).toEqual({ linked: 'expired' });
  });

  it('renews with the same account for another 90 days', async () => {
    const link = startLink({ accountId: 'page-1', daysRemaining: -3 });
    expect(value(link)).toEqual({ linked: 'expired' });
    link.actor.send({ type: 'social.renew' });
    expect(link.authorise.lastInput()).toEqual({ expectedAccountId: 'page-1' });
    await link.authorise.resolve({ accountId: 'page-1' });
    expect(value(link)).toEqual({ linked: 'verified' });
    expect(context(link).daysRemaining).toBe(SOCIAL_ACCESS_RENEWAL_DAYS);
  });

  it('refuses a renewal with a different account and keeps the link as it was', async () => {
    const link = startLink({ accountId: 'page-1', daysRemaining: 0 });
    link.actor.send({ type: 'social.renew' });
    await link.authorise.resolve({ accountId: 'page-2' });
    expect(value(link)).toEqual({ linked: 'expiresToday' });
    expect(context(link).accountId).toBe('page-1');
    expect(context(link).error?.errors[0]?.code).toBe(ACCOUNT_MISMATCH_CODE);
    expect(context(link).error?.message).toBe(LIFECYCLE_MESSAGES.socialAccountMismatch);
    link.actor.send({ type: 'social.renew' });
    await link.authorise.reject({
      status: 403,
      errors: [{ code: 'ACCESS_DENIED', message: 'denied' }],
      message: 'denied',
    });
    expect(value(link)).toEqual({ linked: 'expiresToday' });
    expect(context(link).error?.message).toBe('denied');
  });

  it('a revoked access needs renewal whatever the days say', async () => {
    const link = startLink({ accountId: 'page-1', daysRemaining: 60 });
    link.actor.send({ type: 'social.accessRevoked' });
    expect(value(link)).toEqual({ linked: 'renewNeeded' });
    link.passDays(1);
    expect(value(link)).toEqual({ linked: 'renewNeeded' });
    link.actor.send({ type: 'social.renew' });
    await link.authorise.resolve({ accountId: 'page-1' });
    expect(value(link)).toEqual({ linked: 'verified' });
  });

  it('a failed link stays unlinked; unlinking can fail and succeed', async () => {
    const link = startLink();
    link.actor.send({ type: 'social.link' });
    await link.authorise.reject({ status: 400, errors: [], message: 'Access denied.' });
    expect(value(link)).toBe('unlinked');
    expect(context(link).error?.message).toBe('Access denied.');
    link.actor.send({ type: 'social.link' });
    await link.authorise.resolve({ accountId: 'page-1' });
    link.actor.send({ type: 'social.unlink' });
    expect(link.unlinkAccount.lastInput()).toEqual({ accountId: 'page-1' });
    await link.unlinkAccount.reject(new Error('offline'));
    expect(value(link)).toEqual({ linked: 'verified' });
    link.actor.send({ type: 'social.unlink' });
    await link.unlinkAccount.resolve();
    expect(value(link)).toBe('unlinked');
    expect(context(link).accountId).toBeNull();
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
