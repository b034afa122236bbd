import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import {
  completedTranscription,
  demoAllowance,
  demoTracks,
  failedTranscription,
  noTranscription,
  processingTranscription,
} from './transcription-fixtures';
import { TranscriptionView } from './TranscriptionView';

const meta = {
  title: 'Studio/Library/TranscriptionView',
  component: TranscriptionView,
  decorators: [withStudioI18n],
  args: {
    title: 'Sunday 9am Service - Hope in Hard Times',
    mode: 'ready',
    transcription: completedTranscription,
    tracks: demoTracks,
    allowance: demoAllowance,
    isVideoReady: true,
    canEdit: true,
    busy: null,
    error: null,
    uploadLanguage: '',
    uploadLabel: '',
    uploadErrors: {},
    onUploadFieldsChange: fn(),
    onRetry: fn(),
    onRequest: fn(),
    onGenerate: fn(),
    onUpload: fn(),
    onDelete: fn(async () => undefined),
    onSeek: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TranscriptionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Transcribed')).toBeVisible();
    const transcript = canvas.getByRole('list', {
      name: 'Transcript of Sunday 9am Service - Hope in Hard Times',
    });
    await expect(within(transcript).getByText('welcome to the sunday service')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play from 00:00:03' }));
    await expect(args.onSeek).toHaveBeenCalledWith(3.62);
    await expect(canvas.getByRole('meter', { name: 'Subtitle hours this month' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Make English subtitles from the transcript' }),
    );
    await expect(args.onGenerate).toHaveBeenCalled();
  },
};

export const NotTranscribed: Story = {
  args: { transcription: noTranscription, tracks: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No subtitle tracks yet.')).toBeVisible();
    canvas.getByRole('button', { name: 'Transcribe video' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalled();
  },
};

export const Processing: Story = {
  args: { transcription: processingTranscription, tracks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', {
        name: 'Transcribing Sunday 9am Service - Hope in Hard Times',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Transcribe video' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { transcription: failedTranscription, tracks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/apt-get install -y pocketsphinx-en-us/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transcribe again' })).toBeEnabled();
  },
};

export const NoSubtitleHours: Story = {
  args: {
    transcription: noTranscription,
    tracks: [],
    allowance: { hoursPerMonth: 0, hoursUsed: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your plan has no subtitle hours/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Transcribe video' })).toBeNull();
  },
};

export const ActionRefused: Story = {
  args: {
    transcription: noTranscription,
    error:
      "This video needs 0.33 subtitle hours but only 0.1 of this month's 10 are left. Hours renew on the first of the month.",
  },
};

export const UploadFieldErrors: Story = {
  args: {
    uploadLanguage: 'english',
    uploadErrors: {
      language: 'Write the language as a tag such as en, es or pt-BR.',
      label: 'Write a label of 1 to 50 characters.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Language' })).toHaveValue('english');
    await expect(canvas.getByText('Write a label of 1 to 50 characters.')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Español' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete subtitles' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ label: 'Español' }));
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download English' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete English' })).toBeNull();
    await expect(canvas.queryByText('Add a subtitle file')).toBeNull();
  },
};

export const Loading: Story = { args: { mode: 'loading', transcription: null } };

export const LoadFailed: Story = {
  args: { mode: 'failed', transcription: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Transcripción y subtítulos')).toBeVisible();
  },
};
