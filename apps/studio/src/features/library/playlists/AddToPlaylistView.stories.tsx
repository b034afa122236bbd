import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoLibraryItems } from '../library-fixtures';
import { demoPlaylists } from './playlist-fixtures';
import { AddToPlaylistView } from './AddToPlaylistView';

const meta = {
  title: 'Studio/Library/AddToPlaylistView',
  component: AddToPlaylistView,
  decorators: [withStudioI18n],
  args: {
    playlists: demoPlaylists,
    fixedPlaylist: null,
    count: null,
    library: demoLibraryItems,
    values: { playlistId: '', mediaIds: [] },
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AddToPlaylistView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/media/playlists/add`: choose a playlist, then videos with the keyboard. */
export const ChoosePlaylist: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Playlist/ }),
      demoPlaylists[1]!.id,
    );
    await expect(args.onChange).toHaveBeenCalledWith({ playlistId: demoPlaylists[1]!.id });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: new RegExp(demoLibraryItems[0]!.title) }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({
      mediaIds: [demoLibraryItems[0]!.mediaId],
    });
  },
};

/** `/media/playlists/add/{uuid}/{count}`: the playlist is named, the room left shown first. */
export const ForOnePlaylist: Story = {
  args: {
    fixedPlaylist: demoPlaylists[1]!,
    count: 2,
    values: { playlistId: demoPlaylists[1]!.id, mediaIds: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Add videos to Special Services' }),
    ).toBeVisible();
    await expect(canvas.getByText('2 of 10 videos; room for 8 more.')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /Playlist/ })).not.toBeInTheDocument();
  },
};

export const Duplicate: Story = {
  args: {
    fixedPlaylist: demoPlaylists[0]!,
    count: 2,
    values: { playlistId: demoPlaylists[0]!.id, mediaIds: [demoLibraryItems[0]!.mediaId] },
    fieldErrors: { mediaIds: 'This video is already in the playlist.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByText('This video is already in the playlist.'),
    ).not.toHaveLength(0);
  },
};

export const Full: Story = {
  args: {
    fixedPlaylist: demoPlaylists[1]!,
    count: 10,
    values: { playlistId: demoPlaylists[1]!.id, mediaIds: [demoLibraryItems[0]!.mediaId] },
    formError: 'The playlist is full. Remove videos, raise its maximum or make it rolling.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The playlist is full. Remove videos, raise its maximum or make it rolling.',
      ),
    ).toBeVisible();
  },
};

export const NothingChosen: Story = {
  args: {
    fieldErrors: {
      playlistId: 'Choose a playlist.',
      mediaIds: 'Choose videos of your library.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Choose a playlist.')).not.toHaveLength(
      0,
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Agregar videos a una lista' }),
    ).toBeVisible();
  },
};
