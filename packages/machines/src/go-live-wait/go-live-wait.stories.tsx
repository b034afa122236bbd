import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  GO_LIVE_WAIT_TIMEOUT_MS,
  type GoLiveWaitState,
  STATUS_POLL_INTERVAL_MS,
} from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type CreatedSchedule,
  type CreateScheduleInput,
  type GoLiveInput,
  goLiveWaitMachine,
  type ScheduleInput,
} from './go-live-wait.machine.js';

const NOW = Date.UTC(2026, 10, 22, 9, 0);

function GoLiveWaitExplorer({ input }: { input: GoLiveInput }) {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      goLiveWaitMachine.provide({
        actors: {
          createSchedule: store.manualActor<CreatedSchedule, CreateScheduleInput>('createSchedule'),
          startEncoder: store.manualActor<void, ScheduleInput>('startEncoder'),
          fetchGoLiveStatus: store.manualActor<GoLiveWaitState, ScheduleInput>('fetchGoLiveStatus'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Go-live wait"
      machine={machine}
      store={store}
      input={input}
      events={[
        { label: 'Confirm', event: { type: 'goLive.confirm' } },
        { label: 'Cancel', event: { type: 'goLive.cancel' } },
        { label: 'Retry', event: { type: 'goLive.retry' } },
      ]}
      outcomes={{
        createSchedule: {
          output: { scheduleId: 's-1' },
          error: { status: 409, errors: [], message: 'A request conflict has occurred.' },
        },
        startEncoder: { error: { status: 500, errors: [], message: 'Encoder failed to start.' } },
        fetchGoLiveStatus: {
          output: 'SCHEDULE_CREATED',
          alternatives: [
            { label: 'still ENCODER_START_WAIT', output: 'ENCODER_START_WAIT' },
            { label: 'FAILED', output: 'FAILED' },
            { label: 'NOT_EXIST', output: 'NOT_EXIST' },
            { label: 'TIMED_OUT', output: 'TIMED_OUT' },
          ],
        },
      }}
      clockSteps={[
        { label: 'Wait 5 s (status poll)', ms: STATUS_POLL_INTERVAL_MS },
        { label: 'Wait 10 minutes (give up)', ms: GO_LIVE_WAIT_TIMEOUT_MS },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Go-live wait',
  component: GoLiveWaitExplorer,
  args: { input: { encoderId: 'E1', now: NOW } },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof GoLiveWaitExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const ScheduledEventWithinTheHour: Story = {
  args: { input: { encoderId: 'E1', now: NOW, nextScheduledStart: NOW + 1_800_000 } },
};

export const EncoderLiveForAnotherEvent: Story = {
  args: { input: { encoderId: 'E1', now: NOW, encoderLiveForEventId: 'youth-night' } },
};

export const GoesLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed createSchedule' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed startEncoder' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Wait 5 s (status poll)' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchGoLiveStatus' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('scheduleCreated');
  },
};
