import type { Meta, StoryObj } from '@storybook/react-vite';
import { MS_PER_DAY } from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type AuthorisedAccount,
  type AuthoriseInput,
  type SocialLinkInput,
  socialLinkMachine,
} from './social-link.machine.js';

function SocialLinkExplorer({ input }: { input: SocialLinkInput }) {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      socialLinkMachine.provide({
        actors: {
          authorise: store.manualActor<AuthorisedAccount, AuthoriseInput>('authorise'),
          unlinkAccount: store.manualActor<void, { accountId: string }>('unlinkAccount'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Social link"
      machine={machine}
      store={store}
      input={input}
      events={[
        { label: 'Link account', event: { type: 'social.link' } },
        { label: 'Renew access', event: { type: 'social.renew' } },
        { label: 'Unlink', event: { type: 'social.unlink' } },
        { label: 'Network revokes access', event: { type: 'social.accessRevoked' } },
      ]}
      outcomes={{
        authorise: {
          output: { accountId: 'page-1' },
          alternatives: [{ label: 'a different page', output: { accountId: 'page-2' } }],
          error: { status: 403, errors: [], message: 'Access denied.' },
        },
      }}
      clockSteps={[{ label: 'Wait 1 day', ms: MS_PER_DAY }]}
    />
  );
}

const meta = {
  title: 'Machines/Social link',
  component: SocialLinkExplorer,
  args: { input: {} },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SocialLinkExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};
export const ExpiresInThreeDays: Story = {
  args: { input: { accountId: 'page-1', daysRemaining: 3 } },
};
export const ExpiresToday: Story = { args: { input: { accountId: 'page-1', daysRemaining: 0 } } };
export const Expired: Story = { args: { input: { accountId: 'page-1', daysRemaining: -1 } } };

export const RenewalWithAnotherAccountRefused: Story = {
  args: { input: { accountId: 'page-1', daysRemaining: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renew access' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Succeed authorise: a different page' }),
    );
    await expect(canvas.getByTestId('state')).toHaveTextContent('expiresToday');
    await expect(canvas.getByText(/SOCIAL_ACCOUNT_MISMATCH/)).toBeInTheDocument();
  },
};
