import { describe, expect, it } from 'vitest';
import { onboardingProgress, type OnboardingStep } from './onboarding.js';

const steps = (...names: OnboardingStep[]) => new Set(names);

describe('onboardingProgress', () => {
  it('lists every step in order, done when the data shows it or it was marked', () => {
    const progress = onboardingProgress(steps('createWebChannel'), steps('inviteUsers'));
    expect(progress.steps).toEqual([
      { name: 'verifyEmail', done: false },
      { name: 'createWebChannel', done: true },
      { name: 'connectEncoder', done: false },
      { name: 'scheduleEvent', done: false },
      { name: 'inviteUsers', done: true },
    ]);
    expect(progress.emailVerified).toBe(false);
  });

  it('counts the e-mail verified only from the data, never from a mark', () => {
    expect(onboardingProgress(steps(), steps('verifyEmail')).steps[0]).toEqual({
      name: 'verifyEmail',
      done: false,
    });
    expect(onboardingProgress(steps('verifyEmail'), steps()).emailVerified).toBe(true);
  });
});
