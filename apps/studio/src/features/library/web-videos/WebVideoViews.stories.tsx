import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WebVideo } from '@studio/api';
import { LIFECYCLE_MESSAGES, WEB_VIDEO_VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { StartWebVideoView } from './StartWebVideoView';
import type { WebVideoItem } from './web-videos';
import { WebVideosView } from './WebVideosView';
import { WebVideoView } from './WebVideoView';

const playing: WebVideo = {
  uuid: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f11',
  name: 'Sunday replay',
  description: 'Replay of the 9am service.',
  mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01',
  webChannelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
  playoutBehaviour: 'faster_immediate',
  startCue: '00:00:00.000',
  stopCue: '01:15:12.000',
  status: 'started',
  startedAt: '2026-11-22T18:00:00Z',
};
const stopped: WebVideo = {
  ...playing,
  uuid: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f12',
  name: 'Christmas Eve replay',
  playoutBehaviour: 'realtime',
  status: 'stopped',
};
const waiting: WebVideo = {
  ...playing,
  uuid: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f13',
  name: 'Worship Night at the next replay',
  playoutBehaviour: 'faster_next_replay',
  status: 'scheduled',
  startedAt: null,
};
const failed: WebVideo = {
  ...playing,
  uuid: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f14',
  name: 'Baptism Sunday for Europe with a name long enough to wrap across the table cell and more',
  status: 'error',
  startedAt: null,
};
const asRow = (video: WebVideo): WebVideoItem => ({ ...video, id: video.uuid });
const channel = { name: 'Main Web Channel', embedId: 'rvs-main-7k2q' };

const meta = {
  title: 'Studio/Library/Web videos',
  component: WebVideoView,
  decorators: [withStudioI18n],
  args: {
    video: playing,
    channel,
    canStop: true,
    onStop: fn(async () => undefined),
    stopError: null,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebVideoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Playing: its facts, the watch page, and Stop asked first (it cannot restart). */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Playing')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Open the watch page of Main Web Channel' }),
    ).toHaveAttribute('href', '/embed/rvs-main-7k2q');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // Still fading in: there, if not yet opaque.
    await expect(within(dialog).getByText(/cannot be restarted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop web video' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Stopped: no Stop, and why it cannot start again. */
export const Stopped: Story = {
  args: { video: stopped },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(canvas.getByText(/cannot be restarted/)).toBeVisible();
  },
};

/** The playout failed; the stop failure of another attempt is shown too. */
export const Failed: Story = {
  args: { video: failed, stopError: 'A request conflict has occurred.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The playout failed/)).toBeVisible();
  },
};

/** A role without webEvents.manage reads it without Stop; its channel still loading. */
export const ReadOnly: Story = {
  args: { video: waiting, canStop: false, channel: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for the next replay')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

/** The list: each web video's status, playout and start. */
export const List: StoryObj<typeof WebVideosView> = {
  render: () => (
    <WebVideosView
      webVideos={[playing, waiting, stopped, failed].map(asRow)}
      hasMore={false}
      isLoadingMore={false}
      onLoadMore={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Web videos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('Playing')).toBeVisible();
    await expect(within(table).getAllByText('Not started')).toHaveLength(2);
  },
};

export const ListLoading: StoryObj<typeof WebVideosView> = {
  render: () => (
    <WebVideosView webVideos={null} hasMore={false} isLoadingMore={false} onLoadMore={fn()} />
  ),
};

export const ListEmpty: StoryObj<typeof WebVideosView> = {
  render: () => (
    <WebVideosView webVideos={[]} hasMore={false} isLoadingMore={false} onLoadMore={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No web videos yet' })).toBeVisible();
  },
};

const startArgs = {
  item: {
    mediaId: playing.mediaId,
    title: 'Sunday 9am Service - Hope in Hard Times',
    isReady: true,
  },
  webChannels: [
    { uuid: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01', name: 'Main Web Channel' },
    { uuid: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02', name: 'Youth Nights' },
  ],
  values: {
    name: 'Sunday 9am Service - Hope in Hard Times',
    description: '',
    webChannelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
    playoutBehaviour: 'realtime' as const,
    startCue: '00:00:00.000',
    stopCue: '00:00:10.000',
  },
  fieldErrors: {},
  formError: null,
  isSubmitting: false,
};

/** Starting a library video: the keyboard path through the playout choice to Start. */
export const Start: StoryObj<typeof StartWebVideoView> = {
  render: (args) => <StartWebVideoView {...args} />,
  args: { ...startArgs, onChange: fn(), onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Sunday 9am Service - Hope in Hard Times',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Playout/ }),
      'faster_immediate',
    );
    await expect(args.onChange).toHaveBeenCalledWith({ playoutBehaviour: 'faster_immediate' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start web video' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The channel is in use (409), and the rules' messages on their fields. */
export const StartRefused: StoryObj<typeof StartWebVideoView> = {
  render: (args) => <StartWebVideoView {...args} />,
  args: {
    ...startArgs,
    values: { ...startArgs.values, name: 'Replay <live>', stopCue: '00:00:05' },
    fieldErrors: {
      name: WEB_VIDEO_VALIDATION_MESSAGES.noAngleBrackets,
      stopCue: WEB_VIDEO_VALIDATION_MESSAGES.cuePosition,
    },
    formError: LIFECYCLE_MESSAGES.webChannelInUse,
    onChange: fn(),
    onSubmit: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Must not contain < or >\./,
    );
    await expect(canvas.getAllByText('The web channel is already in use.').length).toBeGreaterThan(
      0,
    );
  },
};

/** Still processing and no web channel: Start waits, and says why. */
export const StartBlocked: StoryObj<typeof StartWebVideoView> = {
  render: (args) => <StartWebVideoView {...args} />,
  args: {
    ...startArgs,
    item: { ...startArgs.item, isReady: false },
    webChannels: [],
    values: { ...startArgs.values, webChannelId: '' },
    onChange: fn(),
    onSubmit: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/still being processed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start web video' })).toBeDisabled();
  },
};

export const StartSpanish: StoryObj<typeof StartWebVideoView> = {
  render: (args) => <StartWebVideoView {...args} />,
  args: { ...startArgs, onChange: fn(), onSubmit: fn() },
  globals: { locale: 'es' },
};
