import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import type { DestinationGroupFormValues } from './actors';
import { DestinationGroupFormView } from './DestinationGroupFormView';
import { demoChoices } from './fixtures';

const NEW_GROUP: DestinationGroupFormValues = {
  name: '',
  enabled: true,
  softwareEncoderEnabled: false,
  webEventProfileId: null,
  encoderChannelId: null,
  rtmpDestinationIds: [],
  crossposts: [],
};
const SUNDAY: DestinationGroupFormValues = {
  name: 'Sunday Everywhere',
  enabled: true,
  softwareEncoderEnabled: false,
  webEventProfileId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
  encoderChannelId: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
  rtmpDestinationIds: ['7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01'],
  crossposts: [{ destinationType: 'FACEBOOK', channelId: '104233118812345' }],
};

const meta = {
  title: 'Studio/Settings/DestinationGroupFormView',
  component: DestinationGroupFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/destination-groups',
    values: NEW_GROUP,
    choices: demoChoices,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof DestinationGroupFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New destination group' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Vimeo backup'));
    await expect(args.onChange).toHaveBeenCalledWith({
      rtmpDestinationIds: ['7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01'],
    });
  },
};

export const Edit: Story = {
  args: { savedName: 'Sunday Everywhere', values: SUNDAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Vimeo backup' })).toBeChecked();
    await expect(canvas.getByText('Facebook: 104233118812345')).toBeVisible();
  },
};

/** Channels in two regions: a warning as they are picked, not a refusal. */
export const CrossRegionWarning: Story = {
  args: {
    values: { ...SUNDAY, webEventProfileId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The web channel is in Europe and the encoder channel in North America. Streams may take longer to reach viewers.',
      ),
    ).toBeVisible();
  },
};

export const NameExists: Story = {
  args: {
    values: SUNDAY,
    fieldErrors: { name: VALIDATION_MESSAGES.destinationGroupNameExists },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Name/ }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('A destination group with this name already exists.'),
    );
  },
};

export const NameRequiredOrTooLong: Story = {
  args: { fieldErrors: { name: VALIDATION_MESSAGES.required } },
};

export const DuplicateRtmpDestination: Story = {
  args: {
    values: SUNDAY,
    fieldErrors: { rtmpDestinationIds: VALIDATION_MESSAGES.destinationGroupDuplicateRtmp },
  },
};

/** An Event Admin who reached the create address: the server's 403 in the spec's words. */
export const AdminRequired: Story = {
  args: {
    values: { ...NEW_GROUP, name: 'Youth night' },
    formError: 'Creating a destination group needs Admin permission.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Creating a destination group needs Admin permission.'),
    ).toBeVisible();
  },
};

export const NoRtmpDestinations: Story = {
  args: { choices: { ...demoChoices, rtmpDestinations: [] } },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { values: { ...SUNDAY, webEventProfileId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02' } },
};
