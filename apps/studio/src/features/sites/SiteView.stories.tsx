import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { demoSiteChoices, demoSiteRecord, demoSites } from './site-fixtures';
import { SiteView } from './SiteView';

const meta = {
  title: 'Studio/Sites/SiteView',
  component: SiteView,
  decorators: [withStudioI18n],
  args: { record: demoSiteRecord, onDelete: fn(async () => undefined) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SiteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Riverside Watch' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      'https://studio.example/sites/riverside',
    );
    // Names, not ids.
    await expect(canvas.getByText('Sermons 2026')).toBeInTheDocument();
    await expect(canvas.getByText('Main sanctuary')).toBeInTheDocument();
  },
};

export const WithoutLiveChannel: Story = {
  args: { record: { site: demoSites[1]!, choices: demoSiteChoices } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No live channel')).toBeInTheDocument();
  },
};

/** Removal waits for CONFIRM typed, by keyboard. */
export const RemovalNeedsConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove site' }));
    const dialog = await screen.findByRole('alertdialog');
    const remove = within(dialog).getByRole('button', { name: 'Remove site' });
    await expect(remove).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Type CONFIRM to remove this site' }),
      'CONFIRM',
    );
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Eliminar sitio' }),
    ).toBeVisible();
  },
};
