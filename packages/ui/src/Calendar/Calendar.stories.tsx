import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { isWeekend, parseDate } from '@internationalized/date';
import { Calendar } from './Calendar';

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Event date', defaultValue: parseDate('2026-03-12'), onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('application', { name: /Event date/ })).toBeInTheDocument();
    await expect(canvas.getByText('March 2026')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Friday, March 20, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-20'));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // Focus lands on the selected day; arrows move by day and week, Enter selects.
    await expect(canvas.getByRole('button', { name: /Thursday, March 12, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-20'));
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByText('April 2026')).toBeInTheDocument();
  },
};

/** The visible month buttons; react-aria adds hidden ones of the same name for screen readers. */
function monthButtons(canvasElement: HTMLElement) {
  const previous = canvasElement.querySelector('.studio-Calendar-previous');
  const next = canvasElement.querySelector('.studio-Calendar-next');
  if (!previous || !next) throw new Error('The calendar shows previous and next buttons');
  return { previous, next };
}

export const PreviousAndNextMonth: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { previous, next } = monthButtons(canvasElement);
    await expect(next).toHaveAccessibleName('Next');
    await userEvent.click(next);
    await expect(canvas.getByText('April 2026')).toBeInTheDocument();
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(canvas.getByText('February 2026')).toBeInTheDocument();
  },
};

export const WithLimits: Story = {
  args: {
    minValue: parseDate('2026-03-05'),
    maxValue: parseDate('2026-03-25'),
    isDateUnavailable: (date) => isWeekend(date, 'en-US'),
  },
  play: async ({ canvas, userEvent, args }) => {
    const saturday = canvas.getByRole('button', { name: /Saturday, March 14, 2026/ });
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Wednesday, March 4, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick a date within the next 13 months.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pick a date within the next 13 months.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(monthButtons(canvasElement).next).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Friday, March 20, 2026/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { 'aria-label': 'Fecha del evento' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('marzo de 2026')).toBeInTheDocument();
    await expect(monthButtons(canvasElement).next).toHaveAccessibleName('Siguiente');
  },
};
