import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { LIVE_CHECK_SETTLE_MS, liveCheckMachine, type CheckRequest } from './live-check.machine.js';

function LiveCheckExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      liveCheckMachine.provide({
        actors: { check: store.manualActor<unknown, CheckRequest<unknown>>('check') },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Live check"
      machine={machine}
      store={store}
      events={[
        {
          label: 'Change to Sunday 10:00',
          event: { type: 'check.changed', input: { start: 'Sunday 10:00' } },
        },
        {
          label: 'Change to Sunday 11:00',
          event: { type: 'check.changed', input: { start: 'Sunday 11:00' } },
        },
      ]}
      clockSteps={[{ label: 'Wait 0.8 s (the input rests)', ms: LIVE_CHECK_SETTLE_MS }]}
      outcomes={{
        check: {
          output: ['The encoder is in use by another event at this time.'],
          alternatives: [{ label: 'no clash', output: [] }],
        },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Live check',
  component: LiveCheckExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LiveCheckExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

/** A change waits for the rest, then checks; a newer change drops the check in flight. */
export const ChecksOnceTheInputRests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('state')).toHaveTextContent('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Change to Sunday 10:00' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('waiting');
    await userEvent.click(canvas.getByRole('button', { name: 'Wait 0.8 s (the input rests)' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('checking');
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed check' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Change to Sunday 11:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Wait 0.8 s (the input rests)' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed check: no clash' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('idle');
  },
};
