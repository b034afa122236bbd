import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Occurrences', minValue: 1, maxValue: 99, defaultValue: 4, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Occurrences' })).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Occurrences' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('5');
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    // Clamped to the maximum on blur.
    await expect(input).toHaveValue('99');
    await expect(args.onChange).toHaveBeenLastCalledWith(99);
  },
};

export const Percent: Story = {
  args: {
    label: 'Increase',
    formatOptions: { style: 'percent' },
    defaultValue: 0.25,
    minValue: 0,
    maxValue: 1,
    step: 0.01,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Increase' })).toHaveValue('25%');
  },
};

export const Spanish: Story = {
  args: {
    label: 'Tasa de bits',
    defaultValue: 1234.5,
    formatOptions: { maximumFractionDigits: 1 },
    maxValue: 100000,
  },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tasa de bits' })).toHaveValue('1234,5');
    await expect(canvas.getByRole('button', { name: /Aumentar/ })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Between 1 and 99.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Between 1 and 99.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
