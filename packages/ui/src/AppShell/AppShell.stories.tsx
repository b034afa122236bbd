import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppShell } from './AppShell';
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
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
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
