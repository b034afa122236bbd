import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner } from './Banner';
import { Link } from '../Link';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    'aria-label': 'Browser support',
    tone: 'warning',
    children: 'This browser is not supported. Some features of the studio may not work.',
    dismissLabel: 'Dismiss',
    onDismiss: fn(),
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Browser support' });
    await expect(region).toHaveTextContent('This browser is not supported.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Browser support' })).not.toBeInTheDocument();
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const UnsupportedBrowserOnTop: Story = {
  args: {
    placement: 'top',
    action: <Link href="https://browsehappy.com/">Update your browser</Link>,
  },
  render: (args) => (
    <div>
      <Banner {...args} />
      <div style={{ position: 'relative', zIndex: 999, height: 120, padding: 16 }}>
        Page content
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Browser support' });
    await expect(getComputedStyle(region).zIndex).toBe('1000');
    await expect(getComputedStyle(region).position).toBe('sticky');
    await expect(canvas.getByRole('link', { name: 'Update your browser' })).toBeInTheDocument();
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    children: 'Uploads pause on Sunday from 02:00 to 03:00 UTC.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Scheduled maintenance' })).toBeInTheDocument();
  },
};

export const Controlled: Story = {
  args: { isOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // With `isOpen` the owner decides: it has not closed it yet, so it stays.
    await expect(canvas.getByRole('region', { name: 'Browser support' })).toBeInTheDocument();
  },
};

export const NotDismissible: Story = {
  args: {
    tone: 'danger',
    dismissLabel: undefined,
    onDismiss: undefined,
    'aria-label': 'Account',
    children: 'Your organisation’s plan has ended.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Account' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    'aria-label': 'Encoder update',
    children: 'Your encoder is up to date.',
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    'aria-label': 'Bandwidth usage',
    children:
      'Bandwidth usage resets on the first day of every month at midnight UTC. Usage shown here is averaged over the last three months and may differ from your invoice until the end of the billing period.',
    action: <Link href="#usage">See usage details for every web channel and destination</Link>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    'aria-label': 'Compatibilidad del navegador',
    children: 'Este navegador no es compatible. Es posible que algunas funciones no funcionen.',
    dismissLabel: 'Cerrar',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
