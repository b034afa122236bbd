import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoItem } from './edit-fixtures';
import { TrimView } from './TrimView';

const meta = {
  title: 'Studio/Library/TrimView',
  component: TrimView,
  decorators: [withStudioI18n],
  args: {
    item: demoItem,
    values: { start: '00:00:00.000', end: '00:20:00.000' },
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TrimView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/up to 3.2 seconds/)).toBeVisible();
    await expect(canvas.getByText('The video lasts 00:20:00.000.')).toBeVisible();
    // The keyboard path: into the start, a time, Enter submits.
    await userEvent.click(canvas.getByRole('textbox', { name: /Start/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const StartAfterEnd: Story = {
  args: {
    values: { start: '00:15:00.000', end: '00:05:00.000' },
    fieldErrors: { end: 'The start must be before the end.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The start must be before the end.'),
    ).toBeVisible();
  },
};

export const OutsideTheVideo: Story = {
  args: {
    values: { start: '00:00:00.000', end: '00:25:00.000' },
    fieldErrors: { end: 'The range must be inside the video, which lasts 00:20:00.000.' },
  },
};

export const StillProcessing: Story = {
  args: { item: { ...demoItem, processingStatus: 'TRANSCODING', state: 'content_available' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/still processing/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trim video' })).toBeDisabled();
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerRefused: Story = {
  args: { formError: 'The video is still processing; trim it or cut clips once it is ready.' },
};

export const LongTitle: Story = {
  args: {
    item: {
      ...demoItem,
      title:
        'Christmas Eve Candlelight Service with the Youth Choir, the Brass Ensemble and Readings',
    },
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Recortar video' }),
    ).toBeVisible();
  },
};
