import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SideNav, SideNavItem, SideNavSection } from './SideNav';

const meta = {
  title: 'Layout/SideNav',
  component: SideNav,
  args: {
    label: 'Main',
    children: [
      <SideNavItem key="dashboard" href="#dashboard" isCurrent>
        Dashboard
      </SideNavItem>,
      <SideNavItem key="events" href="#events">
        Events
      </SideNavItem>,
      <SideNavSection key="library" title="Library">
        <SideNavItem href="#media">Media</SideNavItem>
        <SideNavItem href="#playlists">Playlists</SideNavItem>
      </SideNavSection>,
    ],
  },
  // Elements, not data: the docs page's Controls would show them as a JSON tree.
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('list', { name: 'Library' })).toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  // The same navigation as Default: on the docs page it would repeat the "Main" landmark.
  parameters: { docs: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Media' })).toHaveFocus();
  },
};

// Each story on the docs page is a navigation landmark of its own, so each has its own name.
export const WithIcons: Story = {
  args: {
    label: 'Broadcast',
    children: [
      <SideNavItem key="live" href="#live" icon={<span>●</span>} isCurrent>
        Live
      </SideNavItem>,
      <SideNavItem key="library" href="#library" icon={<span>▶</span>}>
        Library
      </SideNavItem>,
    ],
  },
  play: async ({ canvas }) => {
    // The icons are decorative: the links are named by their text alone.
    await expect(canvas.getByRole('link', { name: 'Live' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Library' })).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Organisation',
    children: [
      <SideNavItem key="a" href="#a">
        Content destinations and destination groups
      </SideNavItem>,
      <SideNavItem key="b" href="#b" isCurrent>
        Organisation settings and API access
      </SideNavItem>,
    ],
  },
};

/** The studio's Spanish labels, landmark name included. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Principal',
    children: [
      <SideNavItem key="dashboard" href="#panel" isCurrent>
        Panel
      </SideNavItem>,
      <SideNavItem key="events" href="#eventos">
        Eventos
      </SideNavItem>,
      <SideNavSection key="library" title="Biblioteca">
        <SideNavItem href="#videos">Vídeos</SideNavItem>
        <SideNavItem href="#listas">Listas de reproducción</SideNavItem>
      </SideNavSection>,
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Panel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('list', { name: 'Biblioteca' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Eventos' })).toHaveFocus();
  },
};
