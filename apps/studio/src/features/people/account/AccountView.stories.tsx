import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { AccountView } from './AccountView';

const profile = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  userName: 'admin@riverside.example',
  customerName: 'Riverside Community',
  roles: ['customerAdmin'],
};

const meta = {
  title: 'Studio/People/AccountView',
  component: AccountView,
  decorators: [withStudioI18n],
  args: { profile, resetLink: { kind: 'idle' }, onSendResetLink: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Organization Admin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a password link' }));
    await expect(args.onSendResetLink).toHaveBeenCalled();
  },
};

export const LinkSending: Story = { args: { resetLink: { kind: 'sending' } } };
export const LinkSent: Story = { args: { resetLink: { kind: 'sent' } } };
export const LinkFailed: Story = {
  args: { resetLink: { kind: 'failed', message: 'An unexpected server error occurred.' } },
};
export const Spanish: Story = { globals: { locale: 'es' } };
