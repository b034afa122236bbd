import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader, TablePagination } from './Table';

interface Video {
  id: string;
  title: string;
  views: number;
  status: string;
}

const videos: Video[] = [
  { id: 'v1', title: 'Sunday service', views: 1240, status: 'Published' },
  { id: 'v2', title: 'Youth night', views: 310, status: 'Draft' },
  { id: 'v3', title: 'Choir rehearsal', views: 87, status: 'Published' },
  { id: 'v4', title: 'Easter vigil', views: 5120, status: 'Scheduled' },
];

const columns = [
  { id: 'title', name: 'Title', isRowHeader: true },
  { id: 'views', name: 'Views' },
  { id: 'status', name: 'Status' },
] as const;

function VideoRows({ items, emptyText }: { items: Video[]; emptyText?: string }) {
  return (
    <TableBody items={items} emptyText={emptyText}>
      {(video) => (
        <Row id={video.id}>
          <Cell>{video.title}</Cell>
          <Cell>{video.views}</Cell>
          <Cell>{video.status}</Cell>
        </Row>
      )}
    </TableBody>
  );
}

function VideoHeader({ allowsSorting }: { allowsSorting?: boolean }) {
  return (
    <TableHeader columns={columns}>
      {(column) => (
        <Column id={column.id} isRowHeader={'isRowHeader' in column} allowsSorting={allowsSorting}>
          {column.name}
        </Column>
      )}
    </TableHeader>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { 'aria-label': 'Videos' },
  render: (args) => (
    <Table {...args}>
      <VideoHeader />
      <VideoRows items={videos} />
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // react-aria builds the collection in a first pass, so wait for the rendered rows.
    await expect(
      await canvas.findByRole('rowheader', { name: 'Sunday service' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'Videos' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};

function SortableTable(props: { 'aria-label': string }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>();
  const sorted = useMemo(() => {
    if (!sortDescriptor) return videos;
    const key = sortDescriptor.column as keyof Video;
    const sign = sortDescriptor.direction === 'descending' ? -1 : 1;
    return [...videos].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  }, [sortDescriptor]);
  return (
    <Table {...props} sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <VideoHeader allowsSorting />
      <VideoRows items={sorted} />
    </Table>
  );
}

export const Sortable: Story = {
  render: (args) => <SortableTable aria-label={args['aria-label'] ?? 'Videos'} />,
  play: async ({ canvas, userEvent }) => {
    const views = await canvas.findByRole('columnheader', { name: /Views/ });
    await userEvent.click(views);
    await expect(views).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Choir rehearsal'),
    );
    await userEvent.click(views);
    await expect(views).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Easter vigil'),
    );
  },
};

export const KeyboardSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const first = (await canvas.findByRole('rowheader', { name: 'Sunday service' })).closest(
      '[role="row"]',
    );
    const second = canvas.getByRole('rowheader', { name: 'Youth night' }).closest('[role="row"]');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

function SingleSelectionTable(props: { 'aria-label': string }) {
  const [selected, setSelected] = useState<Selection>(new Set(['v2']));
  return (
    <Table
      {...props}
      selectionMode="single"
      selectedKeys={selected}
      onSelectionChange={setSelected}
    >
      <VideoHeader />
      <VideoRows items={videos} />
    </Table>
  );
}

export const SingleSelection: Story = {
  render: (args) => <SingleSelectionTable aria-label={args['aria-label'] ?? 'Videos'} />,
  play: async ({ canvas, userEvent }) => {
    const second = (await canvas.findByRole('rowheader', { name: 'Youth night' })).closest(
      '[role="row"]',
    );
    const fourth = canvas.getByRole('rowheader', { name: 'Easter vigil' }).closest('[role="row"]');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Easter vigil' }));
    await expect(fourth).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'false');
  },
};

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <VideoHeader />
      <VideoRows items={[]} emptyText="No videos match these filters" />
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No videos match these filters')).toBeInTheDocument();
  },
};

const manyVideos: Video[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `v${index + 1}`,
  title: `Video ${index + 1}`,
  views: (index * 37) % 1000,
  status: index % 3 === 0 ? 'Draft' : 'Published',
}));

const pageSize = 5;

function PaginatedTable(props: { 'aria-label': string }) {
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(30 / pageSize);
  const items = manyVideos.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div>
      <Table {...props}>
        <VideoHeader />
        <VideoRows items={items} />
      </Table>
      <TablePagination
        aria-label="Video pages"
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        previousLabel="Previous"
        nextLabel="Next"
        pageText={`Page ${page} of ${pageCount}`}
      />
    </div>
  );
}

export const Pagination: Story = {
  render: (args) => <PaginatedTable aria-label={args['aria-label'] ?? 'Videos'} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('rowheader', { name: 'Video 1' })).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 6')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 6')).toBeInTheDocument();
    await expect(await canvas.findByRole('rowheader', { name: 'Video 6' })).toBeInTheDocument();
    await expect(canvas.queryByRole('rowheader', { name: 'Video 1' })).not.toBeInTheDocument();
    // Keyboard to the last page: the pressed Next button is then disabled, so focus moves to
    // Previous rather than falling to the page body.
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    for (let page = 2; page < 6; page += 1) await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 6 of 6')).toBeInTheDocument();
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
  },
};

export const Virtualized: Story = {
  args: {
    isVirtualized: true,
    height: 320,
    rowHeight: 40,
    headingHeight: 40,
    selectionMode: 'single',
  },
  render: (args) => (
    <Table {...args}>
      <VideoHeader />
      <VideoRows items={manyVideos} />
    </Table>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = (await canvas.findByRole('rowheader', { name: 'Video 1' })).closest(
      '[role="row"]',
    );
    const grid = canvas.getByRole('grid', { name: 'Videos' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    // Only the rows in view (plus a small overscan) are rendered.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('rowheader', { name: 'Video 2' }).closest('[role="row"]'),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(
        canvas.getByRole('rowheader', { name: 'Video 10000' }).closest('[role="row"]'),
      ).toHaveFocus(),
    );
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
  },
};
