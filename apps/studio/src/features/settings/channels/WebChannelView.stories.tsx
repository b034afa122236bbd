import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoRegions, demoWebChannels } from './channel-fixtures';
import { WebChannelView } from './WebChannelView';

const main = demoWebChannels[0]!;

const meta = {
  title: 'Studio/Settings/WebChannelView',
  component: WebChannelView,
  decorators: [withStudioI18n],
  args: {
    channel: main,
    regions: demoRegions,
    onRemove: fn(async () => undefined),
    writeText: fn(async () => undefined),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebChannelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Share: the embed code of the channel's own type, copied with one press; the stream URLs. */
export const Share: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Embed code' });
    await expect((code as HTMLTextAreaElement).value).toContain(
      '<iframe src="https://studio.example/embed/rvs-main-7k2q"',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy embed code' }));
    await expect(args.writeText).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
    await expect(await canvas.findByText('Copied to the clipboard')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'HLS URL' })).toHaveValue(
      'https://studio.example/live/rvs-main-7k2q/index.m3u8',
    );
  },
};

/** Another embed type chosen for sharing, with the keyboard: its code replaces the iFrame's. */
export const ShareAnotherEmbedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iframe = canvas.getByRole('radio', { name: 'iFrame' });
    await expect(iframe).toBeChecked();
    iframe.focus();
    // Arrow keys move the choice along the group: iFrame, Alternative iFrame, Script tag.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Script tag' })).toBeChecked();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
        '<div data-studio-embed="rvs-main-7k2q"></div>\n<script src="https://studio.example/embed.js" async></script>',
      ),
    );
  },
};

export const StreamUrlsOff: Story = {
  args: { channel: demoWebChannels[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Stream URLs are off for this channel/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'HLS URL' })).toBeNull();
  },
};

export const OfflineImage: Story = {
  args: {
    channel: fixture('WebChannel', {
      offlineContent: {
        type: 'uploaded_image',
        imageId: '3c5e7a90-1b2d-4f6a-8c0e-2d4f6a8c0e01',
        // A 1x1 image inline, so the story needs no server.
        imageUrl:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        mediaId: null,
        playlistId: null,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Display an uploaded image')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Offline image preview' })).toBeVisible();
  },
};

/** Remove says what goes with the channel before anything happens. */
export const RemoveAskedFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Remove Main Web Channel?' });
    await expect(dialog).toHaveTextContent(
      /removed from scheduled and past events, destination groups and sites, and its scheduled replays are deleted/,
    );
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    channel: fixture('WebChannel', {
      name: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
      description:
        'Every service, youth night, concert and special event of the season, streamed live for members who cannot be there in person.',
      loadBalancerName: 'riverside_main_sanctuary_front_of_house_camera_feed_overflow_01',
    }),
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Compartir' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar' })).toBeVisible();
  },
};
