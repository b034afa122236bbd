import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileTrigger } from './FileTrigger';

const video = () => new File(['mp4 bytes'], 'sunday-service.mp4', { type: 'video/mp4' });

const meta = {
  title: 'Components/FileTrigger',
  component: FileTrigger,
  args: { children: 'Choose a video', acceptedFileTypes: ['video/mp4'], onSelect: fn() },
  // A checkbox per type: Storybook's JSON editor for arrays puts list items outside a list.
  argTypes: {
    acceptedFileTypes: {
      control: 'check',
      options: ['video/mp4', 'image/png', 'image/jpeg', 'application/pdf'],
    },
  },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a video' })).toBeInTheDocument();
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('FileTrigger renders a file input');
    await expect(input).toHaveAttribute('accept', 'video/mp4');
    await userEvent.upload(input, video());
    await expect(args.onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'sunday-service.mp4' }),
    ]);
  },
};

export const KeyboardOpensChooser: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('FileTrigger renders a file input');
    let opened = 0;
    // The system chooser cannot be driven from a test; count the click that would open it.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened += 1;
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a video' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);
  },
};

export const Multiple: Story = {
  args: {
    children: 'Choose documents',
    allowsMultiple: true,
    acceptedFileTypes: ['application/pdf'],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('FileTrigger renders a file input');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [
      new File(['a'], 'order-of-service.pdf', { type: 'application/pdf' }),
      new File(['b'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    await expect(args.onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'order-of-service.pdf' }),
      expect.objectContaining({ name: 'notes.pdf' }),
    ]);
  },
};

export const Primary: Story = { args: { variant: 'primary', children: 'Upload' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a video' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { children: 'Choose a thumbnail image for this video from your computer (at most 2 MB)' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { children: 'Elegir un vídeo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Elegir un vídeo' })).toBeInTheDocument();
  },
};
