import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../storybook/withStudio';
import { WebPresetsView } from './WebPresetsView';

const presetId = (last: number) => `5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d0${last}`;

/** The demo organisation's presets (the server's seed), from the contract's example. */
export const demoPresets = [
  fixture('WebPreset', {
    uuid: presetId(2),
    name: 'Assisted listening mix',
    leftAudioChannel: 5,
    rightAudioChannel: 6,
  }),
  fixture('WebPreset', {
    uuid: presetId(3),
    name: 'Balcony camera',
    videoChannel: 2,
    leftAudioChannel: 1,
    rightAudioChannel: 2,
  }),
  fixture('WebPreset', {
    uuid: presetId(4),
    name: 'Chapel SDI feed (interlaced)',
    videoChannel: 2,
    leftAudioChannel: 7,
    rightAudioChannel: 8,
    deinterlace: true,
  }),
  fixture('WebPreset', {
    uuid: presetId(5),
    name: 'Radio simulcast (audio only)',
    videoChannel: 0,
    leftAudioChannel: 1,
    rightAudioChannel: 2,
  }),
  fixture('WebPreset'),
];

const meta = {
  title: 'Studio/Settings/WebPresetsView',
  component: WebPresetsView,
  decorators: [withStudioI18n],
  args: { presets: demoPresets, hasMore: false, isLoadingMore: false, onLoadMore: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebPresetsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Web presets' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Web presets' });
    await expect(
      await within(table).findByRole('rowheader', { name: 'Spanish translation' }),
    ).toBeVisible();
    // Channel 0 reads "None"; audio channels as a left, right pair; deinterlacing as Yes or No.
    const radio = within(table).getByRole('row', { name: /Radio simulcast/ });
    await expect(radio).toHaveTextContent('None');
    await expect(within(table).getByRole('row', { name: /Chapel SDI/ })).toHaveTextContent(
      '27, 8Yes',
    );
    await expect(canvas.getByRole('link', { name: 'New web preset' })).toHaveAttribute(
      'href',
      '/settings/web-presets/create',
    );
  },
};

export const Loading: Story = {
  args: { presets: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading web presets')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { presets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No web presets yet' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'New web preset' })).toHaveLength(2);
  },
};

/** More presets than one page: a button under the table asks for the next one. */
export const MoreThanOnePage: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more web presets' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** While the next page comes, the button shows it is busy. */
export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading web presets' }),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    presets: [
      fixture('WebPreset', {
        name: 'Sunday morning worship with Spanish and ASL translation',
      }),
      fixture('WebPreset', {
        uuid: presetId(9),
        name: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
      }),
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ajustes web' })).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Canal de vídeo' })).toBeVisible();
  },
};
