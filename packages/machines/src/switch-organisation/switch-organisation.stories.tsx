import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { type SwitchLoginInput, switchOrganisationMachine } from './switch-organisation.machine.js';

function SwitchOrganisationExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      switchOrganisationMachine.provide({
        actors: { login: store.manualActor<void, SwitchLoginInput>('login') },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Switch organisation"
      machine={machine}
      store={store}
      input={{ username: 'admin@platform.example' }}
      events={[
        {
          label: 'Open Second Church',
          event: {
            type: 'switchOrganisation.open',
            customerId: 'c-2',
            customerName: 'Second Church',
          },
        },
        {
          label: 'Submit without password',
          event: { type: 'switchOrganisation.submit', password: '' },
        },
        {
          label: 'Submit password',
          event: { type: 'switchOrganisation.submit', password: 'secret' },
        },
        { label: 'Cancel', event: { type: 'switchOrganisation.cancel' } },
      ]}
      outcomes={{ login: { error: { status: 401, errors: [], message: 'Unauthorized' } } }}
    />
  );
}

const meta = {
  title: 'Machines/Switch organisation',
  component: SwitchOrganisationExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SwitchOrganisationExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const IncorrectPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Second Church' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit password' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fail login' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('passwordRequired');
    await expect(canvas.getByText(/Incorrect password\./)).toBeInTheDocument();
  },
};
