import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import type { UploadEntryView } from './upload-entry';
import { UploadView } from './UploadView';

const entry = (
  key: string,
  fileName: string,
  change: Partial<UploadEntryView>,
): UploadEntryView => ({
  key,
  fileName,
  phase: 'accepted',
  bytesUploaded: 0,
  bytesTotal: 3_221_225_472,
  percent: 0,
  problems: [],
  errorCode: null,
  errorMessage: null,
  processingLabel: null,
  mediaId: null,
  ...change,
});

const every: UploadEntryView[] = [
  entry('1', 'sunday-service.mp4', { phase: 'checking' }),
  entry('2', 'interview-4-3.mp4', {
    phase: 'refused',
    errorCode: 'FILE_TYPE',
    problems: [
      {
        rule: 'aspectRatio',
        code: 'FILE_TYPE',
        found: '4:3',
        allowed: '16:9',
        message: "The video's aspect ratio is 4:3; it must be 16:9.",
      },
      {
        rule: 'audioPresent',
        code: 'FILE_TYPE',
        found: 'none',
        allowed: 'an AAC audio track',
        message: 'The file has no audio.',
      },
    ],
  }),
  entry('3', 'christmas-eve.mp4', {
    phase: 'uploading',
    bytesUploaded: 1_288_490_188,
    percent: 40,
  }),
  entry('4', 'easter.mp4', { phase: 'paused', bytesUploaded: 322_122_547, percent: 10 }),
  entry('5', 'baptisms.mp4', {
    phase: 'processing',
    processingLabel: 'transcoding',
    mediaId: 'm-5',
  }),
  entry('6', 'choir.mp4', { phase: 'processingFailed', processingLabel: 'processing failed' }),
  entry('7', 'youth-night.mp4', {
    phase: 'ready',
    mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e02',
  }),
  entry('8', 'vespers.mp4', { phase: 'interrupted', bytesUploaded: 1_610_612_736, percent: 50 }),
];

const meta = {
  title: 'Studio/Library/UploadView',
  component: UploadView,
  decorators: [withStudioI18n],
  args: {
    settings: { videoType: 'library', availability: 'immediately', expiryDate: '', regionId: '' },
    regions: [{ id: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a01', name: 'US East' }],
    onSettingsChange: fn(),
    entries: every,
    rates: { '3': { bytesPerSecond: 12_582_912, secondsLeft: 154 } },
    onFilesChosen: fn(),
    onStart: fn(),
    onStartAll: fn(),
    onPause: fn(),
    onResume: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof UploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refused = canvas.getByRole('listitem', { name: 'interview-4-3.mp4' });
    await expect(
      within(refused).getByText('The aspect ratio is 4:3; it must be 16:9.'),
    ).toBeVisible();
    const sending = canvas.getByRole('listitem', { name: 'christmas-eve.mp4' });
    await expect(
      within(sending).getByRole('progressbar', { name: 'Upload of christmas-eve.mp4' }),
    ).toBeVisible();
    await expect(within(sending).getByText(/12\.0 MB\/s/)).toBeVisible();
    await userEvent.click(within(sending).getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledWith('3');
    const paused = canvas.getByRole('listitem', { name: 'easter.mp4' });
    await userEvent.click(within(paused).getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledWith('4');
    await expect(
      within(canvas.getByRole('listitem', { name: 'baptisms.mp4' })).getByText(
        'Processing: transcoding',
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = { args: { entries: [], rates: {} } };

export const ReadyToUpload: Story = {
  args: {
    entries: [entry('1', 'sunday-service.mp4', {}), entry('2', 'midweek.mp4', {})],
    rates: {},
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload all' }));
    await expect(args.onStartAll).toHaveBeenCalled();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
