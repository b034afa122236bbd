import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { parseDate } from '@internationalized/date';
import { RangeCalendar } from './RangeCalendar';

const meta = {
  title: 'Components/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Custom range',
    defaultValue: { start: parseDate('2026-03-02'), end: parseDate('2026-03-08') },
    onChange: fn(),
  },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Monday, March 9, 2026/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Sunday, March 15, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-09'),
      end: parseDate('2026-03-15'),
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Monday, March 2, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The first Enter anchors the range; nothing is chosen until its end is.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    // The range runs from the anchored day to the day focus moved to.
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: parseDate('2026-03-02') }),
    );
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveAttribute(
        'data-selection-end',
        'true',
      ),
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Ranges are at most 365 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ranges are at most 365 days.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.studio-Calendar-previous')).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { 'aria-label': 'Intervalo personalizado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('marzo de 2026')).toBeInTheDocument();
  },
};
