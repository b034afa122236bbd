import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username or email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username or email' });
    await userEvent.type(input, 'admin@riverside.example');
    await expect(input).toHaveValue('admin@riverside.example');
    await expect(args.onChange).toHaveBeenLastCalledWith('admin@riverside.example');
  },
};

export const WithDescription: Story = {
  args: { label: 'Event name', description: 'Shown to viewers on the web channel.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Event name' });
    await expect(input).toHaveAccessibleDescription('Shown to viewers on the web channel.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Username or email/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a valid email address.', defaultValue: 'admin@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username or email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

export const ValidatedOnBlur: Story = {
  args: {
    label: 'Event name',
    validationBehavior: 'aria',
    validate: (value: string) => (value.length > 10 ? 'At most 10 characters.' : null),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Event name' });
    await userEvent.type(input, 'Sunday service live');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('At most 10 characters.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'venue.north' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username or email' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'A field label long enough to wrap onto a second line in a narrow column of a form',
    description:
      'A description that is also quite long, so that wrapping can be reviewed by designers.',
    defaultValue: 'A value far longer than the visible width of the input box scrolls horizontally',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username or email' })).toHaveFocus();
  },
};

/** Label, hint and validation message as the studio passes them in Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Nombre del evento',
    description: 'Se muestra a los espectadores en el canal web.',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value: string) => (value.length > 10 ? 'Como máximo 10 caracteres.' : null),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del evento' });
    await expect(input).toHaveAccessibleDescription(
      'Se muestra a los espectadores en el canal web.',
    );
    await userEvent.type(input, 'Misa del domingo en directo');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Como máximo 10 caracteres\./);
  },
};
