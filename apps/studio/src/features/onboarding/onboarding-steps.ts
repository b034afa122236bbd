import { hasPermission, type OnboardingStep, type Permission } from '@studio/domain';

/**
 * Where each step is done in the studio and who may go there: a person sees a step's link only
 * when they may open the page (the route guard would refuse them anyway), and the step stays on
 * the list for whoever may.
 */
export const STEP_PAGES: Readonly<
  Record<Exclude<OnboardingStep, 'verifyEmail'>, { href: string; permission: Permission }>
> = {
  createWebChannel: {
    href: '/settings/web-channels/create',
    permission: 'manageEncoderAndWebSettings',
  },
  connectEncoder: { href: '/settings/encoders', permission: 'manageEncoderAndWebSettings' },
  scheduleEvent: { href: '/schedule/create', permission: 'manageSched' },
  inviteUsers: { href: '/settings/users/invite', permission: 'manageUsers' },
};

/** The page a person with these roles can open to do the step, if any. */
export function stepHref(step: OnboardingStep, roles: readonly string[]): string | undefined {
  if (step === 'verifyEmail') return undefined;
  const page = STEP_PAGES[step];
  return hasPermission(roles, page.permission) ? page.href : undefined;
}
