import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <SkeletonGroup label="Loading events">
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton width="80%" />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    // The label goes into the status a frame after it appears, so it is announced as a change.
    await waitFor(() => expect(status).toHaveTextContent('Loading events'));
    // Not busy: screen readers may hold back a busy region's changes.
    await expect(status).not.toHaveAttribute('aria-busy');
  },
};

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup label="Loading profile">
      <Skeleton shape="circle" />
      <Skeleton shape="rect" width="16rem" />
      <Skeleton shape="text" width="12rem" />
    </SkeletonGroup>
  ),
};

export const CardPlaceholder: Story = {
  render: () => (
    <SkeletonGroup label="Loading media">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
        {[1, 2, 3].map((key) => (
          <div key={key}>
            <Skeleton shape="rect" />
            <Skeleton width="70%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  ),
};
