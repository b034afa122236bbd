import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { EncoderPresetsView } from './EncoderPresetsView';

const presetId = (last: number) => `0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c0${last}`;

/** The demo organisation's presets (the server's seed), from the contract's example. */
export const demoEncoderPresets = [
  fixture('EncoderPreset'),
  fixture('EncoderPreset', {
    uuid: presetId(3),
    name: '1080p60 10 Mbps multitrack',
    customName: 'Worship band (stems)',
    frameRate: 60,
    bitrateKbps: 10000,
    audioChannels: [1, 2, 3, 4, 5, 6],
  }),
  fixture('EncoderPreset', {
    uuid: presetId(4),
    name: '720p25 2.5 Mbps PAL',
    customName: null,
    version: 1,
    videoFormat: 'PAL',
    resolution: '720p',
    frameRate: 25,
    bitrateKbps: 2500,
  }),
  fixture('EncoderPreset', {
    uuid: presetId(2),
    name: '720p30 3 Mbps',
    customName: 'Youth room',
    version: 1,
    resolution: '720p',
    bitrateKbps: 3000,
  }),
];

const meta = {
  title: 'Studio/Settings/EncoderPresetsView',
  component: EncoderPresetsView,
  decorators: [withStudioI18n],
  args: { presets: demoEncoderPresets, hasMore: false, isLoadingMore: false, onLoadMore: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderPresetsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Encoder presets' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Encoder presets' });
    const band = within(table).getByRole('row', { name: /1080p60 10 Mbps multitrack/ });
    await expect(band).toHaveTextContent('1080p at 60 fps');
    await expect(band).toHaveTextContent('1, 2, 3, 4, 5, 6');
    await expect(within(table).getByRole('row', { name: /PAL/ })).toHaveTextContent('None');
    await expect(canvas.getByRole('link', { name: 'New version 2 preset' })).toHaveAttribute(
      'href',
      '/settings/encoder-presets/create/v2',
    );
  },
};

export const Loading: Story = {
  args: { presets: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading encoder presets')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { presets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No encoder presets yet' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'New encoder preset' })).toHaveLength(2);
  },
};

export const MoreThanOnePage: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more encoder presets' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = {
  args: {
    presets: [
      fixture('EncoderPreset', {
        name: '1080p30 6 Mbps for the Sunday morning worship with Spanish and ASL translation',
        customName: 'W'.repeat(100),
      }),
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ajustes del codificador' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Tasa de bits' })).toBeVisible();
  },
};
