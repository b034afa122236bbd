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
  // No selected range: focus starts on a fixed day, so the test never depends on today's date.
  args: { defaultValue: undefined, defaultFocusedValue: parseDate('2026-03-12') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const focused = () => canvasElement.ownerDocument.activeElement;
    // Previous month, next month, then the grid's focused day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Thursday, March 12, 2026/ })).toHaveFocus();

    // Enter anchors the range on the focused day; nothing is chosen until its end is.
    // React-aria then moves focus one day on, so the range being drawn is visible at once.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Friday, March 13, 2026/ })).toHaveFocus(),
    );
    // A week down, then Enter ends the range there.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Friday, March 20, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-12'),
      end: parseDate('2026-03-20'),
    });
    await waitFor(() => expect(focused()).toHaveAttribute('data-selection-end', 'true'));

    // A range chosen backwards still starts with the earlier day: anchor March 20 (focus moves
    // on to March 21), go up two weeks to March 7, and end it there.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Saturday, March 21, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Saturday, March 7, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-07'),
      end: parseDate('2026-03-20'),
    });
    await waitFor(() => expect(focused()).toHaveAttribute('data-selection-start', 'true'));
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
