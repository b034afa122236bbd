import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Components/InlineAlert',
  component: InlineAlert,
  args: { children: 'Your changes were saved.' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your changes were saved.');
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Heads up',
    children: 'Web and social streams start about 2 minutes after stream time.',
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'A scheduled event starts within the next hour.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('within the next hour');
  },
};

export const ErrorAlert: Story = {
  args: { tone: 'error', title: 'Sign-in failed', children: 'Incorrect username or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sign-in failed');
  },
};

export const PoliteError: Story = {
  args: { tone: 'error', role: 'status', children: 'This list could not be refreshed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'The encoder ran for more than 12 hours',
    children:
      'The destination was aborted because the encoder ran more than 12 hours, or the destination service stopped the stream, or the encoder input was bad. https://example.com/a-very-long-url-that-must-wrap-instead-of-overflowing-the-alert-box',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  args: {
    tone: 'error',
    title: 'Error al iniciar sesión',
    children: 'Usuario o contraseña incorrectos.',
  },
  globals: { locale: 'es' },
};
