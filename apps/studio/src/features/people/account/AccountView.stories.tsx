import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { AccountView } from './AccountView';

const profile = {
  name: 'Dana Whitfield',
  userName: 'admin@riverside.example',
  customerName: 'Riverside Community',
  roles: ['customerAdmin'],
  pendingUserName: null,
};

const form = <Values,>(values: Values) => ({
  values,
  fieldErrors: {},
  isSubmitting: false,
  isDone: false,
  onChange: fn(),
  onSubmit: fn(),
});

const meta = {
  title: 'Studio/People/AccountView',
  component: AccountView,
  decorators: [withStudioI18n],
  args: {
    profile,
    password: form({ currentPassword: '', password: '', confirmPassword: '' }),
    email: form({ userName: '' }),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Organization Admin')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'S');
    await expect(args.password.onChange).toHaveBeenCalledWith({ currentPassword: 'S' });
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.password.onSubmit).toHaveBeenCalled();
  },
};

/** Every password message a person can meet here. */
export const PasswordMessages: Story = {
  args: {
    password: {
      ...form({ currentPassword: '', password: 'newpassword', confirmPassword: 'other' }),
      fieldErrors: {
        currentPassword: VALIDATION_MESSAGES.required,
        password: VALIDATION_MESSAGES.passwordStrength,
        confirmPassword: VALIDATION_MESSAGES.passwordMatch,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Passwords must match.')).toHaveLength(2);
  },
};

/** 400 on a wrong current password: the server's words above the form. */
export const WrongCurrentPassword: Story = {
  args: {
    password: {
      ...form({
        currentPassword: 'guess',
        password: 'New-Password-2026',
        confirmPassword: 'New-Password-2026',
      }),
      formError: 'Incorrect password.',
    },
  },
};

export const PasswordChanged: Story = {
  args: {
    password: { ...form({ currentPassword: '', password: '', confirmPassword: '' }), isDone: true },
  },
};

export const EmailInvalid: Story = {
  args: {
    email: { ...form({ userName: 'dana@' }), fieldErrors: { userName: VALIDATION_MESSAGES.email } },
  },
};

/** Sent: the new address waits for its link (valid 60 minutes). */
export const EmailPending: Story = {
  args: {
    profile: { ...profile, pendingUserName: 'dana.whitfield@riverside.example' },
    email: { ...form({ userName: 'dana.whitfield@riverside.example' }), isDone: true },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'dana.whitfield@riverside.example is waiting for its verification link to be opened.',
      ),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  args: {
    password: {
      ...form({ currentPassword: 'a', password: 'b', confirmPassword: 'b' }),
      isSubmitting: true,
    },
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
