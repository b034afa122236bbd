import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';
import { MenuItem } from '../Menu';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: {
    userName: 'Riverside Admin',
    organisationName: 'Riverside Community',
    signOutLabel: 'Sign out',
    onSignOut: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Riverside Admin.*Riverside Community/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardSignOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const WithMoreItems: Story = {
  args: {
    children: [
      <MenuItem key="profile" id="profile" href="#profile">
        Profile
      </MenuItem>,
      <MenuItem key="switch" id="switch-organisation" href="#switch">
        Switch organisation
      </MenuItem>,
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Switch organisation', 'Sign out']);
  },
};

export const LongNames: Story = {
  args: {
    userName: 'Maria de los Ángeles Fernández-Castillo',
    organisationName: 'Riverside Community Church of the Greater Metropolitan Area',
  },
};

export const Spanish: Story = {
  args: { signOutLabel: 'Cerrar sesión' },
  globals: { locale: 'es' },
};
