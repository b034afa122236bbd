import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../storybook/withStudio';
import { licenceUsageOf } from './dashboard-data';
import { DashboardView, type DashboardViewProps } from './DashboardView';

const customer = fixture('Customer');

export const dashboardArgs: DashboardViewProps = {
  firstName: 'Dana',
  organisationName: customer.name,
  roleLabels: ['Organization Admin'],
  defaultRegionName: 'North America',
  plans: {
    webPlanName: customer.webPlanName,
    vodPlanName: customer.vodPlanName,
    multisitePlanName: customer.multisitePlanName,
  },
  masterEcg: customer.masterEcg,
  licences: licenceUsageOf(customer),
};

const meta = {
  title: 'Studio/Dashboard/DashboardView',
  component: DashboardView,
  decorators: [withStudioI18n],
  args: dashboardArgs,
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText(/Welcome, Dana/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Plans' })).toBeVisible();
  },
};

/** A new organisation: no plans yet and no licences, so the licence section is left out. */
export const NoPlans: Story = {
  args: {
    plans: { webPlanName: null, vodPlanName: null, multisitePlanName: null },
    licences: [],
    masterEcg: null,
    defaultRegionName: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('None')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: 'Licences in use' })).toBeNull();
  },
};

export const ManyRoles: Story = {
  args: {
    roleLabels: ['Event Admin', 'Media Library Admin', 'Encoder Control'],
    organisationName: 'The Very Long Named Riverside Community Church of the Valley and Hills',
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
