import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack';
import { LayoutDemoBox } from '../internal/LayoutDemoBox';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <LayoutDemoBox>First</LayoutDemoBox>
        <LayoutDemoBox>Second</LayoutDemoBox>
        <LayoutDemoBox>Third</LayoutDemoBox>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('.studio-Stack');
    await expect(stack).not.toBeNull();
    const style = getComputedStyle(stack as Element);
    await expect(style.flexDirection).toBe('column');
    // 4 on the spacing scale is 1rem.
    await expect(style.rowGap).toBe('16px');
  },
};

export const WideGap: Story = {
  args: { gap: 8 },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('.studio-Stack') as Element;
    await expect(getComputedStyle(stack).rowGap).toBe('32px');
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('.studio-Stack') as Element;
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};

export const AsList: Story = {
  args: {
    elementType: 'ul',
    'aria-label': 'Upcoming events',
    children: (
      <>
        <li>Sunday service</li>
        <li>Youth night</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Upcoming events' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
