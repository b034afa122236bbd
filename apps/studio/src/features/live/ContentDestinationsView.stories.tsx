import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { Button } from '@studio/ui';
import { withStudioI18n } from '../../storybook/withStudio';
import { ContentDestinationsView } from './ContentDestinationsView';
import { FinishedDestinationActions } from './FinishedDestinationActions';

const running = fixture('ContentDestination', { title: 'Main Web Channel', status: 'started' });
const finished = fixture('ContentDestination', {
  id: '8b0d2f40-6c3e-4a7b-9d1f-0a2b3c4d5e02',
  title: 'Overflow room',
  status: 'stopped',
});
const onDownload = fn();
const onArchive = fn();

const meta = {
  title: 'Studio/Live/ContentDestinationsView',
  component: ContentDestinationsView,
  decorators: [withStudioI18n],
  args: {
    destinations: [running, finished],
    channelNames: {},
    sort: 'desc.start_time',
    hasMore: false,
    isLoadingMore: false,
    onSortChange: fn(),
    onLoadMore: fn(),
    // As the panel renders them: Stop while running; download and archive once ended.
    renderActions: (destination) =>
      destination.status === 'stopped' ? (
        <FinishedDestinationActions
          name={destination.title ?? ''}
          pending={null}
          onDownload={onDownload}
          onArchive={onArchive}
        />
      ) : (
        <Button size="sm">Stop</Button>
      ),
  },
} satisfies Meta<typeof ContentDestinationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ended destination offers its recording and Archive; a running one does not. */
export const RunningAndFinished: Story = {
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

export const Loading: Story = { args: { destinations: null } };

export const Empty: Story = { args: { destinations: [] } };

export const Spanish: Story = { globals: { locale: 'es' } };
