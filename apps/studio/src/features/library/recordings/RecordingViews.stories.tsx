import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EncoderVideo } from '@studio/api';
import { fixture } from '@studio/api/mocks';
import { Button } from '@studio/ui';
import { withStudioI18n } from '../../../storybook/withStudio';
import { ContentDestinationsView } from '../../live/ContentDestinationsView';
import { DestinationRowActions } from '../../live/DestinationRowActions';
import type { RecordingItem } from './recordings';
import { RecordingsView } from './RecordingsView';
import { RecordingView } from './RecordingView';

const recorded: EncoderVideo = {
  uuid: '4d6f8b10-3c5e-4a7b-8d9f-0e1a2b3c4d01',
  name: 'Sunday 9am Service',
  startTime: '2026-11-22T15:00:00Z',
  eventProfileId: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
  state: 'STOPPED',
  durationSeconds: 4512.4,
  savedMediaId: null,
  eventId: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c01',
  deleteAt: '2026-12-22T15:00:00Z',
};
const recording: EncoderVideo = {
  ...recorded,
  uuid: '4d6f8b10-3c5e-4a7b-8d9f-0e1a2b3c4d02',
  name: 'Midweek Prayer',
  state: 'STARTED',
  durationSeconds: null,
};
const saved: EncoderVideo = {
  ...recorded,
  uuid: '4d6f8b10-3c5e-4a7b-8d9f-0e1a2b3c4d03',
  name: 'Christmas Eve',
  savedMediaId: '7c1e3a50-2b4d-4f6a-8c0e-9d1f3b5a7c01',
  deleteAt: null,
};
const asRow = (video: EncoderVideo): RecordingItem => ({ ...video, id: video.uuid });

const meta = {
  title: 'Studio/Library/Recordings',
  component: RecordingView,
  decorators: [withStudioI18n],
  args: {
    video: recorded,
    canSave: true,
    canStop: true,
    values: { title: recorded.name, tags: '', description: '' },
    fieldErrors: {},
    formError: null,
    isSaving: false,
    onChange: fn(),
    onSave: fn(),
    isStopping: false,
    stopError: null,
    onStop: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof RecordingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ended recording: its facts and the save form, titled after the event. */
export const ReadyToSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue('Sunday 9am Service');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Tags/ }), 'worship');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save to library' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Stop recording' })).toBeNull();
    // Its channel deletes it in time: the date, and how to keep it.
    await expect(canvas.getByText('Deletes on')).toBeVisible();
    await expect(canvas.getByText(/Save it to the library to keep it\./)).toBeVisible();
  },
};

/** The server's refusal (saved meanwhile) and a rule message, each read with the form. */
export const Refused: Story = {
  args: {
    values: { title: '', tags: '', description: '' },
    fieldErrors: { title: 'titleRequired' },
    formError: 'This recording is already in the library.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      /Title is required\./,
    );
    await expect(canvas.getByText('This recording is already in the library.')).toBeVisible();
  },
};

/** Still written: Stop for whoever manages encoders, and no form yet. */
export const StillRecording: Story = {
  args: { video: recording },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recording')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Saved already: a link to its library item in place of the form. */
export const Saved: Story = {
  args: { video: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open in the library' })).toHaveAttribute(
      'href',
      `/media/library/${saved.savedMediaId}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Save to library' })).toBeNull();
    // Its channel keeps recordings: no date, no advice to save it.
    await expect(canvas.getByText('Kept')).toBeVisible();
    await expect(canvas.queryByText(/Save it to the library to keep it\./)).toBeNull();
  },
};

/** A role without mediaLibrary.add sees the facts and why there is no form. */
export const CannotSave: Story = {
  args: { canSave: false, canStop: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your role cannot add videos to the library.')).toBeVisible();
  },
};

const webChannelId = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01';
const onTheWeb = fixture('ContentDestination', {
  eventId: recorded.eventId ?? null,
  type: 'EMBED',
  title: null,
  webEventProfileId: webChannelId,
  status: 'started',
});
const onStopDestination = fn();

/**
 * For whoever may manage the schedule: below the save form, the live event's destinations as Go
 * Live lists them (here the pure table; the page gives it the rows' own commands).
 */
export const WithEventDestinations: Story = {
  args: {
    video: recording,
    destinations: (
      <ContentDestinationsView
        description="Where the live event of this recording was streamed, with their commands."
        destinations={[onTheWeb]}
        names={{
          webChannels: { [webChannelId]: 'Main Web Channel' },
          rtmpDestinations: {},
          socialChannels: {},
        }}
        sort="desc.start_time"
        hasMore={false}
        isLoadingMore={false}
        onSortChange={fn()}
        onLoadMore={fn()}
        renderActions={() => (
          <DestinationRowActions error={null}>
            <Button size="sm" variant="secondary" onPress={onStopDestination}>
              Stop
            </Button>
          </DestinationRowActions>
        )}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Content destinations' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Content destinations' });
    await expect(within(table).getByRole('rowheader', { name: 'Main Web Channel' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Stop' }));
    await expect(onStopDestination).toHaveBeenCalled();
  },
};

/** The list: each recording's state and whether it is in the library. */
export const List: StoryObj<typeof RecordingsView> = {
  render: () => (
    <RecordingsView
      recordings={[recording, recorded, saved].map(asRow)}
      hasMore={false}
      isLoadingMore={false}
      onLoadMore={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recordings' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('Recording')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Open in the library' })).toBeVisible();
    await expect(within(table).getAllByText('Not saved')).toHaveLength(2);
    // The saved one's channel keeps recordings; the others are deleted on a date.
    await expect(within(table).getByRole('columnheader', { name: 'Deletes on' })).toBeVisible();
    await expect(within(table).getByText('Kept')).toBeVisible();
  },
};

/** `/media/save` without a recording named, and nothing recorded yet. */
export const ChooseWhenEmpty: StoryObj<typeof RecordingsView> = {
  render: () => (
    <RecordingsView
      recordings={[]}
      hasMore={false}
      isLoadingMore={false}
      onLoadMore={fn()}
      purpose="save"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Save to library' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();
  },
};
