import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type EventCommandInput,
  eventMachine,
  type PausedEvent,
  type SaveInstanceInput,
} from './event.machine.js';

function EventExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      eventMachine.provide({
        actors: {
          publishEvent: store.manualActor<void, EventCommandInput>('publishEvent'),
          pauseEvent: store.manualActor<PausedEvent, EventCommandInput>('pauseEvent'),
          removeEvent: store.manualActor<void, EventCommandInput>('removeEvent'),
          saveInstance: store.manualActor<void, SaveInstanceInput>('saveInstance'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Event"
      machine={machine}
      store={store}
      input={{ eventId: 'ev-1' }}
      events={[
        { label: 'Publish', event: { type: 'event.publish' } },
        { label: 'Pause', event: { type: 'event.pause' } },
        { label: 'Resume', event: { type: 'event.resume' } },
        { label: 'Remove', event: { type: 'event.remove' } },
        {
          label: 'Edit next Sunday only',
          event: { type: 'event.editInstance', instanceId: 'i-2', changes: { title: 'Easter' } },
        },
        { label: 'Encoder starts', event: { type: 'event.encoderStateChanged', running: true } },
        { label: 'Encoder stops', event: { type: 'event.encoderStateChanged', running: false } },
      ]}
      outcomes={{
        pauseEvent: { output: { stoppedInstanceIds: ['i-live'] } },
        publishEvent: {
          error: { status: 500, errors: [], message: 'Check your connection and try again.' },
        },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Event',
  component: EventExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EventExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const InstanceLockedWhileEncoderRuns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Encoder starts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit next Sunday only' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('draft');
    await expect(canvas.getByText(/INSTANCE_LOCKED/)).toBeInTheDocument();
  },
};
