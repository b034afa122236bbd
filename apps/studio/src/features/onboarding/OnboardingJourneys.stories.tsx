import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { capabilitiesForRoles, type OnboardingStep, type Role } from '@studio/domain';
import { StudioApp } from '../../storybook/StudioApp';
import { demoChecklistWith } from './OnboardingChecklist.stories';

const api = mockHttp();

const signedInWith = (roles: Role[]) =>
  http.get('/api/v2/users/me', () =>
    HttpResponse.json(fixture('CurrentUser', { roles, capabilities: capabilitiesForRoles(roles) })),
  );

let checklistReads = 0;

/** The onboarding service as the server keeps it: marking a step changes what is read next. */
function checklistService(...initiallyDone: OnboardingStep[]) {
  const done = new Set<OnboardingStep>(initiallyDone);
  return [
    api.onboarding.get('/customers/{customerId}/state', ({ response }) => {
      checklistReads += 1;
      return response(200).json(demoChecklistWith(...done));
    }),
    api.onboarding.post('/customers/{customerId}/steps/{step}/complete', ({ params, response }) => {
      done.add(params.step as OnboardingStep);
      return response(200).json(demoChecklistWith(...done));
    }),
  ];
}

/** The dashboard with the getting-started checklist, on the contract's answers (MSW). */
const meta = {
  title: 'Studio/Onboarding/Onboarding journeys',
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        signedInWith(['customerAdmin']),
        ...checklistService('verifyEmail', 'createWebChannel'),
        ...exampleHandlers(),
      ],
    },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** The admin skips inviting people: the step is marked done and the count goes up. */
export const SkipAStep: Story = {
  render: () => <StudioApp path="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: '2 of 5 steps done' }, timeout),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip “Invite your team”' }));
    await expect(
      await canvas.findByRole('progressbar', { name: '3 of 5 steps done' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Skip “Invite your team”' })).toBeNull();
  },
};

/** Every step done: the dashboard has no checklist any more. */
export const AllDone: Story = {
  render: () => <StudioApp path="/" />,
  parameters: {
    msw: {
      handlers: [
        signedInWith(['customerAdmin']),
        ...checklistService(
          'verifyEmail',
          'createWebChannel',
          'connectEncoder',
          'scheduleEvent',
          'inviteUsers',
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const readsBefore = checklistReads;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, timeout),
    ).toBeVisible();
    // The checklist was read (and answered) before its absence means anything.
    await waitFor(() => expect(checklistReads).toBeGreaterThan(readsBefore), timeout);
    await new Promise((settled) => setTimeout(settled, 100));
    await expect(canvas.queryByRole('heading', { name: 'Get started' })).toBeNull();
  },
};
