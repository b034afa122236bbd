import type { Meta, StoryObj } from '@storybook/react-vite';
import { MEDIA_PROCESSING_STATES, STATUS_POLL_INTERVAL_MS } from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { type MediaInput, mediaProcessingMachine } from './media-processing.machine.js';

function MediaProcessingExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      mediaProcessingMachine.provide({
        actors: {
          fetchMediaStatus: store.manualActor<string, MediaInput>('fetchMediaStatus'),
          cancelProcessing: store.manualActor<void, MediaInput>('cancelProcessing'),
          retryProcessing: store.manualActor<void, MediaInput>('retryProcessing'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Media processing"
      machine={machine}
      store={store}
      input={{ mediaId: 'm-1' }}
      events={[
        ...MEDIA_PROCESSING_STATES.map((status) => ({
          label: `Server pushes ${status}`,
          event: { type: 'media.statusReported' as const, status },
        })),
        { label: 'Cancel processing', event: { type: 'media.cancel' } },
        { label: 'Retry processing', event: { type: 'media.retry' } },
      ]}
      outcomes={{
        fetchMediaStatus: {
          output: 'TRANSCODING',
          alternatives: [
            { label: 'COMPLETE', output: 'COMPLETE' },
            { label: 'unknown status', output: 'SOMETHING_NEW' },
          ],
        },
      }}
      clockSteps={[{ label: 'Wait 5 s (status poll)', ms: STATUS_POLL_INTERVAL_MS }]}
    />
  );
}

const meta = {
  title: 'Machines/Media processing',
  component: MediaProcessingExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof MediaProcessingExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const ProcessesToReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchMediaStatus' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('transcoding');
    await userEvent.click(canvas.getByRole('button', { name: 'Wait 5 s (status poll)' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Succeed fetchMediaStatus: COMPLETE' }),
    );
    await expect(canvas.getByTestId('state')).toHaveTextContent('complete');
  },
};
