import type { Meta, StoryObj } from '@storybook/react-vite';
import { MS_PER_DAY, ON_DEMAND_TRIAL_DAYS } from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { type TrialInput, trialMachine } from './trial.machine.js';

function TrialExplorer({ input }: { input: TrialInput }) {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      trialMachine.provide({
        actors: {
          startTrial: store.manualActor<void>('startTrial'),
          cancelTrial: store.manualActor<void>('cancelTrial'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="On Demand trial"
      machine={machine}
      store={store}
      input={input}
      events={[
        { label: 'Start trial', event: { type: 'trial.start' } },
        { label: 'Cancel trial', event: { type: 'trial.cancel' } },
        { label: 'Plan allows a trial', event: { type: 'trial.planChanged', eligible: true } },
        { label: 'Plan is Social Only', event: { type: 'trial.planChanged', eligible: false } },
      ]}
      outcomes={{
        startTrial: {
          error: {
            status: 400,
            errors: [{ code: 'NO_PAYMENT_METHOD', message: 'Add a payment method.' }],
            message: 'Add a payment method.',
          },
        },
      }}
      clockSteps={[
        { label: `Wait ${ON_DEMAND_TRIAL_DAYS} days`, ms: ON_DEMAND_TRIAL_DAYS * MS_PER_DAY },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Trial',
  component: TrialExplorer,
  args: { input: { status: null, eligible: true } },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TrialExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};
export const NotSubscribed: Story = { args: { input: { status: null, eligible: false } } };
export const InTrial: Story = { args: { input: { status: 'in_trial', eligible: true } } };

export const TrialExpires: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start trial' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed startTrial' }));
    await userEvent.click(
      canvas.getByRole('button', { name: `Wait ${ON_DEMAND_TRIAL_DAYS} days` }),
    );
    await expect(canvas.getByTestId('state')).toHaveTextContent('expired');
  },
};
