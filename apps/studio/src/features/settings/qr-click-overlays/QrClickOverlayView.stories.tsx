import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { QrClickOverlayView } from './QrClickOverlayView';

const meta = {
  title: 'Studio/Settings/QrClickOverlayView',
  component: QrClickOverlayView,
  decorators: [withStudioI18n],
  args: { overlay: fixture('QrClickOverlay'), onDelete: fn(async () => undefined) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof QrClickOverlayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connect card' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'https://riverside.example/connect' }),
    ).toBeVisible();
    await expect(canvas.getByText('On click')).toBeVisible();
  },
};

export const NoLabel: Story = {
  args: { overlay: fixture('QrClickOverlay', { customLabel: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('None')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete Connect card?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
