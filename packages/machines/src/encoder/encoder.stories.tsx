import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENCODER_MAX_RUN_HOURS } from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type EncoderCommandInput,
  encoderMachine,
  type StartEncoderInput,
} from './encoder.machine.js';

const failure = { status: 500, errors: [], message: 'The encoder failed to start.' };

function EncoderExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      encoderMachine.provide({
        actors: {
          startEncoder: store.manualActor<void, StartEncoderInput>('startEncoder'),
          stopEncoder: store.manualActor<void, EncoderCommandInput>('stopEncoder'),
          restartEncoder: store.manualActor<void, EncoderCommandInput>('restartEncoder'),
          updateEncoder: store.manualActor<void, EncoderCommandInput>('updateEncoder'),
          uploadLogs: store.manualActor<void, EncoderCommandInput>('uploadLogs'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Encoder"
      machine={machine}
      store={store}
      input={{ encoderId: 'E12345678' }}
      events={[
        { label: 'Start for Sunday service', event: { type: 'encoder.start', eventId: 'sunday' } },
        { label: 'Start for Youth night', event: { type: 'encoder.start', eventId: 'youth' } },
        {
          label: 'Force start for Youth night',
          event: { type: 'encoder.start', eventId: 'youth', force: true },
        },
        { label: 'Stop', event: { type: 'encoder.stop' } },
        { label: 'Restart', event: { type: 'encoder.restart' } },
        { label: 'Update software', event: { type: 'encoder.update' } },
        { label: 'Upload logs', event: { type: 'encoder.uploadLogs' } },
        { label: 'Server reports SET_UP', event: { type: 'encoder.reported', state: 'SET_UP' } },
        {
          label: 'Server reports NO_INPUT',
          event: { type: 'encoder.reported', state: 'STARTED', liveStatus: 'NO_INPUT' },
        },
        { label: 'Server reports ABORTED', event: { type: 'encoder.reported', state: 'ABORTED' } },
        { label: 'Server reports ERROR', event: { type: 'encoder.reported', state: 'ERROR' } },
      ]}
      outcomes={{
        startEncoder: { error: failure },
        stopEncoder: { error: failure },
        restartEncoder: { error: failure },
        updateEncoder: { error: failure },
        uploadLogs: { error: failure },
      }}
      clockSteps={[
        { label: `Wait ${ENCODER_MAX_RUN_HOURS} hours`, ms: ENCODER_MAX_RUN_HOURS * 3_600_000 },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Encoder',
  component: EncoderExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const RefusesAnotherEventUnlessForced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(canvas.getByRole('button', { name: 'Start for Sunday service' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed startEncoder' }));
    await expect(state).toHaveTextContent('started');
    await userEvent.click(canvas.getByRole('button', { name: 'Start for Youth night' }));
    await expect(state).toHaveTextContent('started');
    await userEvent.click(canvas.getByRole('button', { name: 'Force start for Youth night' }));
    await expect(state).toHaveTextContent('starting');
  },
};
