import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { Button } from '@studio/ui';
import { withStudioI18n } from '../../storybook/withStudio';
import {
  NO_DESTINATION_NAMES,
  socialCommandsOf,
  type DestinationNames,
} from './content-destinations';
import { ContentDestinationsView } from './ContentDestinationsView';
import { DestinationRowActions } from './DestinationRowActions';
import { FinishedDestinationActions } from './FinishedDestinationActions';
import { SocialDestinationActions } from './SocialDestinationActions';

const running = fixture('ContentDestination', { title: 'Main Web Channel', status: 'started' });
const finished = fixture('ContentDestination', {
  id: '8b0d2f40-6c3e-4a7b-9d1f-0a2b3c4d5e02',
  title: 'Overflow room',
  status: 'stopped',
});
const onDownload = fn();
const onArchive = fn();
const onPublish = fn();
const onRepublish = fn();
const onRetry = fn();

const names: DestinationNames = {
  webChannels: { '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01': 'Main Web Channel' },
  rtmpDestinations: {
    '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01': 'Vimeo backup',
    '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02': 'Campus relay',
  },
  socialChannels: {
    '104233118812345': 'Riverside Community Church',
    UC4f1c2a7e8b3d4c559a61: 'Riverside TV',
  },
};

/** Every kind of destination, in the states issue 15 adds: warning, error, publish, republish. */
const rtmpWarning = fixture('ContentDestination', {
  id: '8b0d2f40-6c3e-4a7b-9d1f-0a2b3c4d5e11',
  type: 'RTMP',
  destinationType: 'custom_rtmp',
  status: 'warning',
  title: null,
  webEventProfileId: null,
  rtmpDestinationId: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01',
});
const rtmpError = fixture('ContentDestination', {
  ...rtmpWarning,
  id: '8b0d2f40-6c3e-4a7b-9d1f-0a2b3c4d5e12',
  status: 'error',
  rtmpDestinationId: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02',
});
const facebookUnpublished = fixture('ContentDestination', {
  id: '8b0d2f40-6c3e-4a7b-9d1f-0a2b3c4d5e13',
  type: 'FACEBOOK',
  destinationType: 'facebook',
  status: 'started',
  title: 'Midweek Prayer',
  webEventProfileId: null,
  channelId: '104233118812345',
  destinationId: 'sandbox-live-4821',
  publishStatus: 'unpublished',
});
const youtubeFinished = fixture('ContentDestination', {
  id: '8b0d2f40-6c3e-4a7b-9d1f-0a2b3c4d5e14',
  type: 'YOUTUBE',
  destinationType: 'youtube',
  status: 'stopped',
  title: 'Midweek Prayer',
  webEventProfileId: null,
  channelId: 'UC4f1c2a7e8b3d4c559a61',
  destinationId: 'sandbox-live-4822',
  publishStatus: 'published',
});
const webRunning = fixture('ContentDestination', { title: null, status: 'started' });

const meta = {
  title: 'Studio/Live/ContentDestinationsView',
  component: ContentDestinationsView,
  decorators: [withStudioI18n],
  args: {
    destinations: [running, finished],
    names,
    sort: 'desc.start_time',
    hasMore: false,
    isLoadingMore: false,
    onSortChange: fn(),
    onLoadMore: fn(),
    // As the panel renders them: Stop while running; download and archive once ended.
    renderActions: (destination) => (
      <>
        <SocialDestinationActions
          name={destination.title ?? destination.id}
          commands={socialCommandsOf(destination)}
          pending={null}
          onPublish={onPublish}
          onRepublish={onRepublish}
        />
        {destination.status === 'stopped' ? (
          <FinishedDestinationActions
            name={destination.title ?? ''}
            pending={null}
            onDownload={onDownload}
            onArchive={onArchive}
          />
        ) : (
          <Button size="sm">Stop</Button>
        )}
      </>
    ),
  },
} satisfies Meta<typeof ContentDestinationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ended destination offers its recording and Archive; a running one does not. */
export const RunningAndFinished: Story = {
  // Names not known here: each row shows the destination's own title.
  args: { names: NO_DESTINATION_NAMES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Overflow room' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Main Web Channel$/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Download the recording of Overflow room' }),
    );
    await expect(onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive Overflow room' }));
    await expect(onArchive).toHaveBeenCalled();
  },
};

