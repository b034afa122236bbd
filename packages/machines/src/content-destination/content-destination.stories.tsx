import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  contentDestinationMachine,
  type DestinationCommandInput,
  type SaveDestinationInput,
} from './content-destination.machine.js';

const failure = { status: 500, errors: [], message: 'Unable to start a destination.' };
/** A fixed start one hour after the story's own "now", so the edit-lock buttons are stable. */
const NOW = Date.UTC(2026, 10, 22, 9, 0);
const STARTS_AT = NOW + 3_600_000;

function ContentDestinationExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      contentDestinationMachine.provide({
        actors: {
          startDestination: store.manualActor<void, DestinationCommandInput>('startDestination'),
          stopDestination: store.manualActor<void, DestinationCommandInput>('stopDestination'),
          deleteDestination: store.manualActor<void, DestinationCommandInput>('deleteDestination'),
          saveDestination: store.manualActor<void, SaveDestinationInput>('saveDestination'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Content destination"
      machine={machine}
      store={store}
      input={{ destinationId: 'd-1', startsAt: STARTS_AT }}
      events={[
        { label: 'Start', event: { type: 'destination.start' } },
        { label: 'Stop', event: { type: 'destination.stop' } },
        { label: 'Delete', event: { type: 'destination.delete' } },
        {
          label: 'Edit an hour before start',
          event: { type: 'destination.edit', at: NOW, changes: { title: 'Sunday' } },
        },
        {
          label: 'Edit 4 minutes before start',
          event: { type: 'destination.edit', at: STARTS_AT - 240_000, changes: {} },
        },
        {
          label: 'Server reports warning',
          event: { type: 'destination.reported', status: 'warning' },
        },
        {
          label: 'Server reports started',
          event: { type: 'destination.reported', status: 'started' },
        },
        {
          label: 'Server aborts: encoder ran over 12 hours',
          event: {
            type: 'destination.reported',
            status: 'aborted',
            abortCause: 'encoderRanTooLong',
          },
        },
        {
          label: 'Server aborts: bad encoder input',
          event: { type: 'destination.reported', status: 'aborted', abortCause: 'badEncoderInput' },
        },
        {
          label: 'Server aborts: service stopped the stream',
          event: {
            type: 'destination.reported',
            status: 'aborted',
            abortCause: 'destinationStopped',
          },
        },
      ]}
      outcomes={{
        startDestination: { error: failure },
        stopDestination: { error: failure },
        deleteDestination: { error: failure },
        saveDestination: { error: failure },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Content destination',
  component: ContentDestinationExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ContentDestinationExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const StoppedCannotRestart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed startDestination' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed stopDestination' }));
    await expect(state).toHaveTextContent('stopped');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(state).toHaveTextContent('stopped');
  },
};
