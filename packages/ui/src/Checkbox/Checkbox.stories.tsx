import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the terms of use', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of use' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all videos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Notify me by email when a scheduled event fails to start, when an encoder stops unexpectedly or when a destination is aborted',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Roles"
      description="At least one role."
      isRequired
      defaultValue={['events']}
    >
      <Checkbox value="admin">Organization Admin</Checkbox>
      <Checkbox value="events">Event Admin</Checkbox>
      <Checkbox value="library">Media Library Admin</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: /Roles/ });
    await expect(group).toHaveAccessibleDescription('At least one role.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Media Library Admin' }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Roles"
      orientation="horizontal"
      isInvalid
      errorMessage="Choose at least one role."
    >
      <Checkbox value="admin">Organization Admin</Checkbox>
      <Checkbox value="events">Event Admin</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one role.')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <CheckboxGroup
      label="Funciones"
      description="Al menos una función."
      isRequired
      defaultValue={['events']}
    >
      <Checkbox value="admin">Administración de la organización</Checkbox>
      <Checkbox value="events">Administración de eventos</Checkbox>
      <Checkbox value="library">Administración de la biblioteca</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: /Funciones/ });
    await expect(group).toHaveAccessibleDescription('Al menos una función.');
    const library = canvas.getByRole('checkbox', { name: 'Administración de la biblioteca' });
    await userEvent.click(library);
    await expect(library).toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};
