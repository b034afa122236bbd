import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { VenuePasswordFormView } from './VenuePasswordFormView';
import { VenueView } from './VenueView';

const meta = {
  title: 'Studio/Settings/VenueView',
  component: VenueView,
  decorators: [withStudioI18n],
  args: {
    venue: fixture('Venue'),
    channels: [fixture('EncoderChannel')],
    onDelete: fn(async () => undefined),
    renderPasswordForm: (close: () => void) => (
      <VenuePasswordFormView
        values={{ password: '', passwordConfirmation: '' }}
        fieldErrors={{}}
        isSubmitting={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
        onCancel={close}
      />
    ),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof VenueView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'venue.north' })).toBeVisible();
    await expect(canvas.getByText('Playing')).toBeVisible();
    await expect(canvas.getByText('Sunday Services')).toBeVisible();
    await expect(canvas.getByText('1024 of 4096 MB')).toBeVisible();
    await expect(canvas.getByText('5820.5 kbps')).toBeVisible();
    await expect(canvas.getByText('18.2 s')).toBeVisible();
    await expect(canvas.getByText('00:41:12.000')).toBeVisible();
    await expect(canvas.getByText('3.8.2')).toBeVisible();
    await expect(
      canvas.getByText('https://live.studio.example/rvs-main-7k2q/index.m3u8'),
    ).toBeVisible();
  },
};

/** A decoder signed in with nothing live on its channels: online, stopped, still measuring. */
export const OnlineStopped: Story = {
  args: {
    venue: fixture('Venue', {
      status: 'online',
      averageBandwidthKbps: 0,
      bufferSeconds: null,
      playheadPosition: null,
      streamUrl: null,
      playerVersion: 'studio-decoder 1.0.0 (ffmpeg 5.1.6)',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText('Nothing playing')).toBeVisible();
    await expect(canvas.getByText('0 kbps')).toBeVisible();
    await expect(canvas.getByText('studio-decoder 1.0.0 (ffmpeg 5.1.6)')).toBeVisible();
    await expect(canvas.queryByText('Never')).not.toBeInTheDocument();
  },
};

/** A decoder that never reported: every figure says so; channels unreadable show as a count. */
export const NeverReportedChannelsUnreadable: Story = {
  args: {
    channels: null,
    venue: fixture('Venue', {
      status: 'offline',
      averageBandwidthKbps: null,
      bufferSeconds: null,
      freeMemoryBytes: null,
      totalMemoryBytes: null,
      playheadPosition: null,
      playerVersion: null,
      streamUrl: null,
      lastUpdate: null,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
    await expect(canvas.getByText('Nothing playing')).toBeVisible();
    await expect(canvas.getAllByText('Not reported').length).toBeGreaterThan(1);
  },
};

/** Change password opens its own dialog; Cancel closes it. */
export const ChangePasswordDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the password of venue.north',
    });
    // The dialog fades in: wait until its fields show.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Confirm password/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** Remove asks first and says what it does to the decoders. */
export const RemoveAskedFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove venue.north?' });
    await expect(dialog).toHaveTextContent('signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reproduciendo')).toBeVisible();
  },
};