/**
 * A web channel, two custom RTMP destinations (one running with a problem, one failed) and two
 * social ones: the unpublished live video offers Publish, the ended one Republish.
 */
export const KindsAndStates: Story = {
  args: {
    destinations: [webRunning, rtmpWarning, rtmpError, facebookUnpublished, youtubeFinished],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (name: string) =>
      canvas
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name }) !== null);
    await expect(row('Main Web Channel')).toHaveTextContent('Web channel');
    await expect(row('Vimeo backup')).toHaveTextContent('Custom RTMP');
    await expect(row('Vimeo backup')).toHaveTextContent('Warning');
    await expect(row('Campus relay')).toHaveTextContent('Error');
    await expect(row('Riverside Community Church')).toHaveTextContent('Facebook · Unpublished');
    await expect(row('Riverside TV')).toHaveTextContent('YouTube · Published');
    // Only the unpublished one offers Publish, only the ended one Republish.
    await expect(canvas.getAllByRole('button', { name: /^Publish / })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Republish / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Midweek Prayer' }));
    await expect(onPublish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Republish Midweek Prayer' }));
    await expect(onRepublish).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { destinations: null } };

export const Empty: Story = { args: { destinations: [] } };

export const Spanish: Story = { globals: { locale: 'es' } };

/**
 * A refused Download says why inside its row, under the buttons (the server's words, announced as
 * an alert): nothing covers the row's or the next rows' commands, and nothing needs dismissing.
 */
export const RowError: Story = {
  args: {
    // Each row by its own title, as in RunningAndFinished.
    names: NO_DESTINATION_NAMES,
    renderActions: (destination) =>
      destination.status === 'stopped' ? (
        <DestinationRowActions error="The library video is not saved yet. Retry shortly.">
          <FinishedDestinationActions
            name={destination.title ?? ''}
            pending={null}
            onDownload={onDownload}
            onArchive={onArchive}
          />
        </DestinationRowActions>
      ) : (
        <DestinationRowActions error={null}>
          <Button size="sm">Stop</Button>
        </DestinationRowActions>
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const finishedRow = canvas
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: 'Overflow room' }) !== null);
    if (!finishedRow) throw new Error('The finished row is missing.');
    const alert = within(finishedRow).getByRole('alert');
    await expect(alert).toHaveTextContent('The library video is not saved yet. Retry shortly.');
    // Only the row that failed carries a message.
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    // Its buttons stay where they were, and still answer.
    await userEvent.click(
      within(finishedRow).getByRole('button', { name: 'Archive Overflow room' }),
    );
    await expect(onArchive).toHaveBeenCalled();
  },
};

/** The list could not be read (here a 403's words): said, with Try again, not shown as empty. */
export const LoadFailed: Story = {
  args: {
    destinations: [],
    error: 'Your account has insufficient permissions to access this feature.',
    onRetry,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your account has insufficient permissions to access this feature.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('No destinations to show yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/**
 * Go Live's list of every event's destinations, under its choices: its own heading and name, and
 * a column naming each row's live event.
 */
export const Recent: Story = {
  args: {
    title: 'Recent content destinations',
    description:
      "Every live event's destinations, newest first, also after a reload or once the event has ended.",
    showsEvent: true,
    destinations: [
      { ...running, eventName: 'Midweek Prayer' },
      { ...finished, eventName: 'Sunday 9am Service' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Recent content destinations' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Recent content destinations' });
    await expect(within(table).getByRole('columnheader', { name: 'Event' })).toBeVisible();
    // Both rows stream to the same channel: the event is what tells them apart.
    const [first, second] = within(table).getAllByRole('row').slice(1);
    await expect(within(first!).getByText('Midweek Prayer')).toBeVisible();
    await expect(within(second!).getByText('Sunday 9am Service')).toBeVisible();
  },
};

/** One event's destinations (Go Live's attempt, a recording): no column repeats the event. */
export const OneEventsDestinations: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Content destinations' });
    await expect(within(table).queryByRole('columnheader', { name: 'Event' })).toBeNull();
  },
};
