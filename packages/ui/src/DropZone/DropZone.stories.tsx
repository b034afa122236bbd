import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DropZone } from './DropZone';
import { FileTrigger } from '../FileTrigger';

function transferOf(...files: File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/** Plays a native drag and drop of `transfer` onto `target`, as a browser does. */
function dragAndDrop(target: Element, transfer: DataTransfer) {
  const { left, top } = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: left + 10, clientY: top + 10 };
  target.dispatchEvent(new DragEvent('dragenter', init));
  target.dispatchEvent(new DragEvent('dragover', init));
  target.dispatchEvent(new DragEvent('drop', init));
}

const mp4 = () => new File(['mp4 bytes'], 'sunday-service.mp4', { type: 'video/mp4' });
const mov = () => new File(['mov bytes'], 'rehearsal.mov', { type: 'video/quicktime' });

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
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector('.studio-DropZone');
    if (!zone) throw new Error('DropZone renders its root');
    dragAndDrop(zone, transferOf(mp4()));
    await waitFor(() => expect(args.onDropFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'sunday-service.mp4' })]));
  },
};

export const RefusesOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector('.studio-DropZone');
    if (!zone) throw new Error('DropZone renders its root');
    dragAndDrop(zone, transferOf(mov()));
    // The zone still accepted the first drop of the next story; here nothing may arrive.
    dragAndDrop(zone, transferOf(mp4()));
    await waitFor(() => expect(args.onDropFiles).toHaveBeenCalledTimes(1));
    await expect(args.onDropFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'sunday-service.mp4' })]);
  },
};

export const PasteFromKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const dropButton = canvas.getByRole('button', { name: /Drop an MP4 video here/ });
    await expect(dropButton).toHaveFocus();
    await userEvent.paste(transferOf(mp4()));
    await waitFor(() => expect(args.onDropFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'sunday-service.mp4' })]));
  },
};

export const Multiple: Story = {
  args: { label: 'Drop documents here', acceptedFileTypes: ['application/pdf'], allowsMultiple: true, description: undefined },
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector('.studio-DropZone');
    if (!zone) throw new Error('DropZone renders its root');
    dragAndDrop(
      zone,
      transferOf(new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.pdf', { type: 'application/pdf' })),
    );
    await waitFor(() =>
      expect(args.onDropFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' }), expect.objectContaining({ name: 'b.pdf' })]),
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a video' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvasElement.querySelector('.studio-DropZone');
    if (!zone) throw new Error('DropZone renders its root');
    await expect(zone).toHaveAttribute('data-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Drop an MP4 video here/ })).toBeDisabled();
    dragAndDrop(zone, transferOf(mp4()));
    await expect(args.onDropFiles).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Drop a video recorded on your encoder or camera here to add it to the library of the organisation',
    description: 'MP4 only, at most 64 GB, up to 12 hours, 1920x1080 or 3840x2160 for 4K, 16 audio channels at 48 kHz.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Suelte aquí un vídeo MP4', description: 'Hasta 64 GB y 12 horas.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Suelte aquí un vídeo MP4/ })).toBeInTheDocument();
  },
};
