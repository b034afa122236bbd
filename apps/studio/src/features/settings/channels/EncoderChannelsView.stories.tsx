import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoEncoderChannels, demoRegions } from './channel-fixtures';
import { EncoderChannelsView } from './EncoderChannelsView';

const meta = {
  title: 'Studio/Settings/EncoderChannelsView',
  component: EncoderChannelsView,
  decorators: [withStudioI18n],
  args: {
    channels: demoEncoderChannels,
    regions: demoRegions,
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderChannelsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Encoder channels' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Encoder channels' });
    // Region by name, retention in days or kept, LAN only, how many users were given it.
    await expect(within(table).getByRole('row', { name: /Europe Mission Trip/ })).toHaveTextContent(
      'Europe7 daysNo0 users',
    );
    await expect(within(table).getByRole('row', { name: /North Campus LAN/ })).toHaveTextContent(
      'KeepYes',
    );
    await expect(within(table).getByRole('row', { name: /Youth Ministry/ })).toHaveTextContent(
      '2 users',
    );
    await expect(within(table).getByRole('link', { name: 'Sunday Services' })).toHaveAttribute(
      'href',
      '/settings/encoder-channels/1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
    );
  },
};

export const Loading: Story = {
  args: { channels: null, regions: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading encoder channels')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { channels: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No encoder channels yet' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'New encoder channel' })).toHaveLength(2);
  },
};

export const MoreThanOnePage: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show more encoder channels' }),
    );
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The regions are still loading: the list shows, the region column waits. */
export const RegionsLoading: Story = {
  args: { regions: null },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Encoder channels' });
    await expect(within(table).queryByText('Europe')).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    channels: [
      fixture('EncoderChannel', {
        name: 'Main sanctuary front of house camera feed with the ASL interpreter picture in picture',
      }),
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Canales de codificador' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Región' })).toBeVisible();
  },
};
