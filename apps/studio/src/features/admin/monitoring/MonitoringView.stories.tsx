import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { MonitoringView } from './MonitoringView';

const duplicate = fixture('DuplicateLogin');

const meta = {
  title: 'Studio/Admin/MonitoringView',
  component: MonitoringView,
  decorators: [withStudioI18n],
  args: {
    refreshSeconds: 60,
    onlinePlayers: { items: [{ id: 'onlinePlayers', count: 1284 }], failed: false },
    encodersInError: { items: [fixture('EncoderMonitor')], failed: false },
    duplicateLogins: {
      items: [{ ...duplicate, id: `${duplicate.customerId}:${duplicate.userName}` }],
      failed: false,
    },
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof MonitoringView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1284')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'riverside-north-campus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'System logs of the last hour' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'In error since' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Main Sanctuary' })).toHaveAttribute(
      'href',
      '/encoders/7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01',
    );
  },
};

export const Loading: Story = {
  args: {
    onlinePlayers: { items: null, failed: false },
    encodersInError: { items: null, failed: false },
    duplicateLogins: { items: null, failed: false },
  },
};

export const AllQuiet: Story = {
  args: {
    encodersInError: { items: [], failed: false },
    duplicateLogins: { items: [], failed: false },
  },
};

export const Failed: Story = {
  args: {
    onlinePlayers: { items: null, failed: true },
    encodersInError: { items: null, failed: true },
    duplicateLogins: { items: null, failed: true },
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
