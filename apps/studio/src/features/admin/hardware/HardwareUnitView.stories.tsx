import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { decoderUnit, encoderUnit } from '../fixtures';
import { HardwareUnitView } from './HardwareUnitView';

const meta = {
  title: 'Studio/Admin/HardwareUnitView',
  component: HardwareUnitView,
  decorators: [withStudioI18n],
  args: { unit: decoderUnit, canChange: true, onDelete: fn(async () => undefined) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof HardwareUnitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decoder is deleted only after confirming; Cancel is focused first. */
export const DecoderDeleted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sold')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete decoder' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete decoder D00004567?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete decoder' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** Encoders have no delete here. */
export const Encoder: Story = {
  args: { unit: encoderUnit },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Delete decoder' }),
    ).toBeNull();
  },
};

export const SudoViewer: Story = { args: { canChange: false } };

export const Spanish: Story = { globals: { locale: 'es' } };
