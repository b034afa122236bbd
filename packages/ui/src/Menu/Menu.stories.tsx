import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
import { Button } from '../Button';

const meta = {
  title: 'Components/Menu',
  component: MenuTrigger,
  args: { children: null },
} satisfies Meta<typeof MenuTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAction = fn();

function EventActions({ disabledKeys }: { disabledKeys?: string[] }) {
  return (
    <MenuTrigger>
      <Button>Actions</Button>
      <Menu onAction={onAction} disabledKeys={disabledKeys}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export const Default: Story = {
  render: () => <EventActions />,
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onAction.mock.lastCall?.[0]).toBe('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  render: () => <EventActions />,
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('delete');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  render: () => <EventActions />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const DisabledItem: Story = {
  render: () => <EventActions disabledKeys={['delete']} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

// The menu unmounts when closed, so the selection lives with the page, as it would in an app.
function SortMenu() {
  const [selected, setSelected] = useState<Selection>(new Set(['recent']));
  return (
    <MenuTrigger>
      <Button>Sort</Button>
      <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
        <MenuSection title="Sort by">
          <MenuItem id="recent">Most recent</MenuItem>
          <MenuItem id="oldest">Oldest</MenuItem>
          <MenuItem id="az">Name A-Z</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

export const SectionsAndSelection: Story = {
  render: () => <SortMenu />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Most recent' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Oldest' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    const reopened = await screen.findByRole('menu');
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Oldest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

const onLongAction = fn();

export const LongText: Story = {
  render: () => (
    <MenuTrigger>
      <Button>Actions for Sunday Service with the Combined Choirs</Button>
      <Menu onAction={onLongAction}>
        <MenuSection title="Send the recording to every destination of the web channel">
          <MenuItem id="publish">
            Publish the recording to the media library and the website
          </MenuItem>
          <MenuItem id="copy">Copy the settings to every event in the recurring schedule</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          Delete the event, its recording and its statistics
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement, userEvent }) => {
    onLongAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^Actions for Sunday Service/ }));
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', {
      name: 'Copy the settings to every event in the recurring schedule',
    });
    // The long menu stays inside the window.
    const { innerWidth } = canvasElement.ownerDocument.defaultView as Window;
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(innerWidth);
    await userEvent.click(item);
    await expect(onLongAction.mock.lastCall?.[0]).toBe('copy');
  },
};

const onSpanishAction = fn();

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <MenuTrigger>
      <Button>Acciones</Button>
      <Menu onAction={onSpanishAction}>
        <MenuItem id="edit">Editar</MenuItem>
        <MenuItem id="duplicate">Duplicar</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          Eliminar
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    onSpanishAction.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus(),
    );
    // react-aria's hidden dismiss buttons around the menu speak the current locale.
    await expect(screen.getAllByRole('button', { name: 'Descartar' })).not.toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSpanishAction.mock.lastCall?.[0]).toBe('duplicate');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Acciones' })).toHaveFocus());
  },
};
