import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { PlayerProfileView } from './PlayerProfileView';

/** Storybook has no demo video: the preview says so, as it would on a server without ffmpeg. */
const VIDEO_URL = '/api/player-config/preview/video.mp4';

const meta = {
  title: 'Studio/Settings/PlayerProfileView',
  component: PlayerProfileView,
  decorators: [withStudioI18n],
  args: {
    profile: fixture('PlayerProfile'),
    videoUrl: VIDEO_URL,
    onDelete: fn(() => Promise.resolve()),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlayerProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Website default' })).toBeVisible();
    await expect(canvas.getByText('Give (https://riverside.example/give)')).toBeVisible();
    // The preview is fetched once the page has shown (LazyPlayerPreview.tsx).
    const preview = await canvas.findByRole('figure', { name: 'Preview' });
    // The call to action and the QRclick label over the video, the live badge of a live profile.
    await expect(within(preview).getByRole('link', { name: 'Give' })).toHaveAttribute(
      'href',
      'https://riverside.example/give',
    );
    await expect(within(preview).getByText('Scan to connect')).toBeVisible();
    await expect(within(preview).getByText('Live')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/settings/player-profiles/8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c01/edit',
    );
  },
};

/** The built-in background mode: no Edit, no Delete, and a preview without controls. */
export const BuiltInBackgroundMode: Story = {
  args: {
    onDelete: undefined,
    profile: fixture('PlayerProfile', {
      uuid: 'background-mode',
      name: 'Background mode',
      contentType: 'on_demand',
      loop: true,
      mute: true,
      backgroundMode: true,
      callToAction: null,
      controlColor: '#FFFFFF',
      qrClickLabel: null,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    const preview = await canvas.findByRole('figure', { name: 'Preview' });
    await expect(within(preview).queryByRole('button', { name: 'Play' })).toBeNull();
  },
};

/** A live profile that restricts playback: no seek bar, the live edge said in words. */
export const RestrictedWhenLive: Story = {
  args: { profile: fixture('PlayerProfile', { restrictPlaybackWhenLive: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Watching live: seeking is off')).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: 'Position' })).toBeNull();
  },
};

/** A playlist that hides its playlist on load: collapsed, one press away. */
export const PlaylistHiddenOnLoad: Story = {
  args: {
    profile: fixture('PlayerProfile', { contentType: 'playlist', hidePlaylistOnLoad: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const showPlaylist = await canvas.findByRole('button', { name: 'Show playlist' });
    await expect(canvas.queryByText('Demo video 1')).toBeNull();
    await userEvent.click(showPlaylist);
    await expect(canvas.getByText('Demo video 1')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Website default?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    profile: fixture('PlayerProfile', {
      name: 'Sunday morning worship embedded on the church website home page with giving',
      callToAction: {
        text: 'Give online',
        url: `https://riverside.example/give?campaign=${'easter'.repeat(30)}`,
      },
      qrClickLabel: 'Scan the code to fill in our digital connect card',
    }),
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reproducción automática')).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: 'Vista previa' })).toBeVisible();
  },
};
