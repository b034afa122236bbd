import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import type { ToastRegionProps } from './Toast';
import { ToastRegion } from './Toast';
import { type ToastContent, createToastQueue, useToast } from './toast-queue';

/** Each story owns a queue so toasts never leak from one story into the next. */
function ToastDemo({
  content,
  timeout,
  triggerLabel = 'Save changes',
  ...props
}: ToastRegionProps & { content: ToastContent; timeout?: number; triggerLabel?: string }) {
  const [queue] = useState(() => createToastQueue());
  const toast = useToast(queue);
  return (
    <>
      <Button variant="primary" onPress={() => toast.show(content, { timeout })}>
        {triggerLabel}
      </Button>
      <ToastRegion {...props} queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { 'aria-label': 'Notifications', dismissLabel: 'Dismiss' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast, shown when the button is pressed; it stays until dismissed. */
export const Default: Story = {
  render: (args) => <ToastDemo {...args} content={{ title: 'Changes saved' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Changes saved' });
    await expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const KeyboardDismiss: Story = {
  render: (args) => (
    <ToastDemo
      {...args}
      content={{
        title: 'Changes saved',
        description: 'The event page is updated.',
        tone: 'success',
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // The region is portalled to the document body.
    const toast = await screen.findByRole('alertdialog', { name: 'Changes saved' });
    await expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    for (let step = 0; step < 4 && document.activeElement !== dismiss; step += 1) {
      await userEvent.tab();
    }
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Changes saved' })).not.toBeInTheDocument(),
    );
  },
};

export const Timeout: Story = {
  render: (args) => <ToastDemo {...args} content={{ title: 'Upload finished' }} timeout={5000} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Upload finished' }),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.queryByRole('alertdialog', { name: 'Upload finished' }),
        ).not.toBeInTheDocument(),
      {
        timeout: 8000,
      },
    );
  },
};

const toneToasts: ToastContent[] = [
  { title: 'Stream is starting', tone: 'info' },
  { title: 'Event published', tone: 'success' },
  { title: 'Encoder bitrate is low', description: 'Viewers may see buffering.', tone: 'warning' },
  { title: 'Upload failed', description: 'Check the connection and try again.', tone: 'error' },
];

function AllTones(props: ToastRegionProps) {
  const [queue] = useState(() => createToastQueue());
  useEffect(() => {
    const keys = toneToasts.map((content) => queue.add(content));
    return () => keys.forEach((key) => queue.close(key));
  }, [queue]);
  return <ToastRegion {...props} queue={queue} />;
}

export const Tones: Story = {
  render: (args) => <AllTones {...args} />,
  play: async () => {
    await expect(
      await screen.findByRole('alertdialog', { name: 'Upload failed' }),
    ).toBeInTheDocument();
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(4);
    await expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);
  },
};

const longContent: ToastContent = {
  title: 'The recording of Sunday service live from the north campus main auditorium is published',
  description:
    'It is now on the web channel and in the library, with captions and a transcript; viewers who followed the event get an email with the link.',
  tone: 'success',
};

/** A long title and description wrap inside the toast's maximum width; nothing is cut off. */
export const LongText: Story = {
  render: (args) => <ToastDemo {...args} content={longContent} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const toast = await screen.findByRole('alertdialog', { name: longContent.title });
    await expect(toast).toHaveAccessibleDescription(longContent.description);
    // The toast keeps to its column (24rem at most) and stays on screen; the text wraps.
    const box = toast.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(24 * 16);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    const title = screen.getByText(longContent.title);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Every string comes from the studio in Spanish: title, description, region name and dismiss. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { 'aria-label': 'Notificaciones', dismissLabel: 'Descartar' },
  render: (args) => (
    <ToastDemo
      {...args}
      triggerLabel="Guardar cambios"
      content={{
        title: 'Cambios guardados',
        description: 'La página del evento está actualizada.',
        tone: 'success',
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Cambios guardados' });
    await expect(screen.getByRole('region', { name: 'Notificaciones' })).toContainElement(toast);
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
