import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search the library', onSubmit: fn(), onClear: fn(), onChange: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search the library' });
    await userEvent.type(input, 'easter{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('easter');
  },
};

export const ClearWithKeyboard: Story = {
  args: { defaultValue: 'christmas' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'christmas' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Clear/ }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Type at least 3 characters.', defaultValue: 'ab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      'Type at least 3 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
  },
};

export const Spanish: Story = {
  args: { label: 'Buscar en la biblioteca', defaultValue: 'pascua' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Borrar/ })).toBeInTheDocument();
  },
};
