import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TabNav } from './TabNav';

const meta = {
  title: 'Components/TabNav',
  component: TabNav,
  args: {
    'aria-label': 'Organization sections',
    current: 'subscriptions',
    items: [
      { id: 'subscriptions', label: 'Subscriptions', href: '#subscriptions' },
      { id: 'bandwidth', label: 'Bandwidth Usage', href: '#bandwidth-usage' },
      { id: 'library', label: 'Library Settings', href: '#library-settings' },
    ],
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Organization sections' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const bandwidth = canvas.getByRole('link', { name: 'Bandwidth Usage' });
    await expect(bandwidth).toHaveAttribute('href', '#bandwidth-usage');
    await expect(bandwidth).not.toHaveAttribute('aria-current');
    // Navigation, not a tab list: no tab roles, no panel.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** `Tab` moves from link to link, the current page's included; `Enter` follows the focused one. */
export const Keyboard: Story = {
  args: { current: 'bandwidth' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Subscriptions' })).toHaveFocus();
    await userEvent.tab();
    const current = canvas.getByRole('link', { name: 'Bandwidth Usage' });
    await expect(current).toHaveFocus();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Library Settings' })).toHaveFocus();
  },
};

/** Two tabs when the person may not open the third (the page leaves it out). */
export const TwoPages: Story = {
  args: {
    // Each nav on the docs page needs its own name.
    'aria-label': 'Organization sections for an encoder operator',
    items: [
      { id: 'subscriptions', label: 'Subscriptions', href: '#subscriptions' },
      { id: 'library', label: 'Library Settings', href: '#library-settings' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Many or long labels scroll sideways rather than wrap, like `Tabs`. */
export const LongText: Story = {
  args: {
    'aria-label': 'Encoder sections',
    current: 'details',
    items: [
      { id: 'details', label: 'Details', href: '#details' },
      { id: 'logs', label: 'Logs at level INFO and above', href: '#logs' },
      { id: 'settings', label: 'Settings of the encoder and its outputs', href: '#settings' },
      { id: 'schedule', label: 'Schedule', href: '#schedule' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    'aria-label': 'Secciones de la organización',
    items: [
      { id: 'subscriptions', label: 'Suscripciones', href: '#subscriptions' },
      { id: 'bandwidth', label: 'Uso de ancho de banda', href: '#bandwidth-usage' },
      { id: 'library', label: 'Ajustes de biblioteca', href: '#library-settings' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('navigation', { name: 'Secciones de la organización' }),
    ).toBeInTheDocument();
  },
};
