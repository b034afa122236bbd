import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deleteAfterRangeMessage, VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { encoderChannelValuesOf, newEncoderChannelValues } from './form-actors';
import { demoChannelUsers, demoEncoderChannels, demoRegions } from './channel-fixtures';
import { EncoderChannelFormView } from './EncoderChannelFormView';

const youth = demoEncoderChannels[3]!;

const meta = {
  title: 'Studio/Settings/EncoderChannelFormView',
  component: EncoderChannelFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/encoder-channels',
    values: newEncoderChannelValues(demoRegions),
    regions: demoRegions,
    userOptions: demoChannelUsers,
    maxDeleteAfter: 30,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderChannelFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New encoder channel' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('From 1 to 30 days on your plan. Leave empty to keep recordings.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'C');
    await expect(args.onChange).toHaveBeenCalledWith({ name: 'C' });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Marcus Bell/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ users: [demoChannelUsers[0]!.uuid] });
  },
};

export const Edit: Story = {
  args: {
    savedName: youth.name,
    backHref: `/settings/encoder-channels/${youth.uuid}`,
    values: encoderChannelValuesOf(youth),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit Youth Ministry' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Marcus Bell/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Dana Whitfield/ })).not.toBeChecked();
  },
};

/** Every message a person can meet, on its field and in the summary. */
export const FieldMessages: Story = {
  args: {
    values: { ...newEncoderChannelValues(demoRegions), name: 'Chapel: East!', deleteAfter: 45 },
    fieldErrors: {
      name: VALIDATION_MESSAGES.encoderChannelNameCharacters,
      deleteAfter: deleteAfterRangeMessage(30),
      users: VALIDATION_MESSAGES.encoderChannelUsersUnknown,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Use only letters, numbers, spaces, underscores and dashes\./,
    );
    await expect(
      canvas.getByRole('textbox', { name: /^Delete recordings after/ }),
    ).toHaveAccessibleDescription(/Delete after must be between 1 and 30 days\./);
    await expect(
      canvas.getByRole('link', { name: 'Choose users of this organisation.' }),
    ).toBeVisible();
  },
};

export const NameTaken: Story = {
  args: {
    values: { ...newEncoderChannelValues(demoRegions), name: 'Sunday Services' },
    fieldErrors: { name: VALIDATION_MESSAGES.encoderChannelNameExists },
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const RefusedWithoutField: Story = {
  args: { formError: 'The requested service is currently unavailable. Please try again later.' },
};

export const NoUsersYet: Story = { args: { userOptions: [] } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    fieldErrors: { deleteAfter: deleteAfterRangeMessage(30) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nuevo canal de codificador' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Eliminar después de debe estar entre 1 y 30 días.' }),
    ).toBeVisible();
  },
};
