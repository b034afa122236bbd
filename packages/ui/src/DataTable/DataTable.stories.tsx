import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

interface Channel {
  id: string;
  name: string;
  region: string;
  viewers: number;
}

const channels: Channel[] = [
  { id: 'c1', name: 'Main sanctuary', region: 'North America', viewers: 1240 },
  { id: 'c2', name: 'Youth hall', region: 'Europe', viewers: 310 },
  { id: 'c3', name: 'Chapel — overflow seating for the Easter vigil', region: 'Asia', viewers: 87 },
];

const columns: DataTableColumn<Channel>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (row) => row.name,
    isRowHeader: true,
    allowsSorting: true,
    allowsWrapping: true,
  },
  { id: 'region', header: 'Region', cell: (row) => row.region, allowsSorting: true },
  {
    id: 'viewers',
    header: 'Viewers',
    cell: (row) => row.viewers.toLocaleString('en-US'),
    align: 'end',
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Channel>,
  args: {
    'aria-label': 'Web channels',
    columns,
    rows: channels,
    rowKey: (row: Channel) => row.id,
    loadingText: 'Loading web channels',
    emptyText: 'No web channels yet',
  },
  argTypes: {
    // Functions and arrays of functions have no useful control, and their JSON editor breaks axe.
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
  },
} satisfies Meta<typeof DataTable<Channel>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Web channels' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'Youth hall' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Viewers' })).toBeVisible();
  },
};

/** Rows that lead to a page: the row header is a link, and a click on the row follows it. */
export const RowsThatLeadSomewhere: Story = {
  args: { rowHref: (row: Channel) => `#/settings/web-channels/${row.id}` },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Youth hall' });
    await expect(link).toHaveAttribute('href', '#/settings/web-channels/c2');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Main sanctuary' })).toHaveFocus();
  },
};

function SortableChannels(props: { onSortChange?: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const key = sort.column as 'name' | 'region';
    const sorted = [...channels].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.direction === 'ascending' ? sorted : sorted.reverse();
  }, [sort]);
  return (
    <DataTable
      aria-label="Web channels"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loadingText="Loading web channels"
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

/** Sorting by a header's button; `aria-sort` tells screen readers the order. */
export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortableChannels onSortChange={args.onSortChange} />,
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({
      column: 'name',
      direction: 'descending',
    });
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'));
    const firstRowHeader = canvas.getAllByRole('rowheader')[0];
    await expect(firstRowHeader).toHaveTextContent('Youth hall');
    await expect(canvas.getByRole('columnheader', { name: /Region/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading web channels')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No web channels yet')).toBeVisible();
  },
};

/** A further page: the button under the table asks for it. */
export const ShowMore: Story = {
  args: { hasMore: true, onLoadMore: fn(), loadMoreLabel: 'Show more web channels' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more web channels' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
