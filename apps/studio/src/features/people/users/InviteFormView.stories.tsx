import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { InviteFormView } from './InviteFormView';

const meta = {
  title: 'Studio/People/InviteFormView',
  component: InviteFormView,
  decorators: [withStudioI18n],
  args: {
    values: { email: '', roles: [] },
    fieldErrors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof InviteFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'a');
    await expect(args.onChange).toHaveBeenCalledWith({ email: 'a' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Event Admin' }));
    await expect(args.onChange).toHaveBeenCalledWith({ roles: ['eventAdmin'] });
  },
};

export const InvalidAddressAndNoRole: Story = {
  args: {
    values: { email: 'volunteer@', roles: [] },
    fieldErrors: { email: VALIDATION_MESSAGES.email, roles: VALIDATION_MESSAGES.roleRequired },
  },
};

export const TooLong: Story = {
  args: {
    values: { email: `${'a'.repeat(62)}@b.example`, roles: ['eventAdmin'] },
    fieldErrors: { email: VALIDATION_MESSAGES.emailMax },
  },
};

/** 409: the spec's words on the address. */
export const AlreadyInvited: Story = {
  args: {
    values: { email: 'volunteer@riverside.example', roles: ['controlEncoder'] },
    fieldErrors: { email: VALIDATION_MESSAGES.invitationExists },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('Invitation already exists for the email'),
    ).toHaveLength(2);
  },
};

export const Sending: Story = {
  args: {
    values: { email: 'volunteer@riverside.example', roles: ['controlEncoder'] },
    isSubmitting: true,
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { email: VALIDATION_MESSAGES.invitationExists } },
};
