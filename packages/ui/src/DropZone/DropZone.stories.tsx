import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DropZone } from './DropZone';
import { FileTrigger } from '../FileTrigger';

// The drop stories dispatch real `dragenter`, `dragover` and `drop` DragEvents on the zone, through
// React and react-aria's own useDrop handlers. Chromium withholds two things from a DataTransfer
// made in script that it gives a drag of files from the desktop, so `dataTransferOf` stands them
// in on that one object (a `new DataTransfer()` is a clipboard-kind object to Chromium):
// - `effectAllowed` reads "none" and cannot be set, and react-aria then finds no allowed
//   operation and refuses every drop. A drag that never chose its effects carries
//   "uninitialized", which allows them all.
// - `dropEffect` ignores writes. It becomes a plain property, so the story can read what
//   react-aria tells the browser (copy, or none for the no-drop cursor and no drop).
// - `DataTransferItem.webkitGetAsEntry()` is null for a File built in script (it has no file on
//   disk), and react-aria skips file items without an entry. Each item answers as a plain file.
// The items, their kind and type, `getAsFile()` and `types` stay Chromium's own.
// DropZone.test.ts keeps the rules (first file only, allowsMultiple, text items) on react-aria's
// item shapes.

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  args: {
    label: 'Drop an MP4 video here',
    description: 'Up to 64 GB and 12 hours.',
    acceptedFileTypes: ['video/mp4'],
    onDropFiles: fn(),
  },
  // A checkbox per type: Storybook's JSON editor for arrays puts list items outside a list.
  argTypes: {
    acceptedFileTypes: {
      control: 'check',
      options: ['video/mp4', 'video/quicktime', 'image/png', 'image/jpeg'],
    },
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

const mp4 = () => new File(['mp4 bytes'], 'service.mp4', { type: 'video/mp4' });
const mov = () => new File(['mov bytes'], 'service.mov', { type: 'video/quicktime' });

function dataTransferOf(files: File[]): DataTransfer {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const items = Array.from(dataTransfer.items, (item) =>
    Object.assign(item, { webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }) }),
  );
  Object.defineProperty(dataTransfer, 'items', { value: items });
  Object.defineProperty(dataTransfer, 'effectAllowed', { value: 'uninitialized' });
  Object.defineProperty(dataTransfer, 'dropEffect', { value: 'none', writable: true });
  return dataTransfer;
}

function dragEvent(type: string, zone: Element, dataTransfer: DataTransfer): DragEvent {
  const rect = zone.getBoundingClientRect();
  return new DragEvent(type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    dataTransfer,
    clientX: rect.left + rect.width / 2,
    clientY: rect.top + rect.height / 2,
  });
}

function zoneOf(canvasElement: HTMLElement): HTMLElement {
  const zone = canvasElement.querySelector<HTMLElement>('.studio-DropZone');
  if (!zone) throw new Error('DropZone renders .studio-DropZone');
  return zone;
}

export const DropAcceptedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const dataTransfer = dataTransferOf([mp4()]);
    zone.dispatchEvent(dragEvent('dragenter', zone, dataTransfer));
    zone.dispatchEvent(dragEvent('dragover', zone, dataTransfer));
    // Over the zone: the browser shows the copy cursor and the zone turns to its drop-target look.
    await expect(dataTransfer.dropEffect).toBe('copy');
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    zone.dispatchEvent(dragEvent('drop', zone, dataTransfer));
    await waitFor(() =>
      expect(args.onDropFiles).toHaveBeenCalledWith([
        expect.objectContaining({ name: 'service.mp4', type: 'video/mp4' }),
      ]),
    );
    await expect(zone).not.toHaveAttribute('data-drop-target');
  },
};

export const DropTakesTheFirstAcceptedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const dataTransfer = dataTransferOf([
      mov(),
      mp4(),
      new File(['more'], 'rehearsal.mp4', { type: 'video/mp4' }),
    ]);
    zone.dispatchEvent(dragEvent('dragenter', zone, dataTransfer));
    zone.dispatchEvent(dragEvent('dragover', zone, dataTransfer));
    zone.dispatchEvent(dragEvent('drop', zone, dataTransfer));
    await waitFor(() => expect(args.onDropFiles).toHaveBeenCalledTimes(1));
    await expect(args.onDropFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'service.mp4' }),
    ]);
  },
};

export const DropRefusesOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const dataTransfer = dataTransferOf([mov()]);
    zone.dispatchEvent(dragEvent('dragenter', zone, dataTransfer));
    zone.dispatchEvent(dragEvent('dragover', zone, dataTransfer));
    // Refused in the air: the no-drop cursor, and the zone keeps its resting look.
    await expect(dataTransfer.dropEffect).toBe('none');
    await expect(zone).not.toHaveAttribute('data-drop-target');
    // A browser does not drop with dropEffect "none"; even a forced drop delivers nothing.
    zone.dispatchEvent(dragEvent('drop', zone, dataTransfer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(args.onDropFiles).not.toHaveBeenCalled();
  },
};

export const DragLeaveRestores: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const dataTransfer = dataTransferOf([mp4()]);
    zone.dispatchEvent(dragEvent('dragenter', zone, dataTransfer));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    zone.dispatchEvent(dragEvent('dragleave', zone, dataTransfer));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
    await expect(args.onDropFiles).not.toHaveBeenCalled();
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
