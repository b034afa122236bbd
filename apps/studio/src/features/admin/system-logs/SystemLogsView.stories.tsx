import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { SystemLogsView } from './SystemLogsView';

const warning = fixture('SystemLog');
const info = fixture('SystemLog', {
  uuid: '8b9c0d1e-2f3a-4b4c-9d5e-7f8a9b0c1d13',
  level: 'informational',
  message: 'Jordan Lee switched into Riverside Community.',
  subjectType: 'customer',
  subjectId: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
  subjectLink: '/admin/organizations/4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
});

const meta = {
  title: 'Studio/Admin/SystemLogsView',
  component: SystemLogsView,
  decorators: [withStudioI18n],
  args: {
    window: '60m',
    onWindowChange: fn(),
    customFrom: '',
    customTo: '',
    onCustomChange: fn(),
    onApplyCustom: fn(),
    customInvalid: false,
    level: 'any',
    onLevelChange: fn(),
    rows: [warning, info].map((row) => ({ ...row, id: row.uuid })),
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SystemLogsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Organization' })).toHaveAttribute(
      'href',
      '/admin/organizations/4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time window' }), '6h');
    await expect(args.onWindowChange).toHaveBeenCalledWith('6h');
  },
};

export const CustomWindowRefused: Story = {
  args: {
    window: 'custom',
    customFrom: '2026-11-22T11:00',
    customTo: '2026-11-22T10:00',
    customInvalid: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Choose where the window starts, before where it ends.',
    );
  },
};

export const Loading: Story = { args: { rows: null } };

export const Empty: Story = { args: { rows: [] } };

export const Spanish: Story = { globals: { locale: 'es' } };
