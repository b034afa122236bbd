import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { DashboardView } from './DashboardView';

const meta = {
  title: 'Studio/Dashboard/DashboardView',
  component: DashboardView,
  decorators: [withStudioI18n],
  args: {
    firstName: 'Dana',
    organisationName: 'Riverside Community',
    roleLabels: ['Organization Admin'],
    defaultRegionName: 'North America',
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText(/Welcome, Dana/)).toBeVisible();
  },
};

export const WithoutRegion: Story = { args: { defaultRegionName: undefined } };

export const ManyRoles: Story = {
  args: { roleLabels: ['Event Admin', 'Media Library Admin', 'Encoder Control'], organisationName: 'The Very Long Named Riverside Community Church of the Valley and Hills' },
};

export const Spanish: Story = { globals: { locale: 'es' } };
