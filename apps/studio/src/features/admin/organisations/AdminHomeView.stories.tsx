import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { AdminHomeView } from './AdminHomeView';

const meta = {
  title: 'Studio/Admin/AdminHomeView',
  component: AdminHomeView,
  decorators: [withStudioI18n],
  args: {
    organisationText: '',
    onOrganisationTextChange: fn(),
    onSearchOrganisations: fn(),
    contactText: '',
    onContactTextChange: fn(),
    onSearchContacts: fn(),
    recent: [
      {
        customerId: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
        customerName: 'Riverside Community',
        date: '2026-11-22T10:00:00Z',
        count: 4,
      },
    ],
    favourites: [],
    view: { adminView: true, demoView: false },
    onViewChange: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AdminHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Riverside Community' })).toBeVisible();
    await expect(
      canvas.getByText('Mark an organization as a favorite to keep it here.'),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Admin view' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Demo view' }));
    await expect(args.onViewChange).toHaveBeenCalledWith({ demoView: true });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Find an organization' }),
      'x{Enter}',
    );
    await expect(args.onSearchOrganisations).toHaveBeenCalled();
  },
};

export const NothingRemembered: Story = { args: { recent: [] } };

export const Spanish: Story = { globals: { locale: 'es' } };
