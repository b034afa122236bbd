import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DropZone } from './DropZone';
import { FileTrigger } from '../FileTrigger';

// A scripted drop carries no real files into react-aria, so the drop rules are covered by
// DropZone.test.ts; these stories cover naming, focus and the file chooser path.

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  args: {
    label: 'Drop an MP4 video here',
    description: 'Up to 64 GB and 12 hours.',
    acceptedFileTypes: ['video/mp4'],
    onDropFiles: fn(),
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /Drop an MP4 video here/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Up to 64 GB and 12 hours.')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    // The zone's hidden drop button takes focus (paste drops there) and the zone shows the ring.
    await expect(canvas.getByRole('button', { name: /Drop an MP4 video here/ })).toHaveFocus();
    await expect(canvasElement.querySelector('.studio-DropZone')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const WithFileTrigger: Story = {
  render: (args) => (
    <DropZone {...args}>
      <FileTrigger acceptedFileTypes={args.acceptedFileTypes} onSelect={args.onDropFiles}>
        Choose a video
      </FileTrigger>
    </DropZone>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a video' })).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('FileTrigger renders a file input');
    await userEvent.upload(
      input,
      new File(['mp4 bytes'], 'sunday-service.mp4', { type: 'video/mp4' }),
    );
    await expect(args.onDropFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'sunday-service.mp4' }),
    ]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.studio-DropZone')).toHaveAttribute(
      'data-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Drop an MP4 video here/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Drop a video recorded on your encoder or camera here to add it to the library of the organisation',
    description:
      'MP4 only, at most 64 GB, up to 12 hours, 1920x1080 or 3840x2160 for 4K, 16 audio channels at 48 kHz.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Suelte aquí un vídeo MP4', description: 'Hasta 64 GB y 12 horas.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /Suelte aquí un vídeo MP4/ }),
    ).toBeInTheDocument();
  },
};
