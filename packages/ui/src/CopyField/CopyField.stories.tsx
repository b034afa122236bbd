import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CopyField } from './CopyField';

const streamUrl = 'rtmps://live.studio.example:443/live';
const streamKey = 'sk_live_4f9a2c7e1b8d';
const embedCode =
  '<iframe src="https://player.studio.example/embed/7a1c?autoplay=0" width="640" height="360" allow="autoplay; fullscreen" allowfullscreen></iframe>';

const meta = {
  title: 'Components/CopyField',
  component: CopyField,
  args: {
    label: 'Stream URL',
    value: streamUrl,
    copyLabel: 'Copy stream URL',
    copiedMessage: 'Copied to the clipboard',
    copyFailedMessage: 'Could not copy. Select the text and copy it.',
    writeText: fn(async () => undefined),
    onCopy: fn(),
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Stream URL' });
    await expect(input).toHaveValue(streamUrl);
    await expect(input).toHaveAttribute('readonly');
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream URL' }));
    await expect(args.writeText).toHaveBeenCalledWith(streamUrl);
    await expect(status).toHaveTextContent('Copied to the clipboard');
    await expect(args.onCopy).toHaveBeenCalledWith(streamUrl);
  },
};

export const KeyboardCopy: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Stream URL' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy stream URL' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.writeText).toHaveBeenCalledTimes(1);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Copied to the clipboard');
    // Copying again replaces the message with a new node, so the live region reads it again.
    const first = status.firstElementChild;
    await userEvent.keyboard('{Enter}');
    await expect(args.writeText).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(status.firstElementChild).not.toBe(first));
    await expect(status).toHaveTextContent('Copied to the clipboard');
  },
};

export const SecretStreamKey: Story = {
  args: {
    label: 'Stream key',
    value: streamKey,
    copyLabel: 'Copy stream key',
    isSecret: true,
    revealLabel: 'Show stream key',
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('type', 'password');
    const reveal = canvas.getByRole('button', { name: 'Show stream key' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    // Copying works while the key is still masked.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream key' }));
    await expect(args.writeText).toHaveBeenCalledWith(streamKey);
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Stream key' })).toHaveValue(streamKey);
  },
};

export const RevealWithKeyboard: Story = {
  args: {
    label: 'Stream key',
    value: streamKey,
    copyLabel: 'Copy stream key',
    isSecret: true,
    revealLabel: 'Show stream key',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const reveal = canvas.getByRole('button', { name: 'Show stream key' });
    await expect(reveal).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'password');
  },
};

export const EmbedCode: Story = {
  args: {
    label: 'Embed code',
    value: embedCode,
    copyLabel: 'Copy embed code',
    copyText: 'Copy',
    isMultiline: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Embed code' })).toHaveValue(embedCode);
    // The visible text is "Copy", but the name says what is copied, starting with that text.
    const button = canvas.getByRole('button', { name: 'Copy embed code' });
    await expect(button).toHaveTextContent('Copy');
    await expect(canvas.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.writeText).toHaveBeenCalledWith(embedCode);
  },
};

export const CopyRefused: Story = {
  args: { writeText: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream URL' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Could not copy. Select the text and copy it.');
    await expect(status).toHaveAttribute('data-result', 'failed');
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy stream URL' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.writeText).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Paste this into your encoder software together with the stream key.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Stream URL' })).toHaveAccessibleDescription(
      'Paste this into your encoder software together with the stream key.',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'HLS URL of the Main Sanctuary web channel for viewers on third-party players',
    value:
      'https://hls.studio.example/live/channel/7a1c2e9f-3b6d-4c8a-9e1f-2a7b5c3d9e0f/master.m3u8?token=abcdef0123456789',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Clave de emisión',
    value: streamKey,
    isSecret: true,
    revealLabel: 'Mostrar la clave de emisión',
    copyLabel: 'Copiar la clave de emisión',
    copiedMessage: 'Copiado al portapapeles',
    copyFailedMessage: 'No se pudo copiar.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar la clave de emisión' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado al portapapeles');
  },
};
