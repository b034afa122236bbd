import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  INTERVAL_POLLING_DEFAULT_MS,
  LIST_CACHE_FRESHNESS_MS,
  STATUS_POLL_INTERVAL_MS,
} from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
  type ListResourceItem,
  listResourceMachine,
} from './list-resource.machine.js';

function ListResourceExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      listResourceMachine.provide({
        actors: {
          fetchPage: store.manualActor<ListPage, FetchPageInput>('fetchPage'),
          fetchItem: store.manualActor<ListResourceItem, FetchItemInput>('fetchItem'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="List resource"
      machine={machine}
      store={store}
      input={{ transitionalStatuses: ['TRANSCODING'] }}
      events={[
        { label: 'Fetch', event: { type: 'list.fetch' } },
        { label: 'Refresh', event: { type: 'list.refresh' } },
        { label: 'Fetch more', event: { type: 'list.fetchMore' } },
        { label: 'Cancel', event: { type: 'list.cancel' } },
        { label: 'Start polling', event: { type: 'list.startPolling' } },
        { label: 'Stop polling', event: { type: 'list.stopPolling' } },
      ]}
      outcomes={{
        fetchPage: {
          output: {
            items: [
              { id: 'a', status: 'COMPLETE' },
              { id: 'b', status: 'TRANSCODING' },
            ],
            nextUrl: '/media?page=2',
          },
          alternatives: [{ label: 'last page', output: { items: [{ id: 'c' }], nextUrl: null } }],
          error: { status: 503, errors: [], message: 'The service is unavailable.' },
        },
        fetchItem: { output: { id: 'b', status: 'COMPLETE' } },
      }}
      clockSteps={[
        { label: 'Wait 5 s (status refetch)', ms: STATUS_POLL_INTERVAL_MS },
        { label: 'Wait 60 s (poll interval)', ms: INTERVAL_POLLING_DEFAULT_MS },
        { label: 'Wait 120 s (cache expires)', ms: LIST_CACHE_FRESHNESS_MS },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/List resource',
  component: ListResourceExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ListResourceExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const FetchesAndRefetchesTransitioningItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchPage' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('refetchingItem');
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchItem' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('settled');
  },
};
