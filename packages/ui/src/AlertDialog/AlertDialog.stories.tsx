import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';
import { DialogTrigger } from '../Dialog';
import { Button } from '../Button';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Stop the encoder?',
    children: 'Stopping the encoder also stops the events and destinations that use it.',
    actionLabel: 'Stop encoder',
    cancelLabel: 'Cancel',
    onAction: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Stop</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop the encoder?' });
    // The message is the dialog's description, read out with its name when it opens.
    await expect(dialog).toHaveAccessibleDescription(
      'Stopping the encoder also stops the events and destinations that use it.',
    );
    // The safe choice has focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop encoder' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Stop' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // Escape is the keyboard's Cancel: the same callback runs, and focus goes back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // It opens again from the same trigger.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};

export const ControlledEscapeCancels: Story = {
  render: function ControlledAlertDialog(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Stop</Button>
        <AlertDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    // Opened again and cancelled with the button: onCancel runs once more, not twice.
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const TypedConfirmation: Story = {
  args: {
    title: 'Remove site?',
    children: 'Viewers of this site will no longer reach it. This cannot be undone.',
    actionLabel: 'Remove site',
    variant: 'danger',
    confirmationText: 'CONFIRM',
    confirmationLabel: 'Type CONFIRM to remove this site',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove site?' });
    const remove = within(dialog).getByRole('button', { name: 'Remove site' });
    await expect(remove).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: 'Type CONFIRM to remove this site' });
    await userEvent.type(input, 'confirm');
    await expect(remove).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'CONFIRM{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const PendingAction: Story = {
  args: {
    variant: 'danger',
    pendingLabel: 'Stopping',
    // Never settles, so the pending state can be inspected.
    onAction: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop encoder' }));
    await expect(
      await within(dialog).findByRole('progressbar', { name: 'Stopping' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Like Cancel, Escape waits for the action to settle.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const FailedActionStaysOpen: Story = {
  args: { onAction: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: 'Stop encoder' });
    await userEvent.click(action);
    await waitFor(() => expect(action).not.toHaveAttribute('data-pending'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: '¿Eliminar el sitio?',
    children: 'Los espectadores de este sitio ya no podrán acceder a él. No se puede deshacer.',
    actionLabel: 'Eliminar el sitio',
    cancelLabel: 'Cancelar',
    variant: 'danger',
    confirmationText: 'CONFIRMAR',
    confirmationLabel: 'Escribe CONFIRMAR para eliminar este sitio',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Eliminar</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el sitio?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Los espectadores de este sitio ya no podrán acceder a él. No se puede deshacer.',
    );
    // With a typed confirmation the dialog itself takes focus, so its text is read first.
    await waitFor(() => expect(dialog).toHaveFocus());
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    const remove = within(dialog).getByRole('button', { name: 'Eliminar el sitio' });
    await expect(remove).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Escribe CONFIRMAR para eliminar este sitio' }),
      'CONFIRMAR',
    );
    await expect(remove).toBeEnabled();
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
