import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { type PlayerDetails, type PlayerInput, playerMachine } from './player.machine.js';

const details: PlayerDetails = { title: 'Sunday service', manifestUrl: '/hls/m-1/index.m3u8' };

function PlayerExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      playerMachine.provide({
        actors: { loadDetails: store.manualActor<PlayerDetails, PlayerInput>('loadDetails') },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Player"
      machine={machine}
      store={store}
      input={{ mediaId: 'm-1' }}
      events={[
        { label: 'Play', event: { type: 'player.play' } },
        { label: 'Pause', event: { type: 'player.pause' } },
        { label: 'Video ends', event: { type: 'player.ended' } },
        {
          label: 'Media error',
          event: {
            type: 'player.failed',
            error: { errors: [], message: 'Manifest is not yet available.' },
          },
        },
        { label: 'Retry', event: { type: 'player.retry' } },
      ]}
      outcomes={{
        loadDetails: {
          output: details,
          alternatives: [{ label: 'autoplay profile', output: { ...details, autoplay: true } }],
          error: { status: 404, errors: [], message: 'Resource does not exist.' },
        },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Player',
  component: PlayerExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlayerExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const PlaysAndPauses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed loadDetails' }));
    await expect(state).toHaveTextContent('loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(state).toHaveTextContent('paused');
  },
};
