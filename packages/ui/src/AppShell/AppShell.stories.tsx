import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell';
import { RouterProvider } from '../providers';
import { SideNav, SideNavItem } from '../SideNav';
import { UserMenu } from '../UserMenu';
import { PageHeader } from '../PageHeader';
import { Card } from '../Card';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipToContentLabel: 'Skip to content',
    menuLabel: 'Menu',
    closeMenuLabel: 'Close menu',
    header: (
      <>
        <strong>Studio</strong>
        <UserMenu
          userName="Riverside Admin"
          organisationName="Riverside Community"
          signOutLabel="Sign out"
          onSignOut={fn()}
        />
      </>
    ),
    navigation: (
      <SideNav label="Main">
        <SideNavItem href="#dashboard" isCurrent>
          Dashboard
        </SideNavItem>
        <SideNavItem href="#events">Events</SideNavItem>
        <SideNavItem href="#library">Library</SideNavItem>
      </SideNav>
    ),
    children: (
      <>
        <PageHeader title="Dashboard" description="Riverside Community" />
        <Card title="Next event">Sunday Service, 10:00</Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Studio');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Wide: the navigation sits beside the content and there is no menu button.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Dashboard' }),
    );
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const WithBanner: Story = {
  args: {
    banner: (
      <div
        role="status"
        style={{
          padding: 8,
          background: 'var(--studio-color-tone-warning-background)',
          color: 'var(--studio-color-tone-warning-foreground)',
        }}
      >
        This browser is not supported.
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('not supported');
  },
};

/** A width below 48rem: the shell is a query container, so a narrow wrapper is a narrow screen. */
const narrowWidth: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 360 }}>
      <Story />
    </div>
  ),
];

export const Narrow: Story = {
  decorators: narrowWidth,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const NarrowKeyboard: Story = {
  decorators: narrowWidth,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', drawer.id);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // The drawer slides in: wait until its navigation is on screen.
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible());

    // Focus stays inside: Tab goes to the close button, then to the destinations.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).not.toHaveAttribute('aria-controls');
  },
};

const navigate = fn();

export const NarrowChooseItem: Story = {
  decorators: [
    ...narrowWidth,
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Events' }));
    await expect(navigate).toHaveBeenCalledWith('#events', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

export const NarrowCloseOutside: Story = {
  decorators: narrowWidth,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await screen.findByRole('dialog', { name: 'Menu' });
    const scrim = canvasElement.ownerDocument.querySelector('.studio-AppShell-drawerOverlay');
    await userEvent.click(scrim as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

const longOrganisation = 'Riverside Community Church and Family Life Centre, North Campus';

export const LongText: Story = {
  args: {
    header: (
      <>
        <strong>Studio</strong>
        <UserMenu
          userName="Alexandra Montgomery-Fitzwilliam"
          organisationName={longOrganisation}
          signOutLabel="Sign out"
          onSignOut={fn()}
        />
      </>
    ),
    navigation: (
      <SideNav label="Main">
        <SideNavItem href="#dashboard">Dashboard</SideNavItem>
        <SideNavItem href="#events" isCurrent>
          Events and recurring schedules for every campus
        </SideNavItem>
        <SideNavItem href="#library">Media library and archived recordings</SideNavItem>
      </SideNav>
    ),
    children: (
      <>
        <PageHeader
          title="Sunday Service with the Combined Choirs, Baptisms and the Annual Members Meeting"
          description={longOrganisation}
        />
        <Card title="Next event">Sunday Service, 10:00</Card>
      </>
    ),
  },
  decorators: narrowWidth,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /^Sunday Service with the Combined Choirs/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // Long names wrap or truncate: nothing pushes the narrow shell sideways.
    const shell = canvasElement.querySelector('.studio-AppShell') as HTMLElement;
    await expect(shell.scrollWidth).toBeLessThanOrEqual(shell.clientWidth);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    skipToContentLabel: 'Saltar al contenido',
    menuLabel: 'Menú',
    closeMenuLabel: 'Cerrar el menú',
    header: (
      <>
        <strong>Studio</strong>
        <UserMenu
          userName="Administración Riverside"
          organisationName="Comunidad Riverside"
          signOutLabel="Cerrar sesión"
          onSignOut={fn()}
        />
      </>
    ),
    navigation: (
      <SideNav label="Principal">
        <SideNavItem href="#dashboard" isCurrent>
          Panel
        </SideNavItem>
        <SideNavItem href="#events">Eventos</SideNavItem>
        <SideNavItem href="#library">Biblioteca</SideNavItem>
      </SideNav>
    ),
    children: (
      <>
        <PageHeader title="Panel" description="Comunidad Riverside" />
        <Card title="Próximo evento">Servicio del domingo, 10:00</Card>
      </>
    ),
  },
  decorators: narrowWidth,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
    const menu = canvas.getByRole('button', { name: 'Menú' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await waitFor(() =>
      expect(within(drawer).getByRole('navigation', { name: 'Principal' })).toBeVisible(),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar el menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};
