import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Dialog, DialogTrigger } from './Dialog';
import { Button } from '../Button';
import { TextField } from '../TextField';

const onSave = fn();

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Rename playlist',
    closeLabel: 'Close',
    children: <TextField label="Playlist name" defaultValue="Sunday services" />,
    footer: (close: () => void) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button
          variant="primary"
          onPress={() => {
            onSave();
            close();
          }}
        >
          Save
        </Button>
      </>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Rename</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardAndFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DismissableOutside: Story = {
  args: { isDismissable: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('.studio-Dialog-overlay');
    if (!overlay) throw new Error('overlay missing');
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpenLarge: Story = {
  args: {
    size: 'lg',
    defaultOpen: true,
    title: 'A dialog title long enough to wrap onto two lines when the window is narrow',
    children: <p>{'Content destinations receive the stream of this event. '.repeat(12)}</p>,
  },
  play: async () => {
    // Visible once the entry transition has run.
    await waitFor(async () => expect(await screen.findByRole('dialog')).toBeVisible());
  },
};

export const Spanish: Story = {
  args: {
    title: 'Renombrar lista',
    closeLabel: 'Cerrar',
    defaultOpen: true,
    children: <TextField label="Nombre de la lista" />,
  },
  globals: { locale: 'es' },
  play: async () => {
    await waitFor(async () =>
      expect(await screen.findByRole('dialog', { name: 'Renombrar lista' })).toBeVisible(),
    );
  },
};
