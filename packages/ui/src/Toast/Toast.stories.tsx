import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import type { ToastContent, ToastRegionProps } from './Toast';
import { ToastRegion, createToastQueue, useToast } from './Toast';

/** Each story owns a queue so toasts never leak from one story into the next. */
function ToastDemo({
  content,
  timeout,
  ...props
}: ToastRegionProps & { content: ToastContent; timeout?: number }) {
  const [queue] = useState(() => createToastQueue());
  const toast = useToast(queue);
  return (
    <>
      <Button variant="primary" onPress={() => toast.show(content, { timeout })}>
        Save changes
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
