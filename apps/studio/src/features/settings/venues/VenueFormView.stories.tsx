import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { formValuesOf, NEW_VENUE } from './VenueFormPage';
import { VenueFormView } from './VenueFormView';

const channels = [
  fixture('EncoderChannel'),
  fixture('EncoderChannel', { uuid: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c02', name: 'Youth Night' }),
];

const meta = {
  title: 'Studio/Settings/VenueFormView',
  component: VenueFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/venues',
    availability: { cloud: 2, enterprise: 1, 'non-prod': 0, pro: 2 },
    channels,
    values: NEW_VENUE,
    fieldErrors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof VenueFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New venue' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'v');
    await expect(args.onChange).toHaveBeenCalledWith({ username: 'v' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Youth Night' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      encoderChannelIds: ['1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c02'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Every message of the create form, on its field and in the summary. */
export const FieldMessages: Story = {
  args: {
    values: { ...NEW_VENUE, username: 'west campus', password: 'west', passwordConfirmation: 'x' },
    fieldErrors: {
      username: VALIDATION_MESSAGES.venueUsernameSpaces,
      password: VALIDATION_MESSAGES.passwordMin,
      passwordConfirmation: VALIDATION_MESSAGES.passwordMatch,
      licenceType: VALIDATION_MESSAGES.required,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
      /Username cannot contain spaces\./,
    );
  },
};

export const UsernameExists: Story = {
  args: {
    values: { ...NEW_VENUE, username: 'venue.north', licenceType: 'pro' },
    fieldErrors: { username: VALIDATION_MESSAGES.venueUsernameExists },
  },
};

export const NoLicenceLeft: Story = {
  args: {
    values: { ...NEW_VENUE, username: 'venue.rehearsal', licenceType: 'non-prod' },
    fieldErrors: { licenceType: VALIDATION_MESSAGES.venueLicenceUnavailable },
  },
};

export const Edit: Story = {
  args: {
    savedName: 'venue.north',
    heldLicenceType: 'pro',
    values: formValuesOf(fixture('Venue')),
    backHref: '/settings/venues/6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c06',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Sunday Services' })).toBeChecked();
  },
};

export const ChannelsUnavailable: Story = {
  args: { channels: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Encoder channels could not be loaded/),
    ).toBeVisible();
  },
};

export const NoChannelsYet: Story = { args: { channels: [] } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { username: VALIDATION_MESSAGES.venueUsernameExists } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('El usuario de la sede ya existe.').length,
    ).toBeGreaterThan(0);
  },
};
