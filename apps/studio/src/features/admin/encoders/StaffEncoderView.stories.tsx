import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { StaffEncoderView } from './StaffEncoderView';

const row = fixture('EncoderSearchResult');

const meta = {
  title: 'Studio/Admin/StaffEncoderView',
  component: StaffEncoderView,
  decorators: [withStudioI18n],
  args: { row, canChange: true },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof StaffEncoderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff admin sees the organisation, the state and every way on: logs, edit, update. */
export const StaffAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: row.encoder.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: row.customer.name })).toHaveAttribute(
      'href',
      `/admin/organizations/${row.customer.uuid}`,
    );
    await expect(canvas.getByRole('link', { name: 'Update software' })).toHaveAttribute(
      'href',
      `/encoder/${row.encoder.uuid}/update`,
    );
    await expect(canvas.getByRole('link', { name: 'Encoder logs' })).toBeVisible();
  },
};

/** The sudo viewer sees without changing: no edit, no update. */
export const SudoViewer: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Update software' })).toBeNull();
  },
};

/** An encoder that never reported, with a required update. */
export const NeverSeen: Story = {
  args: {
    row: {
      ...row,
      encoder: { ...row.encoder, online: false, lastSeen: null, updateStatus: 'required' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Never seen')).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
