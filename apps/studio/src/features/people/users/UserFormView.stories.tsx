import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { userFormValues } from './actors';
import { demoEncoderChannels, demoUsers } from './fixtures';
import { UserFormView } from './UserFormView';

const user = demoUsers[1]!;

const meta = {
  title: 'Studio/People/UserFormView',
  component: UserFormView,
  decorators: [withStudioI18n],
  args: {
    record: { user, encoderChannels: demoEncoderChannels },
    values: userFormValues(user),
    fieldErrors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof UserFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Media Library Admin' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      roles: ['eventAdmin', 'mediaLibraryAdmin'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every message a person can meet on this form, on its field and in the summary. */
export const ValidationMessages: Story = {
  args: {
    values: {
      ...userFormValues(user),
      name: 'M',
      phone: '2175550144',
      roles: ['resiAdmin', 'eventAdmin'],
    },
    fieldErrors: {
      name: VALIDATION_MESSAGES.nameLength,
      phone: VALIDATION_MESSAGES.phoneCountryCode,
      roles: VALIDATION_MESSAGES.platformAdminAlone,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(VALIDATION_MESSAGES.phoneCountryCode)).toHaveLength(2);
    await expect(canvas.getAllByText(VALIDATION_MESSAGES.platformAdminAlone)).toHaveLength(2);
  },
};

export const RoleRequired: Story = {
  args: {
    values: { ...userFormValues(user), roles: [] },
    fieldErrors: { roles: VALIDATION_MESSAGES.roleRequired },
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const RefusedWithoutField: Story = {
  args: { formError: 'An unexpected server error occurred.' },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { phone: VALIDATION_MESSAGES.phoneCountryCode } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText(
        'Escriba el teléfono con el prefijo del país, como +34911234567.',
      ),
    ).toHaveLength(2);
  },
};
