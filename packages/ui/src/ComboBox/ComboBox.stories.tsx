import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

type Organisation = { id: string; name: string };

const organisations: Organisation[] = [
  { id: 'riverside', name: 'Riverside Community' },
  { id: 'harbor', name: 'Harbor Schools' },
  { id: 'hillside', name: 'Hillside Chapel' },
];

// Annotated rather than inferred: ComboBox is generic over its item type.
const meta: Meta<ComboBoxProps<Organisation>> = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Organisation',
    defaultItems: organisations,
    children: (organisation: Organisation) => (
      <ComboBoxItem id={organisation.id}>{organisation.name}</ComboBoxItem>
    ),
    onSelectionChange: fn(),
    emptyMessage: 'No organisation found',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<ComboBoxProps<Organisation>>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Organisation' });
    await userEvent.type(input, 'har');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Harbor Schools' }));
    await expect(input).toHaveValue('Harbor Schools');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('harbor');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('harbor');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NoMatch: Story = {
  args: { allowsEmptyCollection: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(await screen.findByText('No organisation found')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an organisation.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an organisation.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};
