import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { NO_LIBRARY_FILTERS, type LibraryFacets } from './library-api';
import { demoLibraryItems } from './library-fixtures';
import { LibraryView } from './LibraryView';

const facets: LibraryFacets = {
  durationRange: [
    { value: 'UNDER_FIVE_MINUTES', count: 12 },
    { value: 'FIVE_TO_THIRTY_MINUTES', count: 20 },
    { value: 'OVER_THIRTY_MINUTES', count: 105 },
  ],
  hasThumbnail: [
    { value: 'true', count: 130 },
    { value: 'false', count: 7 },
  ],
  mediaSource: [
    { value: 'LIVE', count: 110 },
    { value: 'UPLOADED', count: 27 },
  ],
  tags: [
    { value: 'sermon', count: 87 },
    { value: 'christmas', count: 9 },
    { value: 'youth', count: 4 },
  ],
};

/** The library with its search facets (the search document's `searchLibrary`). */
const meta = {
  title: 'Studio/Library/LibraryView/Facets',
  component: LibraryView,
  decorators: [withStudioI18n],
  args: {
    items: demoLibraryItems,
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
    searchText: '',
    onSearch: fn(),
    sort: 'desc.start_time',
    onSortChange: fn(),
    view: 'LIST',
    onViewChange: fn(),
    canUpload: true,
    facets,
    filters: NO_LIBRARY_FILTERS,
    onFiltersChange: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const underFive = canvas.getByRole('checkbox', { name: 'Under 5 minutes (12)' });
    await expect(canvas.getByRole('checkbox', { name: 'sermon (87)' })).toBeVisible();
    // Keyboard: tab to the box, Space ticks it.
    underFive.focus();
    await userEvent.keyboard(' ');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_LIBRARY_FILTERS,
      durationRanges: ['UNDER_FIVE_MINUTES'],
    });
  },
};

/** "With" and "without" a thumbnail exclude each other: ticking one unticks the other. */
export const ThumbnailIsOneChoice: Story = {
  args: { filters: { ...NO_LIBRARY_FILTERS, hasThumbnail: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Has a thumbnail (130)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Missing a thumbnail (7)' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_LIBRARY_FILTERS,
      hasThumbnail: false,
    });
  },
};

export const Ticked: Story = {
  args: {
    filters: {
      durationRanges: ['OVER_THIRTY_MINUTES'],
      mediaSources: ['LIVE'],
      hasThumbnail: null,
      tags: ['sermon', 'easter'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Over 30 minutes (105)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Live recordings (110)' })).toBeChecked();
    // A ticked tag no longer among the most used stays, so it can be unticked.
    await expect(canvas.getByRole('checkbox', { name: 'easter (0)' })).toBeChecked();
  },
};

export const LoadingCounts: Story = {
  args: { items: null, facets: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Under 5 minutes' }),
    ).toBeVisible();
  },
};

export const NothingTicked: Story = {
  args: {
    items: [],
    filters: { ...NO_LIBRARY_FILTERS, durationRanges: ['UNDER_FIVE_MINUTES'] },
    facets: {
      ...facets,
      durationRange: facets.durationRange.map((range) => ({ ...range, count: 0 })),
      tags: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No video has everything ticked. Untick a box to see more.'),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Menos de 5 minutos (12)' }),
    ).toBeVisible();
  },
};
