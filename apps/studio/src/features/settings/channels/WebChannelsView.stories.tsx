import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoRegions, demoWebChannels } from './channel-fixtures';
import { WebChannelsView } from './WebChannelsView';

const meta = {
  title: 'Studio/Settings/WebChannelsView',
  component: WebChannelsView,
  decorators: [withStudioI18n],
  args: {
    channels: demoWebChannels,
    regions: demoRegions,
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebChannelsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Web channels' });
    // Load balancer, region, embed type and the stream delay as minutes and seconds.
    await expect(within(table).getByRole('row', { name: /Main Web Channel/ })).toHaveTextContent(
      'riverside_mainNorth AmericaiFrame1:30',
    );
    await expect(within(table).getByRole('row', { name: /Youth Nights/ })).toHaveTextContent(
      'Alternative iFrameNone',
    );
    await expect(canvas.getByRole('link', { name: 'New web channel' })).toHaveAttribute(
      'href',
      '/settings/web-channels/create',
    );
  },
};

export const Loading: Story = {
  args: { channels: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading web channels')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { channels: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No web channels yet' }),
    ).toBeVisible();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading web channels' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Canales web' })).toBeVisible();
    await expect(await canvas.findByText('iFrame alternativo')).toBeVisible();
  },
};
