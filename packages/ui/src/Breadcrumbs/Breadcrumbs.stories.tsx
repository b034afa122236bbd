import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    'aria-label': 'Breadcrumbs',
    items: [
      { id: 'library', label: 'Library', href: '#library' },
      { id: 'playlists', label: 'Playlists', href: '#playlists' },
      { id: 'sunday', label: 'Sunday services' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const library = await canvas.findByRole('link', { name: 'Library' });
    await expect(library).toHaveAttribute('href', '#library');
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    const current = canvas.getByText('Sunday services');
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

export const AppNavigation: Story = {
  args: {
    'aria-label': 'Location in settings',
    onAction: fn(),
    items: [
      { id: 'settings', label: 'Settings' },
      { id: 'web-channels', label: 'Web channels' },
      { id: 'main', label: 'Main Sanctuary' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Web channels' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('web-channels');
  },
};

export const Keyboard: Story = {
  args: {
    onAction: fn(),
    items: [
      { id: 'settings', label: 'Settings' },
      { id: 'web-channels', label: 'Web channels' },
      { id: 'main', label: 'Main Sanctuary' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const settings = await canvas.findByRole('link', { name: 'Settings' });
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('web-channels');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Library' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    'aria-label': 'Location in administration',
    items: [
      { id: 'admin', label: 'Administration', href: '#admin' },
      { id: 'orgs', label: 'Organisations', href: '#orgs' },
      {
        id: 'org',
        label: 'Riverside Community Church of the Greater Metropolitan Area',
        href: '#org',
      },
      { id: 'encoders', label: 'Encoders and decoders assigned to the organisation' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    'aria-label': 'Ruta de navegación',
    items: [
      { id: 'library', label: 'Biblioteca', href: '#library' },
      { id: 'playlists', label: 'Listas de reproducción' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('navigation', { name: 'Ruta de navegación' }),
    ).toBeInTheDocument();
  },
};
