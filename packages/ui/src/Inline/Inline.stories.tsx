import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from './Inline';
import { Button } from '../Button';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button>Cancel</Button>
        <Button>Save draft</Button>
        <Button variant="primary">Publish</Button>
      </>
    ),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const row = canvasElement.querySelector('.studio-Inline') as Element;
    const style = getComputedStyle(row);
    await expect(style.flexDirection).toBe('row');
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.columnGap).toBe('8px');
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const SpacedApart: Story = {
  args: { justify: 'between' },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.studio-Inline') as Element;
    await expect(getComputedStyle(row).justifyContent).toBe('space-between');
  },
};

export const NoWrap: Story = {
  args: { wrap: false, gap: 4 },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.studio-Inline') as Element;
    await expect(getComputedStyle(row).flexWrap).toBe('nowrap');
    await expect(getComputedStyle(row).columnGap).toBe('16px');
  },
};

export const LinksAsList: Story = {
  args: {
    elementType: 'ul',
    gap: 4,
    'aria-label': 'Areas',
    children: (
      <>
        <li>Dashboard</li>
        <li>Library</li>
        <li>Schedule</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Areas' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
