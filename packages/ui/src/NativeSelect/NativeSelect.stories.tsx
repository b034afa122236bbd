import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const STATUSES = [
  { value: '', label: 'Choose…' },
  { value: 'stock', label: 'Stock - New' },
  { value: 'customer', label: 'Customer Owned' },
  { value: 'repair', label: 'In Repair' },
];

function Controlled(props: NativeSelectProps<string>) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect<string>,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Status', value: '', options: STATUSES, onChange: fn() },
  // The options are data, not a control to edit (the JSON editor is not accessible).
  argTypes: { options: { control: false } },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof NativeSelect<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the select; choosing reports the option's value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'Customer Owned');
    await expect(args.onChange).toHaveBeenCalledWith('customer');
    await expect(select).toHaveValue('customer');
  },
};

/** Required, with a description and an error, both read with the field. */
export const WithError: Story = {
  args: {
    isRequired: true,
    description: 'Where the unit is in its life.',
    errorMessage: 'This field is required.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status *' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Where the unit is in its life. This field is required.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'stock' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};
