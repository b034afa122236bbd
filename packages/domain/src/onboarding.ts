/**
 * Channel onboarding (spec section 4: e-mail validation with channel onboarding; the onboarding
 * service of section 7). A new organisation's first steps, in the order the studio shows them.
 * A step counts as done when the organisation's data shows it (a web channel exists, an encoder is
 * registered…) or when someone marked it done (skipped it on purpose); verifying the e-mail is
 * done only by opening the link, never by marking.
 */
export const ONBOARDING_STEPS = [
  'verifyEmail',
  'createWebChannel',
  'connectEncoder',
  'scheduleEvent',
  'inviteUsers',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_MESSAGES = {
  verifyByLink: 'The e-mail address is verified by opening the link in the verification e-mail.',
  unknownPlan: 'Choose one of the listed plans.',
} as const;

export interface OnboardingProgress {
  emailVerified: boolean;
  steps: { name: OnboardingStep; done: boolean }[];
}

/** The steps in order, each done when the data shows it or someone marked it. */
export function onboardingProgress(
  shownByData: ReadonlySet<OnboardingStep>,
  marked: ReadonlySet<OnboardingStep>,
): OnboardingProgress {
  const emailVerified = shownByData.has('verifyEmail');
  return {
    emailVerified,
    steps: ONBOARDING_STEPS.map((name) => ({
      name,
      done: name === 'verifyEmail' ? emailVerified : shownByData.has(name) || marked.has(name),
    })),
  };
}
