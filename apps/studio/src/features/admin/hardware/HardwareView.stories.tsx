import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { decoderUnit, encoderUnit, hardwareLookups } from '../fixtures';
import { HardwareView } from './HardwareView';

const units = [encoderUnit, decoderUnit].map((unit) => ({ id: unit.uuid, unit }));

const meta = {
  title: 'Studio/Admin/HardwareView',
  component: HardwareView,
  decorators: [withStudioI18n],
  args: {
    lookups: hardwareLookups,
    units,
    filters: { serialNumber: '', statusId: '', modelId: '' },
    onFiltersChange: fn(),
    onSearch: fn(),
    sort: { column: 'serialNumber', direction: 'ascending' },
    onSortChange: fn(),
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
    canAdd: true,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof HardwareView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('rowheader');
    await expect(rows.map((row) => row.textContent)).toEqual(['D00004567', 'E00012345']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Stock - New');
    await expect(args.onFiltersChange).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Add unit' })).toHaveAttribute(
      'href',
      '/hardware/create',
    );
  },
};

export const SortedByBuildDateDescending: Story = {
  args: { sort: { column: 'buildDate', direction: 'descending' } },
};

export const Loading: Story = { args: { units: null } };

export const Empty: Story = {
  args: { units: [], canAdd: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No unit matches these filters.')).toBeVisible();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };

export const Spanish: Story = { globals: { locale: 'es' } };
