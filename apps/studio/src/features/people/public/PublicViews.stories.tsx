import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { AcceptInviteView } from './AcceptInviteView';
import { ResetPasswordView } from './ResetPasswordView';
import { ResetRequestView } from './ResetRequestView';
import { VerifyEmailView } from './VerifyEmailView';

/** The pages opened from the studio's e-mails, in each state. */
const meta = {
  title: 'Studio/People/Public pages',
  decorators: [withStudioI18n],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const emptyAcceptance = {
  firstName: '',
  lastName: '',
  email: 'volunteer@riverside.example',
  password: '',
  confirmPassword: '',
};
const acceptArgs = {
  values: emptyAcceptance,
  fieldErrors: {},
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
};

export const AcceptInvitation: Story = {
  render: () => <AcceptInviteView {...acceptArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'S');
    await expect(acceptArgs.onChange).toHaveBeenCalledWith({ firstName: 'S' });
    await userEvent.click(canvas.getByRole('button', { name: 'Join and sign in' }));
    await expect(acceptArgs.onSubmit).toHaveBeenCalled();
  },
};

/** Every rule a person can break while accepting, on its field and in the summary. */
export const AcceptInvitationMessages: Story = {
  render: () => (
    <AcceptInviteView
      {...acceptArgs}
      values={{ ...emptyAcceptance, firstName: 'S', password: 'volunteer', confirmPassword: 'x' }}
      fieldErrors={{
        firstName: VALIDATION_MESSAGES.nameLength,
        lastName: VALIDATION_MESSAGES.required,
        password: VALIDATION_MESSAGES.passwordMin,
        confirmPassword: VALIDATION_MESSAGES.passwordMatch,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Passwords must match.')).toHaveLength(2);
  },
};

export const AcceptWeakPassword: Story = {
  render: () => (
    <AcceptInviteView
      {...acceptArgs}
      values={{ ...emptyAcceptance, password: 'alllowercase', confirmPassword: 'alllowercase' }}
      fieldErrors={{ password: VALIDATION_MESSAGES.passwordStrength }}
    />
  ),
};

/** 410: an expired or revoked invitation says so. */
export const InvitationNoLongerWorks: Story = {
  render: () => <AcceptInviteView {...acceptArgs} refusal="gone" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This invitation no longer works')).toBeVisible();
  },
};

export const InvitationAlreadyAccepted: Story = {
  render: () => <AcceptInviteView {...acceptArgs} refusal="used" />,
};

export const InvitationSigningIn: Story = {
  render: () => <AcceptInviteView {...acceptArgs} joined="signingIn" />,
};

export const AcceptSpanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <AcceptInviteView {...acceptArgs} fieldErrors={{ firstName: VALIDATION_MESSAGES.nameLength }} />
  ),
};

const requestArgs = {
  email: '',
  fieldErrors: {},
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
};

export const ResetRequest: Story = { render: () => <ResetRequestView {...requestArgs} /> };

export const ResetRequestInvalidAddress: Story = {
  render: () => (
    <ResetRequestView
      {...requestArgs}
      email="dana@"
      fieldErrors={{ email: VALIDATION_MESSAGES.email }}
    />
  ),
};

/** The same words whether or not the address is known. */
export const ResetRequestSent: Story = {
  render: () => <ResetRequestView {...requestArgs} sentTo="nobody@riverside.example" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'If an account uses nobody@riverside.example',
    );
  },
};

const resetArgs = {
  values: { password: '', confirmPassword: '' },
  fieldErrors: {},
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
};

export const ResetChecking: Story = {
  render: () => <ResetPasswordView {...resetArgs} phase="checking" />,
};

export const ResetForm: Story = {
  render: () => (
    <ResetPasswordView
      {...resetArgs}
      phase="form"
      values={{ password: 'New-Password', confirmPassword: '' }}
      fieldErrors={{ password: VALIDATION_MESSAGES.passwordStrength }}
    />
  ),
};

/** Timed out or invalid: request a new reset. */
export const ResetLinkInvalid: Story = {
  render: () => <ResetPasswordView {...resetArgs} phase="invalid" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Request a new reset' }),
    ).toHaveAttribute('href', '/reset-password');
  },
};

export const ResetDone: Story = { render: () => <ResetPasswordView {...resetArgs} phase="done" /> };

const verifyArgs = {
  continueHref: '/login',
  resendEmail: '',
  resend: { kind: 'idle' } as const,
  onResendEmailChange: fn(),
  onResend: fn(),
  onRetry: fn(),
};

export const Verifying: Story = {
  render: () => <VerifyEmailView {...verifyArgs} phase={{ kind: 'verifying' }} />,
};

export const Verified: Story = {
  render: () => (
    <VerifyEmailView
      {...verifyArgs}
      phase={{ kind: 'verified', email: 'volunteer@riverside.example' }}
    />
  ),
};

export const VerifyValidationError: Story = {
  render: () => <VerifyEmailView {...verifyArgs} phase={{ kind: 'error' }} />,
};

export const VerifyConflict: Story = {
  render: () => <VerifyEmailView {...verifyArgs} phase={{ kind: 'conflict' }} />,
};

/** The spec's message, and a resend. */
export const VerifyExpired: Story = {
  render: () => <VerifyEmailView {...verifyArgs} phase={{ kind: 'expired' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Unable to verify token: Verify new username token has expired'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'a');
    await expect(verifyArgs.onResendEmailChange).toHaveBeenCalledWith('a');
  },
};

export const VerifyResent: Story = {
  render: () => (
    <VerifyEmailView
      {...verifyArgs}
      phase={{ kind: 'expired' }}
      resend={{ kind: 'sent', email: 'volunteer@riverside.example' }}
    />
  ),
};

export const VerifySpanish: Story = {
  globals: { locale: 'es' },
  render: () => <VerifyEmailView {...verifyArgs} phase={{ kind: 'expired' }} />,
};
