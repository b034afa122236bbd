import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { parseDate } from '@internationalized/date';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Custom range',
    defaultValue: { start: parseDate('2026-03-02'), end: parseDate('2026-03-08') },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Custom range' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Monday, March 9, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Sunday, March 15, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-09'),
      end: parseDate('2026-03-15'),
    });
  },
};

export const TypeWithKeyboard: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('spinbutton', { name: /month/ })[0]).toHaveFocus();
    await userEvent.keyboard('03012026');
    await userEvent.keyboard('03312026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-01'),
      end: parseDate('2026-03-31'),
    });
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate('2026-03-10'), end: parseDate('2026-03-02') },
    isInvalid: true,
    errorMessage: 'The end date must be after the start date.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The end date must be after the start date.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Range of start times of the library videos to include in the analytics export',
    description: 'At most 365 days.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Intervalo personalizado' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleName(/día/);
  },
};
