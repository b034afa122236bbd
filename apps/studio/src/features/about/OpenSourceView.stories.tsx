import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemoryRouter } from 'react-router';
import { withStudioI18n } from '../../storybook/withStudio';
import { OpenSourceView } from './OpenSourceView';
import { ControlPlaceholderView, EcommercePlaceholderView } from './PlaceholderViews';

const meta = {
  title: 'Studio/About/OpenSourceView',
  component: OpenSourceView,
  decorators: [withStudioI18n],
  args: {
    packages: [
      {
        name: 'react',
        version: '19.3.0',
        license: 'MIT',
        url: 'https://react.dev/',
        shippedBy: ['studio'],
      },
      {
        name: 'yup',
        version: '1.7.0',
        license: 'MIT',
        url: 'https://github.com/jquense/yup',
        shippedBy: ['studio', 'server'],
      },
      { name: 'combine-errors', version: '3.0.3', license: null, url: null, shippedBy: ['server'] },
    ],
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OpenSourceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Open source packages' });
    await expect(within(table).getByRole('row', { name: /yup/ })).toHaveTextContent(
      'Studio and server',
    );
    await expect(within(table).getByRole('row', { name: /combine-errors/ })).toHaveTextContent(
      'Not stated',
    );
  },
};

export const Loading: Story = { args: { packages: null } };

export const Spanish: Story = { globals: { locale: 'es' } };

export const EcommercePlaceholder: Story = {
  render: () => <EcommercePlaceholderView />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Online store' }),
    ).toBeVisible();
  },
};

export const ControlPlaceholder: Story = {
  render: () => (
    <MemoryRouter>
      <ControlPlaceholderView />
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Go to Control' }),
    ).toBeVisible();
  },
};
