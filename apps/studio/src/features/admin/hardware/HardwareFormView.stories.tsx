import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ADMIN_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { encoderUnit, hardwareLookups } from '../fixtures';
import { hardwareFormValuesOf, NEW_HARDWARE_UNIT } from './actors';
import { HardwareFormView } from './HardwareFormView';

const meta = {
  title: 'Studio/Admin/HardwareFormView',
  component: HardwareFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/hardware',
    lookups: hardwareLookups,
    values: NEW_HARDWARE_UNIT,
    fieldErrors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof HardwareFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = {
  args: {
    savedSerial: encoderUnit.serialNumber,
    values: hardwareFormValuesOf(encoderUnit),
    backHref: `/hardware/${encoderUnit.uuid}`,
  },
};

/** "D1234" is refused with the decoder serial message, on the field and in the summary. */
export const ShortDecoderSerial: Story = {
  args: {
    values: { ...NEW_HARDWARE_UNIT, serialNumber: 'D1234' },
    fieldErrors: { serialNumber: ADMIN_VALIDATION_MESSAGES.decoderSerial },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Serial number/ })).toHaveValue('D1234');
    await expect(
      canvas.getAllByText('Decoder serial numbers are D followed by 8 digits, such as D12345678.')
        .length,
    ).toBeGreaterThan(0);
  },
};

export const EveryMessage: Story = {
  args: {
    values: { ...NEW_HARDWARE_UNIT, warrantyLengthYears: '12', activationCode: 'K7Q2' },
    fieldErrors: {
      serialNumber: ADMIN_VALIDATION_MESSAGES.serialNumber,
      modelId: VALIDATION_MESSAGES.required,
      statusId: VALIDATION_MESSAGES.required,
      locationId: VALIDATION_MESSAGES.required,
      ownerId: VALIDATION_MESSAGES.required,
      buildDate: VALIDATION_MESSAGES.required,
      saleDate: ADMIN_VALIDATION_MESSAGES.saleBeforeBuild,
      warrantyLengthYears: ADMIN_VALIDATION_MESSAGES.warrantyYears,
      vendorInvoice: ADMIN_VALIDATION_MESSAGES.vendorInvoiceMax,
      activationCode: ADMIN_VALIDATION_MESSAGES.activationCode,
    },
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const Spanish: Story = { ...ShortDecoderSerial, play: undefined, globals: { locale: 'es' } };
