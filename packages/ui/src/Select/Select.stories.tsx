import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';
import { SelectItem } from './SelectItem';

type Sort = { id: string; name: string };

const sorts: Sort[] = [
  { id: 'desc.start_time', name: 'Most recent' },
  { id: 'asc.start_time', name: 'Oldest' },
  { id: 'asc.title', name: 'Title A-Z' },
  { id: 'desc.title', name: 'Title Z-A' },
];

// Annotated rather than inferred: Select is generic over its item type.
const meta: Meta<SelectProps<Sort>> = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Sort by',
    items: sorts,
    children: (sort: Sort) => <SelectItem id={sort.id}>{sort.name}</SelectItem>,
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<SelectProps<Sort>>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.click(button);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Oldest' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('asc.start_time');
    await waitFor(() => expect(button).toHaveTextContent('Oldest'));
  },
};

export const Keyboard: Story = {
  args: { defaultSelectedKey: 'desc.start_time' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Sort by/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Most recent' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('asc.title');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    // react-aria's own localised placeholder.
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Select an item',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Applies to the gallery and the list.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a sort order.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a sort order.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['asc.title'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Title A-Z' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Encoder used for this recurring event on the main web channel',
    defaultSelectedKey: 'long',
    items: [
      { id: 'long', name: 'Main sanctuary encoder, second floor broadcast booth (backup line)' },
    ],
  },
};

export const Spanish: Story = {
  args: { label: 'Ordenar por' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Ordenar por/ })).not.toHaveTextContent(
      'Select an item',
    );
  },
};
