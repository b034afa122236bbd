import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { type InvitationCommandInput, invitationMachine } from './invitation.machine.js';

function InvitationExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      invitationMachine.provide({
        actors: {
          resendInvite: store.manualActor<void, InvitationCommandInput>('resendInvite'),
          revokeInvite: store.manualActor<void, InvitationCommandInput>('revokeInvite'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Invitation"
      machine={machine}
      store={store}
      input={{ inviteId: 'inv-1', email: 'new@example.com' }}
      events={[
        { label: 'Resend', event: { type: 'invitation.resend' } },
        { label: 'Revoke', event: { type: 'invitation.revoke' } },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Invitation',
  component: InvitationExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof InvitationExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const ResentThenRevoked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed resendInvite' }));
    await expect(state).toHaveTextContent('resent');
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed revokeInvite' }));
    await expect(state).toHaveTextContent('revoked');
  },
};
