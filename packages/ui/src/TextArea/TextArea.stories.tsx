import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(input, 'First line{Enter}Second line');
    await expect(input).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'No < or > characters.', defaultValue: '<b>Live</b>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('No < or > characters.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read only text' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Monospace: Story = {
  args: {
    label: 'Embed code',
    isMonospace: true,
    isReadOnly: true,
    defaultValue: '<iframe src="https://player.example/embed/abc" allowfullscreen></iframe>',
  },
};

export const LongText: Story = {
  args: { description: 'Shown under the video.', defaultValue: 'A long description. '.repeat(30) },
};

/** Label, hint and validation message as the studio passes them in Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Descripción',
    description: 'Se muestra debajo del vídeo.',
    validationBehavior: 'aria',
    validate: (value: string) => (/[<>]/.test(value) ? 'Sin los caracteres < ni >.' : null),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Descripción' });
    await expect(input).toHaveAccessibleDescription('Se muestra debajo del vídeo.');
    await userEvent.type(input, 'Primera línea{Enter}<b>');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Sin los caracteres < ni >.')).toBeVisible();
  },
};
