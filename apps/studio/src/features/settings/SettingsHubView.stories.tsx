import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { SettingsHubView } from './SettingsHubView';

const meta = {
  title: 'Studio/Settings/SettingsHubView',
  component: SettingsHubView,
  decorators: [withStudioI18n],
  args: {
    areas: [
      {
        id: 'web-presets',
        label: 'webPresets',
        href: '/settings/web-presets',
        summary: 'webPresets',
      },
    ],
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SettingsHubView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const areas = canvas.getByRole('list', { name: 'Settings areas' });
    await expect(within(areas).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(areas).getByRole('heading', { level: 2, name: 'Web presets' }),
    ).toBeVisible();
    await expect(
      within(areas).getByText('Which encoder video and audio channels feed your web streams.'),
    ).toBeVisible();
    await expect(within(areas).getByRole('link', { name: 'Open Web presets' })).toHaveAttribute(
      'href',
      '/settings/web-presets',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir Ajustes web' })).toBeVisible();
  },
};
