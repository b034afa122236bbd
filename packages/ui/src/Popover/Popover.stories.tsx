import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Popover } from './Popover';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';

// Popovers render in a portal on document.body, outside the story's canvas: queries use `screen`.

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { placement: 'bottom', onOpenChange: fn() },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom', 'bottom start', 'top', 'start', 'end'],
    },
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Filters</Button>
      <Popover placement={args.placement}>
        <Dialog aria-label="Filters" style={{ padding: 16, outline: 'none' }}>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <Checkbox defaultSelected>Live events</Checkbox>
            <Checkbox>Replays</Checkbox>
            <Checkbox>Archived</Checkbox>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function closeWithEscape(
  trigger: HTMLElement,
  userEvent: { keyboard: (k: string) => Promise<void> },
) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // react-aria restores focus on the frame after the popover has gone.
  await waitFor(() => expect(trigger).toHaveFocus());
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getByRole('checkbox', { name: 'Live events' })).toBeChecked();
    await closeWithEscape(trigger, userEvent);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardAndFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    // Focus moves into the popover: first to the dialog itself, then Tab reaches its controls.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    const first = within(dialog).getByRole('checkbox', { name: 'Live events' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    // Tab stays inside while the popover is open.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await closeWithEscape(trigger, userEvent);
  },
};

export const ClickOutside: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', padding: '160px 0' }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <DialogTrigger key={placement} onOpenChange={args.onOpenChange}>
          <Button>{`Open ${placement}`}</Button>
          <Popover placement={placement}>
            <Dialog aria-label={`Placed ${placement}`} style={{ padding: 16, outline: 'none' }}>
              <p style={{ margin: 0 }}>{`Placed ${placement} of its trigger.`}</p>
            </Dialog>
          </Popover>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open top' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Placed top' });
    const popover = dialog.closest('.studio-Popover');
    if (!popover) throw new Error('the dialog sits in the popover');
    await waitFor(() => expect(popover).toHaveAttribute('data-placement', 'top'));
    await closeWithEscape(trigger, userEvent);
  },
};

export const LongContent: Story = {
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Stream details</Button>
      <Popover placement={args.placement}>
        <Dialog aria-label="Stream details" style={{ padding: 16, outline: 'none' }}>
          <h2 style={{ margin: '0 0 8px', fontSize: '1rem' }}>
            Sunday service from the main sanctuary with the choir and the youth band
          </h2>
          {Array.from({ length: 12 }, (_, index) => (
            <p key={index} style={{ margin: '0 0 8px' }}>
              {`Destination ${index + 1}: a long description of where this stream is sent and why, so the popover has to wrap and scroll.`}
            </p>
          ))}
          <Button>Edit destinations</Button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Stream details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Stream details' });
    const popover = dialog.closest('.studio-Popover');
    if (!popover) throw new Error('the dialog sits in the popover');
    // Never wider than 24rem, never taller than the window: long content wraps and scrolls.
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(24 * 16 + 1);
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await closeWithEscape(trigger, userEvent);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Filtros</Button>
      <Popover placement={args.placement}>
        <Dialog aria-label="Filtros" style={{ padding: 16, outline: 'none' }}>
          <Checkbox>Eventos en directo</Checkbox>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filtros' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filtros' });
    // react-aria's hidden dismiss buttons, for screen-reader users without an Escape key.
    const dismiss = screen.getAllByRole('button', { name: 'Descartar' });
    await expect(dismiss).toHaveLength(2);
    const first = dismiss[0];
    if (!first) throw new Error('two dismiss buttons');
    await userEvent.click(first);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
