import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { LoginView } from './LoginView';

const meta = {
  title: 'Studio/Auth/LoginView',
  component: LoginView,
  decorators: [withStudioI18n],
  parameters: { layout: 'fullscreen' },
  args: {
    values: { username: '', password: '' },
    fieldErrors: {},
    isPending: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username or email/), 'a');
    await expect(args.onChange).toHaveBeenCalledWith({ username: 'a', password: '' });
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { values: { username: 'admin@riverside.example', password: 'Studio-Demo-2026' } },
};

export const RequiredFields: Story = {
  args: {
    fieldErrors: { username: 'This field is required.', password: 'This field is required.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Username or email/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Pending: Story = {
  args: {
    values: { username: 'admin@riverside.example', password: 'Studio-Demo-2026' },
    isPending: true,
  },
};

export const IncorrectCredentials: Story = {
  args: {
    values: { username: 'admin@riverside.example', password: 'wrong' },
    notice: 'incorrectCredentials',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The username or password is incorrect.',
    );
    await expect(canvas.getAllByRole('link', { name: /forgot/i }).length).toBeGreaterThan(0);
  },
};

export const VenueRefused: Story = {
  args: { values: { username: 'venue.north', password: '' }, notice: 'venueRefused' },
};

export const SessionExpired: Story = { args: { notice: 'sessionExpired' } };

export const ServerUnavailable: Story = {
  args: {
    notice: 'failed',
    failureMessage: 'The requested service is currently unavailable. Please try again later.',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Inicia sesión en Studio' }),
    ).toBeVisible();
  },
};
