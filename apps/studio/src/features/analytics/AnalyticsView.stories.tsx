import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StatisticsSummary } from '@studio/api';
import { withStudioI18n } from '../../storybook/withStudio';
import { AnalyticsView } from './AnalyticsView';

export const demoSummary: StatisticsSummary = {
  start: '2026-10-28T00:00:00Z',
  end: '2026-11-25T00:00:00Z',
  metrics: [
    { metric: 'views', value: 2710, percentageIncrease: -3.2, trend: 'negative' },
    { metric: 'viewers', value: 1840, percentageIncrease: 12.5, trend: 'positive' },
    { metric: 'avgTimeWatched', value: 1985, percentageIncrease: 0, trend: 'none' },
    { metric: 'totalTimeWatched', value: 5379350, percentageIncrease: 4, trend: 'positive' },
    { metric: 'newViewers', value: 610, percentageIncrease: 20, trend: 'positive' },
    { metric: 'returnViewers', value: 1230, percentageIncrease: 9.1, trend: 'positive' },
    { metric: 'peakConcurrentViewers', value: 212, percentageIncrease: null, trend: 'none' },
    { metric: 'medianTimeWatched', value: 1520, percentageIncrease: -1, trend: 'negative' },
    { metric: 'totalMinutesWatched', value: 89656, percentageIncrease: 4, trend: 'positive' },
    { metric: 'peakConcurrentLiveViews', value: 180, percentageIncrease: 2, trend: 'positive' },
  ],
};

const meta = {
  title: 'Studio/Analytics/AnalyticsView',
  component: AnalyticsView,
  decorators: [withStudioI18n],
  args: {
    source: 'webevents',
    preset: 'last28',
    customFrom: '',
    customTo: '',
    isCustomInvalid: false,
    summary: demoSummary,
    locations: [
      { city: 'Springfield', country: 'US', latitude: 39.78, longitude: -89.65, weight: 412 },
      { city: 'Austin', country: 'US', latitude: 30.27, longitude: -97.74, weight: 96 },
    ],
    exportState: 'idle',
    onPresetChange: fn(),
    onCustomChange: fn(),
    onExport: fn(),
    onCancelExport: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AnalyticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards in section 9's stat order; the chart's figures in a table for screen readers. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'The figures of the chart' });
    const rows = within(table).getAllByRole('rowheader');
    await expect(rows[0]).toHaveTextContent('Viewers');
    await expect(rows[1]).toHaveTextContent('Views');
    await expect(within(table).getByRole('row', { name: /^Viewers/ })).toHaveTextContent(
      'Up 12.5 %',
    );
    await expect(canvas.getByRole('table', { name: 'Viewers by place' })).toHaveTextContent(
      'Springfield, US',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const MediaLibrary: Story = { args: { source: 'contentLibrary' } };

export const Loading: Story = {
  args: { summary: null, locations: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading statistics' }),
    ).toBeVisible();
  },
};

export const NoPlaces: Story = { args: { locations: [] } };

export const CustomRangeBackwards: Story = {
  args: {
    preset: 'custom',
    customFrom: '2026-11-20',
    customTo: '2026-11-01',
    isCustomInvalid: true,
    summary: null,
    locations: null,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('Choose a start date before the end date.').length,
    ).toBeGreaterThan(0);
  },
};

export const Exporting: Story = {
  args: { exportState: 'running' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Exporting sessions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(args.onCancelExport).toHaveBeenCalled();
  },
};

export const ExportFailed: Story = {
  args: { exportState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The export could not be downloaded.',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Analítica' }),
    ).toBeVisible();
  },
};
