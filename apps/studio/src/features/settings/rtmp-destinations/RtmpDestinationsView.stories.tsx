import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { RtmpDestinationsView } from './RtmpDestinationsView';

const destinationId = (last: number) => `7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b0${last}`;

/** The demo organisation's destinations (the server's seed), from the contract's example. */
export const demoRtmpDestinations = [
  fixture('RtmpDestination', {
    uuid: destinationId(2),
    name: 'Campus TV (cable channel 12)',
    streamUrl: 'rtmp://ingest.campustv.example/live',
    streamKeyEnding: '2b41',
    viewUrl: null,
  }),
  fixture('RtmpDestination', {
    uuid: destinationId(3),
    name: 'Restream relay',
    streamUrl: 'rtmp://live.restream.example/live',
    streamKeyEnding: null,
    viewUrl: 'https://restream.example/riverside',
  }),
  fixture('RtmpDestination'),
];

const meta = {
  title: 'Studio/Settings/RtmpDestinationsView',
  component: RtmpDestinationsView,
  decorators: [withStudioI18n],
  args: {
    destinations: demoRtmpDestinations,
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof RtmpDestinationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'RTMP destinations' });
    const vimeo = within(table).getByRole('row', { name: /Vimeo backup/ });
    // The key's last four characters only; a short key shows nothing of itself.
    await expect(within(vimeo).getByText('Hidden, ends in 7f3a')).toBeInTheDocument();
    const restream = within(table).getByRole('row', { name: /Restream relay/ });
    await expect(within(restream).getByText('Hidden')).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /Campus TV/ })).toHaveTextContent('None');
    await expect(canvas.getByRole('link', { name: 'New RTMP destination' })).toHaveAttribute(
      'href',
      '/settings/rtmp-destinations/create',
    );
  },
};

export const Loading: Story = {
  args: { destinations: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading RTMP destinations')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { destinations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No RTMP destinations yet' }),
    ).toBeVisible();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
};

export const LongText: Story = {
  args: {
    destinations: [
      fixture('RtmpDestination', {
        name: 'Diocesan television network relay for the Sunday morning and Christmas services',
        streamUrl: `rtmps://ingest.diocese-television.example:443/live/${'segment/'.repeat(8)}`,
      }),
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Destinos RTMP' })).toBeVisible();
    await expect(canvas.getByText('Oculta, termina en 7f3a')).toBeInTheDocument();
  },
};
