import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField, type PasswordRequirement } from './PasswordField';

// The rule of spec section 5 (@studio/domain's passwordSchema and passwordStrengthIssues): at least
// 10 characters, with numbers, upper case and lower case letters. The app passes its own copy of it;
// the 128-character maximum and "must match the confirmation" are validation errors, not checklist
// items.
const requirements: PasswordRequirement[] = [
  { id: 'length', label: 'At least 10 characters', isMet: (value) => value.length >= 10 },
  { id: 'number', label: 'A number', isMet: (value) => /[0-9]/.test(value) },
  { id: 'upper', label: 'An upper case letter', isMet: (value) => /[A-Z]/.test(value) },
  { id: 'lower', label: 'A lower case letter', isMet: (value) => /[a-z]/.test(value) },
];

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', revealLabel: 'Show password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

function passwordInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector('input');
  if (!input) throw new Error('password input not rendered');
  return input;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Password')).toBe(input);
    await userEvent.type(input, 'Studio-Demo-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('Studio-Demo-2026');
  },
};

export const RevealWithKeyboard: Story = {
  args: { defaultValue: 'Studio-Demo-2026' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
  },
};

export const WithStrengthHint: Story = {
  args: {
    requirements,
    requirementStatusLabels: { met: 'met', unmet: 'not met' },
    isRequired: true,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const items = () => canvas.getAllByRole('listitem');
    const input = passwordInput(canvasElement);
    await expect(items()).toHaveLength(4);
    await expect(items()[0]).toHaveTextContent('At least 10 characters: not met');
    // The checklist describes the input, so it is read when the field gets focus.
    await expect(input).toHaveAccessibleDescription(/At least 10 characters\s*: not met/);
    await userEvent.type(input, 'longenough1');
    await expect(items()[0]).toHaveTextContent('At least 10 characters: met');
    await expect(items()[1]).toHaveTextContent('A number: met');
    await expect(items()[2]).toHaveTextContent('An upper case letter: not met');
    await expect(items()[3]).toHaveTextContent('A lower case letter: met');
    await userEvent.type(input, 'A');
    await expect(items()[2]).toHaveTextContent('An upper case letter: met');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Passwords must match.', defaultValue: 'something' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords must match.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

const spanishRequirements: PasswordRequirement[] = [
  { id: 'length', label: 'Al menos 10 caracteres', isMet: (value) => value.length >= 10 },
  { id: 'number', label: 'Un número', isMet: (value) => /[0-9]/.test(value) },
  { id: 'upper', label: 'Una letra mayúscula', isMet: (value) => /[A-Z]/.test(value) },
  { id: 'lower', label: 'Una letra minúscula', isMet: (value) => /[a-z]/.test(value) },
];

/** Every label in Spanish, the checklist's spoken status words included. */
export const Spanish: Story = {
  args: {
    label: 'Contraseña',
    revealLabel: 'Mostrar contraseña',
    requirements: spanishRequirements,
    requirementStatusLabels: { met: 'cumplido', unmet: 'pendiente' },
  },
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = passwordInput(canvasElement);
    await expect(canvas.getByLabelText('Contraseña')).toBe(input);
    await expect(input).toHaveAccessibleDescription(/Al menos 10 caracteres\s*: pendiente/);
    await userEvent.type(input, 'contraseña1');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Un número: cumplido');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
