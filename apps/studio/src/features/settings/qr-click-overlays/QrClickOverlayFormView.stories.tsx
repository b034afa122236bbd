import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import type { QrClickOverlayFormValues } from './actors';
import { QrClickOverlayFormView } from './QrClickOverlayFormView';

const NEW_OVERLAY: QrClickOverlayFormValues = {
  name: '',
  url: '',
  customLabel: '',
  type: 'in_player_overlay',
  openingBehaviour: 'click_to_open',
};
const CONNECT: QrClickOverlayFormValues = {
  name: 'Connect card',
  url: 'https://riverside.example/connect',
  customLabel: "I'm new",
  type: 'in_player_overlay',
  openingBehaviour: 'click_to_open',
};

const meta = {
  title: 'Studio/Settings/QrClickOverlayFormView',
  component: QrClickOverlayFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/qr-click-overlays',
    values: NEW_OVERLAY,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof QrClickOverlayFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New QRclick overlay' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'In-player overlay' })).toBeChecked();
    await userEvent.click(canvas.getByText('External link'));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'external_link' });
  },
};

export const Edit: Story = { args: { savedName: 'Connect card', values: CONNECT } };

const showsFieldMessage =
  (field: RegExp, message: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: field }),
    ).toHaveAccessibleDescription(expect.stringContaining(message));
  };

export const DuplicateUrl: Story = {
  args: { values: CONNECT, fieldErrors: { url: VALIDATION_MESSAGES.qrClickUrlDuplicate } },
  play: showsFieldMessage(/^URL/, 'Duplicate QRclick URL.'),
};

export const UrlWithoutProtocol: Story = {
  args: {
    values: { ...CONNECT, url: 'riverside.example/connect' },
    fieldErrors: { url: VALIDATION_MESSAGES.qrClickUrlInvalid },
  },
  play: showsFieldMessage(/^URL/, 'Enter a valid URL with its protocol'),
};

export const InPlayerUrlTooLong: Story = {
  args: {
    values: { ...CONNECT, url: `https://riverside.example/${'p'.repeat(190)}` },
    fieldErrors: { url: VALIDATION_MESSAGES.qrClickInPlayerUrlMax },
  },
  play: showsFieldMessage(/^URL/, 'An in-player overlay URL must be at most 213 characters.'),
};

export const RequiredAndLabelTooLong: Story = {
  args: {
    values: { ...NEW_OVERLAY, customLabel: 'x'.repeat(50) },
    fieldErrors: {
      name: VALIDATION_MESSAGES.required,
      url: VALIDATION_MESSAGES.required,
      customLabel: VALIDATION_MESSAGES.customLabelMax,
    },
  },
  play: showsFieldMessage(/^Custom label/, 'Custom label must be at most 50 characters.'),
};

export const SaveFailed: Story = {
  args: { values: CONNECT, formError: 'An unexpected error occurred.' },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { url: VALIDATION_MESSAGES.qrClickUrlDuplicate } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('URL de QRclick duplicada.').length,
    ).toBeGreaterThan(0);
  },
};
