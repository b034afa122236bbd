import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader, TablePagination } from './Table';
import { Button } from '../Button';

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
    // react-aria's sort announcement names the column (our header text, passed as textValue).
    await expect(canvas.getByRole('grid', { name: 'Videos' })).toHaveAccessibleDescription(
      'sorted by column Views in ascending order',
    );
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

/** First load: no rows yet, so the body shows the loading text instead of the empty text. */
export const Loading: Story = {
  render: (args) => (
    <Table {...args}>
      <VideoHeader />
      <TableBody
        items={[] as Video[]}
        isLoading
        loadingText="Loading videos"
        emptyText="No videos match these filters"
      >
        {(video) => (
          <Row id={video.id}>
            <Cell>{video.title}</Cell>
            <Cell>{video.views}</Cell>
            <Cell>{video.status}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const spinner = await canvas.findByRole('progressbar', { name: 'Loading videos' });
    await expect(canvas.getByRole('grid', { name: 'Videos' })).toContainElement(spinner);
    await expect(canvas.queryByText('No videos match these filters')).not.toBeInTheDocument();
  },
};

/** The pages a fake server hands out, one per "Deliver the next page" press. */
const videoPages: Video[][] = [
  videos,
  ...[1, 2].map((page) =>
    Array.from({ length: 8 }, (_, index) => ({
      id: `p${page}-${index + 1}`,
      title: `Rehearsal take ${page * 10 + index + 1}`,
      views: index * 12,
      status: 'Draft',
    })),
  ),
];

function LoadingMoreTable({
  onLoadMore,
  ...props
}: {
  'aria-label': string;
  onLoadMore: () => void;
}) {
  const [pageCount, setPageCount] = useState(1);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const items = videoPages.slice(0, pageCount).flat();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {/* The scroll box is the sentinel's scroll parent: scrolling to its end asks for more. */}
      <div style={{ height: 200, overflow: 'auto' }} data-testid="scroll-box">
        <Table {...props}>
          <VideoHeader />
          <TableBody
            items={items}
            isLoadingMore={isLoadingMore}
            loadingText="Loading more videos"
            onLoadMore={() => {
              onLoadMore();
              if (pageCount < videoPages.length) setLoadingMore(true);
            }}
          >
            {(video) => (
              <Row id={video.id}>
                <Cell>{video.title}</Cell>
                <Cell>{video.views}</Cell>
                <Cell>{video.status}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {/* Stands in for the server answering, so the story controls when the rows arrive. */}
      <Button
        isDisabled={!isLoadingMore}
        onPress={() => {
          setPageCount((count) => count + 1);
          setLoadingMore(false);
        }}
      >
        Deliver the next page
      </Button>
    </div>
  );
}

const loadMore = fn();

/**
 * Loading more: scrolling to the end asks for the next page, and a loading row follows the rows
 * already there until it arrives. The story ends while the last page loads, so axe checks the
 * loading row too.
 */
export const LoadingMore: Story = {
  render: (args) => (
    <LoadingMoreTable aria-label={args['aria-label'] ?? 'Videos'} onLoadMore={loadMore} />
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('rowheader', { name: 'Sunday service' });
    const box = canvas.getByTestId('scroll-box');
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(loadMore).toHaveBeenCalled());
    const spinner = await canvas.findByRole('progressbar', { name: 'Loading more videos' });
    // The loading row is the grid's last row, after the rows already loaded.
    const rows = () => canvas.getAllByRole('row');
    await expect(rows()[rows().length - 1]).toContainElement(spinner);
    await expect(canvas.getByRole('rowheader', { name: 'Easter vigil' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the next page' }));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Rehearsal take 18' }),
    ).toBeInTheDocument();
    // Scrolling to the new end asks for the last page.
    box.scrollTop = box.scrollHeight;
    const again = await canvas.findByRole('progressbar', { name: 'Loading more videos' });
    await expect(rows()[rows().length - 1]).toContainElement(again);
    await expect(rows()[rows().length - 1]).not.toHaveAttribute('aria-level');
  },
};

const longTitle =
  'Sunday service live from the north campus main auditorium with the combined choirs and orchestra';
const longNote = 'Recorded with the backup encoder after the primary lost its connection at 10:42';
const longVideos = [
  { id: 'l1', title: longTitle, note: longNote },
  { id: 'l2', title: 'Youth night', note: 'Published' },
];

/**
 * Long text in a narrow column: cells with `allowsWrapping` wrap onto more lines, so the table
 * keeps to its column and every word stays visible. Without it a cell stays on one line and the
 * table grows wider than its container (or, in a virtualised table with fixed column widths,
 * ends in an ellipsis with the whole text still in the cell for screen readers).
 */
export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <Column isRowHeader>Title</Column>
        <Column>Note</Column>
      </TableHeader>
      <TableBody items={longVideos}>
        {(video) => (
          <Row id={video.id}>
            <Cell allowsWrapping>{video.title}</Cell>
            <Cell allowsWrapping>{video.note}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('rowheader', { name: longTitle });
    const grid = canvas.getByRole('grid', { name: 'Videos' });
    // The table keeps to its column: the long texts wrap instead of pushing it wider.
    await expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getAllByRole('gridcell')[0]).toHaveTextContent(longNote);
  },
};

/** Rows that cannot be selected or focused (a video still processing), marked `aria-disabled`. */
export const DisabledRows: Story = {
  args: { selectionMode: 'multiple', disabledKeys: ['v2'], onSelectionChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const disabled = (await canvas.findByRole('rowheader', { name: 'Youth night' })).closest(
      '[role="row"]',
    );
    const first = canvas.getByRole('rowheader', { name: 'Sunday service' }).closest('[role="row"]');
    const third = canvas
      .getByRole('rowheader', { name: 'Choir rehearsal' })
      .closest('[role="row"]');
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    // The arrow keys skip the disabled row.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    // Pressing it does not select it.
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Youth night' }));
    await expect(disabled).not.toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

const spanishColumns = [
  { id: 'title', name: 'Título', isRowHeader: true },
  { id: 'views', name: 'Vistas' },
  { id: 'status', name: 'Estado' },
] as const;

const spanishVideos: Video[] = [
  { id: 'v1', title: 'Misa del domingo', views: 1240, status: 'Publicado' },
  { id: 'v2', title: 'Noche de jóvenes', views: 310, status: 'Borrador' },
  { id: 'v3', title: 'Ensayo del coro', views: 87, status: 'Publicado' },
];

function SpanishTable(props: { 'aria-label': string }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>();
  const sorted = useMemo(() => {
    if (!sortDescriptor) return spanishVideos;
    const key = sortDescriptor.column as keyof Video;
    const sign = sortDescriptor.direction === 'descending' ? -1 : 1;
    return [...spanishVideos].sort((a, b) =>
      a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0,
    );
  }, [sortDescriptor]);
  return (
    <Table
      {...props}
      selectionMode="multiple"
      sortDescriptor={sortDescriptor}
      onSortChange={setSortDescriptor}
    >
      <TableHeader columns={spanishColumns}>
        {(column) => (
          <Column id={column.id} isRowHeader={'isRowHeader' in column} allowsSorting>
            {column.name}
          </Column>
        )}
      </TableHeader>
      <TableBody items={sorted} emptyText="Ningún vídeo coincide con estos filtros">
        {(video) => (
          <Row id={video.id}>
            <Cell>{video.title}</Cell>
            <Cell>{video.views}</Cell>
            <Cell>{video.status}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/**
 * Spanish labels from the studio; react-aria speaks the sort state itself ("columna ordenable",
 * "ordenado por columna Vistas en sentido ascendente") in the locale of the `I18nProvider`.
 */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { 'aria-label': 'Vídeos' },
  render: (args) => <SpanishTable aria-label={args['aria-label'] ?? 'Vídeos'} />,
  play: async ({ canvas, userEvent }) => {
    const views = await canvas.findByRole('columnheader', { name: /Vistas/ });
    await expect(views).toHaveAccessibleDescription('columna ordenable');
    await userEvent.click(views);
    await expect(views).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('grid', { name: 'Vídeos' })).toHaveAccessibleDescription(
      'ordenado por columna Vistas en sentido ascendente',
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Ensayo del coro'),
    );
    const row = canvas.getByRole('rowheader', { name: 'Misa del domingo' }).closest('[role="row"]');
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Misa del domingo' }));
    await expect(row).toHaveAttribute('aria-selected', 'true');
  },
};
