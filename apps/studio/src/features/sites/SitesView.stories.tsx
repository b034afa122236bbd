import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../storybook/withStudio';
import { demoSites } from './site-fixtures';
import { SitesView } from './SitesView';

const meta = {
  title: 'Studio/Sites/SitesView',
  component: SitesView,
  decorators: [withStudioI18n],
  args: { sites: demoSites, hasMore: false, isLoadingMore: false, onLoadMore: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SitesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Sites' });
    const row = within(table).getByRole('row', { name: /Riverside Watch/ });
    await expect(row).toHaveTextContent('riverside');
    await expect(row).toHaveTextContent('Dark');
    await expect(canvas.getByRole('link', { name: 'New site' })).toHaveAttribute(
      'href',
      '/media/sites/create',
    );
  },
};

export const Loading: Story = {
  args: { sites: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading sites')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No sites yet' }),
    ).toBeVisible();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };

export const LongText: Story = {
  args: {
    sites: [
      fixture('Site', {
        name: 'The Riverside community video site for every Sunday service, concert and youth night',
        slug: 'riverside-community-sunday-services-concerts-and-youth-nights-2026',
      }),
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sitios' })).toBeVisible();
    await expect(canvas.getByText('Oscuro')).toBeInTheDocument();
  },
};
