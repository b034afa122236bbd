import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { DashboardView } from '../dashboard/DashboardView';
import { dashboardArgs } from '../dashboard/DashboardView.stories';
import { HelpView } from '../help/HelpView';
import { FEATURE_ROUTES } from '../../app/feature-registry';
import { navigationFor } from '../../app/feature-route';
import { ShellView } from './ShellView';

const person = (roles: string[]) => ({ roles, capabilities: [], plans: null });

const meta = {
  title: 'Studio/Shell/ShellView',
  component: ShellView,
  decorators: [withStudioI18n],
  parameters: { layout: 'fullscreen' },
  args: {
    displayName: 'Dana Whitfield',
    organisationName: 'Riverside Community',
    entries: navigationFor(FEATURE_ROUTES, person(['customerAdmin'])),
    currentId: 'dashboard',
    onSignOut: fn(),
    children: <DashboardView {...dashboardArgs} />,
  },
} satisfies Meta<typeof ShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Dana Whitfield/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole(
      'menu',
      {},
      // The menu's code arrives on first open (or when the page is idle).
      { timeout: 5000 },
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SignOutWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Dana Whitfield/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole(
      'menu',
      {},
      // The menu's code arrives on first open (or when the page is idle).
      { timeout: 5000 },
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const VideoReviewer: Story = {
  args: {
    entries: navigationFor(FEATURE_ROUTES, person(['campusReview'])),
    currentId: 'help',
    children: <HelpView />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

/** A phone-sized frame: the navigation waits behind the header's menu button. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // Visible once the drawer has slid in.
    await waitFor(() =>
      expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeVisible(),
    );
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

export const NarrowScreenSpanish: Story = {
  ...NarrowScreen,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Cerrar menú' })).toBeVisible(),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
