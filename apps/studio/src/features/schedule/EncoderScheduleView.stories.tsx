import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EncoderScheduleView } from './EncoderScheduleView';
import { demoNames, sundayOccurrences, sundayService } from './schedule-fixtures';
import { withStudioI18n } from '../../storybook/withStudio';

/** `/schedule/encoder/{uuid}`: the encoder side of an event and when the encoder starts. */
const meta = {
  title: 'Studio/Schedule/EncoderScheduleView',
  component: EncoderScheduleView,
  decorators: [withStudioI18n],
  args: { event: sundayService, nextOccurrences: sundayOccurrences, names: demoNames },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderScheduleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The encoder starts 30 minutes before each 9:00 start: 8:30 in Chicago. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sunday 9am' })).toBeVisible();
    await expect(canvas.getByText('Sanctuary encoder')).toBeVisible();
    await expect(canvas.getByText('1080p30')).toBeVisible();
    await expect(canvas.getByText('Sunday, November 29, 2026 at 8:30 AM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/schedule/encoder/${sundayService.uuid}/edit`,
    );
  },
};

export const AutomaticSettings: Story = {
  args: {
    event: { ...sundayService, automaticSettings: true, encoderPresetId: null },
    nextOccurrences: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Automatic settings')).toBeVisible();
    await expect(canvas.getByText('No occurrence is ahead.')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Programación del codificador', { selector: 'p' }),
    ).toBeVisible();
  },
};
