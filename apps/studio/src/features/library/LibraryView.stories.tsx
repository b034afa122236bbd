import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { demoLibraryItems } from './library-fixtures';
import { LibraryView } from './LibraryView';

const meta = {
  title: 'Studio/Library/LibraryView',
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
    view: 'GALLERY',
    onViewChange: fn(),
    canUpload: true,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Christmas Eve 2025' })).toHaveAttribute(
      'href',
      `/media/library/${demoLibraryItems[1]?.mediaId}`,
    );
    await expect(canvas.getAllByText('Processing')[0]).toBeInTheDocument();
    // Keyboard: the view switch is one tab stop; the arrow keys reach List, Space picks it.
    canvas.getByRole('radio', { name: 'Gallery' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onViewChange).toHaveBeenCalledWith('LIST');
  },
};

export const List: Story = {
  args: { view: 'LIST', hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Library videos' });
    await expect(within(table).getByRole('row', { name: /Christmas Eve 2025/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search titles' }), 'hope{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('hope');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Title A-Z');
    await expect(args.onSortChange).toHaveBeenCalledWith('asc.title');
  },
};

export const Loading: Story = { args: { items: null } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No videos yet' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { items: [], searchText: 'zebra' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No title contains “zebra”. Try other words.'),
    ).toBeVisible();
  },
};

/** A Video Review user: no upload links. */
export const ReadOnly: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Upload videos' })).toBeNull();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
