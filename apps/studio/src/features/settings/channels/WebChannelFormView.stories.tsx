import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatStreamDelay, VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { newWebChannelValues, webChannelValuesOf } from './form-actors';
import { demoEncoderChannels, demoRegions, demoWebChannels } from './channel-fixtures';
import { WebChannelFormView } from './WebChannelFormView';

const main = demoWebChannels[0]!;
const northAmericaChannels = demoEncoderChannels.filter(
  (channel) => channel.regionId === demoRegions[0]!.uuid,
);
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta = {
  title: 'Studio/Settings/WebChannelFormView',
  component: WebChannelFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/web-channels',
    values: newWebChannelValues(demoRegions),
    regions: demoRegions,
    encoderChannels: northAmericaChannels,
    videos: [],
    playlists: [],
    maxDeleteAfter: 30,
    savedImageUrl: null,
    imageUpload: { status: 'none' },
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onChooseImage: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebChannelFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New web channel' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Replay the previous event' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Display an uploaded image' }));
    await expect(args.onChange).toHaveBeenCalledWith({ 'offlineContent.type': 'uploaded_image' });
  },
};

export const Edit: Story = {
  args: {
    savedName: main.name,
    backHref: `/settings/web-channels/${main.uuid}`,
    values: webChannelValuesOf(main, formatStreamDelay),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Stream delay/ })).toHaveValue('1:30');
    await expect(canvas.getByRole('switch', { name: 'Stream URLs (HLS and DASH)' })).toBeChecked();
  },
};

/** The messages a person can meet, each on its field and in the summary. */
export const FieldMessages: Story = {
  args: {
    values: {
      ...newWebChannelValues(demoRegions),
      name: 'W'.repeat(41),
      loadBalancerName: 'main lb',
      streamDelaySeconds: '0:45',
      'offlineContent.type': 'uploaded_image',
    },
    fieldErrors: {
      name: VALIDATION_MESSAGES.webChannelNameMax,
      loadBalancerName: VALIDATION_MESSAGES.loadBalancerCharacters,
      streamDelaySeconds: VALIDATION_MESSAGES.streamDelayRange,
      'offlineContent.imageId': VALIDATION_MESSAGES.offlineImageRequired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /^Stream delay/ }),
    ).toHaveAccessibleDescription(/Stream delay must be between 1:30 and 10:00 minutes\./);
    const imageLink = canvas.getByRole('link', { name: 'Upload an offline image.' });
    await userEvent.click(imageLink);
  },
};

/** The load balancer another channel has: the server's 409, on its field. */
export const LoadBalancerTaken: Story = {
  args: {
    values: {
      ...newWebChannelValues(demoRegions),
      name: 'Campus',
      loadBalancerName: 'riverside_main',
    },
    fieldErrors: { loadBalancerName: VALIDATION_MESSAGES.loadBalancerExists },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Load balancer/ }),
    ).toHaveAccessibleDescription(/This load balancer already exists, try another load balancer\./);
  },
};

export const StreamDelayNotMinutes: Story = {
  args: {
    values: { ...newWebChannelValues(demoRegions), streamDelaySeconds: '90' },
    fieldErrors: { streamDelaySeconds: VALIDATION_MESSAGES.streamDelayFormat },
  },
};

/** A region other than some encoder channels': a warning, not an error. */
export const CrossRegionWarning: Story = {
  args: { encoderChannels: demoEncoderChannels },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Encoder channels in another region: Europe Mission Trip\./),
    ).toBeVisible();
  },
};

export const ImageUploading: Story = {
  args: {
    values: { ...newWebChannelValues(demoRegions), 'offlineContent.type': 'uploaded_image' },
    imageUpload: { status: 'uploading', fileName: 'offline.png' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading the image')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ImageReady: Story = {
  args: {
    values: {
      ...newWebChannelValues(demoRegions),
      'offlineContent.type': 'uploaded_image',
      'offlineContent.imageId': '3c5e7a90-1b2d-4f6a-8c0e-2d4f6a8c0e01',
    },
    imageUpload: { status: 'ready', fileName: 'offline.png', previewUrl: PIXEL },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Image ready: offline.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace the image' })).toBeVisible();
  },
};

export const ImageRefused: Story = {
  args: {
    values: { ...newWebChannelValues(demoRegions), 'offlineContent.type': 'uploaded_image' },
    imageUpload: { status: 'failed', message: VALIDATION_MESSAGES.offlineImageSize },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('The offline image must be at most 2 MB.')[0],
    ).toBeVisible();
  },
};

/** The library has nothing to offer yet: the picker says so. */
export const LibraryEmpty: Story = {
  args: {
    values: { ...newWebChannelValues(demoRegions), 'offlineContent.type': 'uploaded_video' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No videos in the library yet')).toBeVisible();
  },
};

export const LibraryPlaylists: Story = {
  args: {
    values: { ...newWebChannelValues(demoRegions), 'offlineContent.type': 'uploaded_playlist' },
    playlists: [{ id: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01', name: 'Sermon series: Hope' }],
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { loadBalancerName: VALIDATION_MESSAGES.loadBalancerExists } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo canal web' })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Este balanceador de carga ya existe, pruebe con otro balanceador de carga.',
      }),
    ).toBeVisible();
  },
};
