import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { newEncoderPreset } from './EncoderPresetFormPage';
import { EncoderPresetFormView } from './EncoderPresetFormView';

const meta = {
  title: 'Studio/Settings/EncoderPresetFormView',
  component: EncoderPresetFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/encoder-presets',
    options: fixture('EncoderPresetOptions'),
    values: newEncoderPreset(1),
    fieldErrors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderPresetFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New encoder preset' }),
    ).toBeVisible();
    // 2160p is not offered without an enterprise plan, and the form says so.
    await expect(canvas.getByText(/2160p \(4K\) needs an Enterprise/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'L');
    await expect(args.onChange).toHaveBeenCalledWith({ name: 'L' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Channel 3' }));
    await expect(args.onChange).toHaveBeenCalledWith({ audioChannels: [1, 2, 3] });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The create pane with the version-2 flag: up to 16 audio channels. */
export const NewVersion2: Story = {
  args: { values: { ...newEncoderPreset(2), audioChannels: [1, 2, 3, 4, 5, 6, 7, 8] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New version 2 encoder preset' }),
    ).toBeVisible();
    await expect(canvas.getByText('Choose up to 16.')).toBeVisible();
  },
};

/** Every message a person can meet, on its field and in the summary. */
export const FieldMessages: Story = {
  args: {
    values: { ...newEncoderPreset(1), name: '', bitrateKbps: 9000, audioChannels: [1, 2, 3] },
    fieldErrors: {
      name: VALIDATION_MESSAGES.required,
      bitrateKbps: VALIDATION_MESSAGES.encoderBitrateMaxHd,
      audioChannels: VALIDATION_MESSAGES.encoderAudioChannelsVersion1Max,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Bitrate/ })).toHaveAccessibleDescription(
      /at most 8000 kbps at 30 fps or below/,
    );
    await expect(
      canvas.getAllByText(VALIDATION_MESSAGES.encoderAudioChannelsVersion1Max).length,
    ).toBeGreaterThan(0);
  },
};

export const NameTaken: Story = {
  args: {
    savedName: '720p30 3 Mbps',
    values: { ...newEncoderPreset(1), name: '1080p30 6 Mbps' },
    fieldErrors: { name: VALIDATION_MESSAGES.encoderPresetNameExists },
  },
};

/** A refusal without a field (the plan, or no answer): above the form, values kept. */
export const PlanRefusal: Story = {
  args: {
    values: { ...newEncoderPreset(1), name: '2160p60 40 Mbps' },
    formError: 'This feature needs an Enterprise Live Web or Multisite plan.',
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { bitrateKbps: VALIDATION_MESSAGES.encoderBitrateMaxHd } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nuevo ajuste del codificador' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(/La tasa de bits debe ser como máximo/).length,
    ).toBeGreaterThan(0);
  },
};
