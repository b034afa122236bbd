import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { toFormValues } from './actors';
import { demoPlaylistRecord } from './playlist-fixtures';
import { PlaylistView } from './PlaylistView';

const editing = {
  values: toFormValues(demoPlaylistRecord.playlist),
  fieldErrors: {},
  formError: null,
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
  onMove: fn(),
  onRemove: fn(),
  onDelete: fn(async () => undefined),
  isChangingMedia: false,
};

const meta = {
  title: 'Studio/Library/PlaylistView',
  component: PlaylistView,
  decorators: [withStudioI18n],
  args: {
    record: demoPlaylistRecord,
    items: demoPlaylistRecord.media.items,
    editing,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlaylistView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sermons 2026' })).toBeVisible();
    await expect(canvas.getByText('2 of 100')).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Videos of Sermons 2026' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add videos' })).toHaveAttribute(
      'href',
      `/media/playlists/add/${demoPlaylistRecord.playlist.id}/2`,
    );
  },
};

/** The keyboard path: Tab to a row's Move down, Enter moves it; the first row has no Move up. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const down = await canvas.findByRole('button', {
      name: 'Move down “Sunday 9am Service - Hope in Hard Times”',
    });
    await expect(
      canvas.getByRole('button', { name: 'Move up “Sunday 9am Service - Hope in Hard Times”' }),
    ).toBeDisabled();
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.editing?.onMove).toHaveBeenCalledWith(0, 1);
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Remove “Youth Night - Courage” from the playlist',
      }),
    );
    await expect(args.editing?.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Youth Night - Courage' }),
    );
  },
};

export const InvalidSettings: Story = {
  args: {
    editing: {
      ...editing,
      values: { ...editing.values, name: '' },
      fieldErrors: { name: 'Playlist name is required.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Playlist name is required.')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  args: {
    record: {
      ...demoPlaylistRecord,
      media: { ...demoPlaylistRecord.media, items: [], mediaCount: 0, totalLength: 0 },
    },
    items: [],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This playlist has no videos yet.'),
    ).toBeVisible();
  },
};

/** A Video Review user: the videos and their order, nothing to change. */
export const ReadOnly: Story = {
  args: { editing: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save playlist' })).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Bajar «Sunday 9am Service - Hope in Hard Times»',
      }),
    ).toBeVisible();
  },
};
