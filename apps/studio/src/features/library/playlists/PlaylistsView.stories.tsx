import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoPlaylistMedia, demoPlaylists } from './playlist-fixtures';
import { PlaylistsView } from './PlaylistsView';

const meta = {
  title: 'Studio/Library/PlaylistsView',
  component: PlaylistsView,
  decorators: [withStudioI18n],
  args: {
    playlists: demoPlaylists,
    mediaByPlaylist: new Map(demoPlaylistMedia.map((media) => [media.playlistId, media])),
    sort: 'desc.created_date',
    onSortChange: fn(),
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
    create: {
      name: '',
      error: null,
      isSubmitting: false,
      onNameChange: fn(),
      onSubmit: fn(),
    },
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlaylistsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Playlists' });
    const sermons = within(table).getByRole('row', { name: /Sermons 2026/ });
    await expect(sermons).toHaveTextContent('2 of 100');
    await expect(sermons).toHaveTextContent('Rolling: drops the oldest');
    await expect(sermons).toHaveTextContent('Hope in Hard Times');
    // The keyboard path: a name, then Enter submits the create form.
    await userEvent.click(canvas.getByRole('textbox', { name: /Playlist name/ }));
    await userEvent.keyboard('Easter{Enter}');
    await expect(args.create?.onSubmit).toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'asc.name');
    await expect(args.onSortChange).toHaveBeenCalledWith('asc.name');
  },
};

export const MediaStillLoading: Story = {
  args: { mediaByPlaylist: new Map() },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Playlists' });
    await expect(within(table).getAllByText('Loading…')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { playlists: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading playlists…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { playlists: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No playlists yet' }),
    ).toBeVisible();
  },
};

export const NameTaken: Story = {
  args: {
    create: {
      name: 'Sermons 2026',
      error: 'A playlist with this name already exists.',
      isSubmitting: false,
      onNameChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('A playlist with this name already exists.'),
    ).toBeVisible();
  },
};

/** A Video Review user reads playlists and cannot make one. */
export const ReadOnly: Story = {
  args: { create: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Create playlist' }),
    ).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Listas de reproducción' }),
    ).toBeVisible();
  },
};
