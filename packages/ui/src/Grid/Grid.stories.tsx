import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './Grid';
import { LayoutDemoBox } from '../internal/LayoutDemoBox';

const boxes = ['Viewers', 'Views', 'Average watch time', 'Total time watched', 'New viewers'].map(
  (label) => <LayoutDemoBox key={label}>{label}</LayoutDemoBox>,
);

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: boxes },
  // An array of elements has no control; Storybook's JSON editor for it puts list items outside a
  // list on the docs page (axe listitem).
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (element: Element) =>
  getComputedStyle(element).gridTemplateColumns.split(' ').length;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('.studio-Grid') as Element;
    await expect(getComputedStyle(grid).display).toBe('grid');
    await expect(columnCount(grid)).toBe(1);
  },
};

export const FixedColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('.studio-Grid') as Element;
    await expect(columnCount(grid)).toBe(3);
  },
};

export const ResponsiveColumns: Story = {
  args: { minColumnWidth: 'sm' },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('.studio-Grid') as HTMLElement;
    // As many columns as fit, each at least 14rem (224px) unless the grid itself is narrower.
    const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').map(parseFloat);
    const used = tracks.filter((width) => width > 0);
    await expect(used.length).toBeGreaterThanOrEqual(1);
    for (const width of used) {
      await expect(width).toBeGreaterThanOrEqual(Math.min(224, grid.clientWidth));
    }
  },
};

export const AsDescriptionList: Story = {
  args: {
    elementType: 'dl',
    minColumnWidth: 'sm',
    children: (
      <>
        <div>
          <dt>Organisation</dt>
          <dd>Riverside Community</dd>
        </div>
        <div>
          <dt>Default region</dt>
          <dd>North America</dd>
        </div>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Riverside Community')).toBeVisible();
  },
};
