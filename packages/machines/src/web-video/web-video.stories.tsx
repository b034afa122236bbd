import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type StartWebVideoInput,
  type StoppedWebVideo,
  webVideoMachine,
} from './web-video.machine.js';

function WebVideoExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      webVideoMachine.provide({
        actors: {
          startWebVideo: store.manualActor<void, StartWebVideoInput>('startWebVideo'),
          stopWebVideo: store.manualActor<StoppedWebVideo, { webVideoId: string }>('stopWebVideo'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Web video"
      machine={machine}
      store={store}
      input={{ webVideoId: 'w-1' }}
      events={[
        {
          label: 'Play out in realtime',
          event: { type: 'webVideo.setPlayout', playout: 'realtime' },
        },
        {
          label: 'Play out faster, now',
          event: { type: 'webVideo.setPlayout', playout: 'fasterThanRealtime' },
        },
        {
          label: 'Play out faster, next replay',
          event: { type: 'webVideo.setPlayout', playout: 'fasterNextReplay' },
        },
        { label: 'Start', event: { type: 'webVideo.start' } },
        { label: 'Stop', event: { type: 'webVideo.stop' } },
        {
          label: 'Server: replay playing',
          event: { type: 'webVideo.reported', status: 'playing' },
        },
        { label: 'Server: content ended', event: { type: 'webVideo.reported', status: 'stopped' } },
      ]}
      outcomes={{
        startWebVideo: {
          error: { status: 409, errors: [], message: 'A request conflict has occurred.' },
        },
        stopWebVideo: { output: { stoppedSourceIds: ['channel-1', 'channel-2'] } },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Web video',
  component: WebVideoExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebVideoExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const StoppedCannotRestart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed startWebVideo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed stopWebVideo' }));
    await expect(state).toHaveTextContent('stopped');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(state).toHaveTextContent('stopped');
  },
};
