import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { HardwareDashboardView } from './HardwareDashboardView';

const meta = {
  title: 'Studio/Admin/HardwareDashboardView',
  component: HardwareDashboardView,
  decorators: [withStudioI18n],
  args: { dashboard: fixture('HardwareDashboard') },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof HardwareDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts are read from tables; the bars are a picture of the same numbers. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const byStatus = canvas.getByRole('figure', { name: 'Units by status' });
    const row = within(byStatus).getByRole('row', { name: /Customer Owned/ });
    await expect(row).toHaveTextContent('412');
    await expect(row).toHaveTextContent('960');
    const byType = canvas.getByRole('figure', { name: 'Units by type' });
    await expect(within(byType).getByRole('row', { name: /Decoder/ })).toHaveTextContent('1035');
    const byModel = canvas.getByRole('figure', { name: 'Units by model' });
    await expect(within(byModel).getByRole('row', { name: /E2200 Encoder/ })).toHaveTextContent(
      '450',
    );
    const byCycle = canvas.getByRole('figure', { name: 'Units by cycle' });
    await expect(within(byCycle).getByRole('row', { name: /Current Gen/ })).toHaveTextContent(
      '1200',
    );
  },
};

export const NoUnits: Story = {
  args: { dashboard: { generatedAt: '2026-11-22T11:00:00Z', counts: [] } },
};

export const Spanish: Story = { globals: { locale: 'es' } };
