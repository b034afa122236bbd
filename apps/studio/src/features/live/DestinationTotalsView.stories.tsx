import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../storybook/withStudio';
import { DestinationTotalsView } from './DestinationTotalsView';

const onRetry = fn();

const meta = {
  title: 'Studio/Live/DestinationTotalsView',
  component: DestinationTotalsView,
  decorators: [withStudioI18n],
  args: {
    summary: fixture('ContentDestinationSummary', {
      views: 812,
      viewers: 604,
      peakConcurrentViewers: 233,
      totalMinutesWatched: 31877.5,
    }),
    error: null,
    onRetry,
  },
} satisfies Meta<typeof DestinationTotalsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each total is a labelled group, the minutes rounded to whole minutes in the locale. */
export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Views' })).toHaveTextContent('812');
    await expect(canvas.getByRole('group', { name: 'Peak concurrent viewers' })).toHaveTextContent(
      '233',
    );
    await expect(canvas.getByRole('group', { name: 'Minutes watched' })).toHaveTextContent(
      '31,878',
    );
  },
};

export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the totals' }),
    ).toBeVisible();
  },
};

/** A failed read says so in the server's words and offers Retry. */
export const Failed: Story = {
  args: { summary: null, error: 'You are not allowed to read these totals.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You are not allowed to read these totals.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};
