import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OnboardingState } from '@studio/api';
import { ONBOARDING_STEPS, type OnboardingStep } from '@studio/domain';
import { withStudioI18n } from '../../storybook/withStudio';
import { OnboardingChecklist } from './OnboardingChecklist';
import { stepHref } from './onboarding-steps';

/** A checklist with these steps done. */
export const demoChecklistWith = (...done: OnboardingStep[]): OnboardingState => ({
  customerId: '9c8b7a65-4d3e-4f21-8a0b-1c2d3e4f5a03',
  emailVerified: done.includes('verifyEmail'),
  steps: ONBOARDING_STEPS.map((name) => ({ name, done: done.includes(name) })),
});

const meta = {
  title: 'Studio/Onboarding/OnboardingChecklist',
  component: OnboardingChecklist,
  excludeStories: /^demo/,
  decorators: [withStudioI18n],
  args: {
    state: demoChecklistWith(),
    hrefOf: (step) => stepHref(step, ['customerAdmin']),
    onSkip: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof OnboardingChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just signed up: every step to do, each with its page, Skip, and a new verification e-mail. */
export const NewOrganisation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '0 of 5 steps done' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a web channel' })).toHaveAttribute(
      'href',
      '/settings/web-channels/create',
    );
    await expect(canvas.queryByRole('button', { name: /Skip “Verify/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip “Invite your team”' }));
    await expect(args.onSkip).toHaveBeenCalledWith('inviteUsers');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the e-mail' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

/** Half way: done steps say so in words and lose their actions. */
export const HalfWay: Story = {
  args: { state: demoChecklistWith('verifyEmail', 'createWebChannel', 'connectEncoder') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '3 of 5 steps done' })).toBeVisible();
    await expect(canvas.getAllByText('Done')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Resend the e-mail' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Schedule an event' })).toBeVisible();
  },
};

/** Encoder Control may not invite people: that step has no link, and nobody may skip here. */
export const WithoutPermissions: Story = {
  args: {
    hrefOf: (step) => stepHref(step, ['controlEncoder']),
    onSkip: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Invite people' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to encoders' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Skip/ })).toBeNull();
  },
};

/** The verification e-mail is being asked for: the button is busy and says so. */
export const Resending: Story = {
  args: { pending: 'resend' },
};

export const Spanish: Story = { globals: { locale: 'es' } };
