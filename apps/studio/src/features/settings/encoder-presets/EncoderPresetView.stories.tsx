import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { EncoderPresetView } from './EncoderPresetView';

const meta = {
  title: 'Studio/Settings/EncoderPresetView',
  component: EncoderPresetView,
  decorators: [withStudioI18n],
  args: { preset: fixture('EncoderPreset'), onDelete: fn(async () => undefined) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderPresetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '1080p30 6 Mbps' })).toBeVisible();
    await expect(canvas.getByText('6000 kbps')).toBeVisible();
    await expect(canvas.getByText('Version 2')).toBeVisible();
  },
};

/** Delete asks first; Cancel is focused, Delete sends. */
export const DeleteAskedFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1080p30 6 Mbps?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const WithoutCustomName: Story = {
  args: { preset: fixture('EncoderPreset', { customName: null, version: 1, videoFormat: 'PAL' }) },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Versión 2')).toBeVisible();
  },
};
