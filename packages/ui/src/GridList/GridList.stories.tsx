import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GridList, GridListItem } from './GridList';
import { Duration } from '../Duration';

interface Video {
  id: string;
  title: string;
  seconds: number;
}

const videos: Video[] = [
  { id: 'v1', title: 'Sunday service', seconds: 5400 },
  { id: 'v2', title: 'Youth night', seconds: 3720 },
  { id: 'v3', title: 'Choir rehearsal', seconds: 1800 },
  { id: 'v4', title: 'Easter vigil', seconds: 7260 },
];

function VideoCard({ video }: { video: Video }) {
  return (
    <>
      <div
        aria-hidden="true"
        style={{
          aspectRatio: '16 / 9',
          background: 'var(--studio-color-surface-sunken)',
          borderRadius: 4,
        }}
      />
      <strong>{video.title}</strong>
      <Duration seconds={video.seconds} />
    </>
  );
}

const meta = {
  title: 'Components/GridList',
  component: GridList,
  args: { 'aria-label': 'Videos', onAction: fn(), onSelectionChange: fn() },
  render: (args) => (
    <GridList {...args} items={videos}>
      {(video: Video) => (
        <GridListItem id={video.id} textValue={video.title}>
          <VideoCard video={video} />
        </GridListItem>
      )}
    </GridList>
  ),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // react-aria builds the collection in a first pass, so wait for the rendered rows.
    const first = await canvas.findByRole('row', { name: 'Sunday service' });
    await expect(canvas.getByRole('grid', { name: 'Videos' })).toBeInTheDocument();
    await userEvent.click(first);
    await expect(args.onAction).toHaveBeenCalledWith('v1');
  },
};

export const GalleryKeyboard: Story = {
  args: { layout: 'grid' },
  decorators: [(Story) => <div style={{ width: 460 }}>{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    const first = await canvas.findByRole('row', { name: 'Sunday service' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Youth night' })).toHaveFocus();
    // Two columns at this width: down moves to the next row of the gallery.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Easter vigil' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('v4');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onAction: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('row', { name: 'Youth night' }));
    await userEvent.click(canvas.getByRole('row', { name: 'Easter vigil' }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('row', { name: 'Youth night' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: 'Easter vigil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: 'Sunday service' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

export const Empty: Story = {
  args: { emptyText: 'No videos match these filters.' },
  render: (args) => (
    <GridList {...args} items={[]}>
      {() => null}
    </GridList>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No videos match these filters.')).toBeVisible();
  },
};

export const DisabledItems: Story = {
  args: { disabledKeys: ['v2'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: 'Youth night' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <GridList {...args} layout="grid">
      <GridListItem id="long" textValue="long">
        <strong>
          Recording of the joint service of the three congregations at the regional conference
          centre
        </strong>
      </GridListItem>
    </GridList>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { 'aria-label': 'Vídeos' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: 'Sunday service' })).toHaveTextContent(
      '1h 30min',
    );
    await expect(canvas.getByRole('grid', { name: 'Vídeos' })).toBeInTheDocument();
  },
};
