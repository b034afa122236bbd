import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { recordMachine } from './record.machine.js';

function RecordExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      recordMachine.provide({
        actors: { fetchRecord: store.manualActor<unknown>('fetchRecord') },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Record"
      machine={machine}
      store={store}
      events={[
        { label: 'Retry', event: { type: 'record.retry' } },
        { label: 'Reload', event: { type: 'record.reload' } },
      ]}
      outcomes={{
        fetchRecord: {
          output: { uuid: 'org-1', name: 'Riverside Community' },
          alternatives: [{ label: 'renamed', output: { uuid: 'org-1', name: 'Riverside Church' } }],
          error: {
            status: 404,
            errors: [{ code: 'NOT_FOUND', message: 'No such organisation.' }],
            message: 'Resource does not exist.',
          },
        },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Record',
  component: RecordExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof RecordExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const FailsThenRetries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('state')).toHaveTextContent('loading');
    await userEvent.click(await canvas.findByRole('button', { name: 'Fail fetchRecord' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchRecord' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('loaded');
  },
};
