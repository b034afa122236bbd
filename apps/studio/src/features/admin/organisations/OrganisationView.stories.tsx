import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { OrganisationView } from './OrganisationView';

const meta = {
  title: 'Studio/Admin/OrganisationView',
  component: OrganisationView,
  decorators: [withStudioI18n],
  args: {
    customer: fixture('Customer'),
    isCurrent: false,
    canChange: true,
    toggles: [fixture('FeatureToggle')],
    registrations: [
      fixture('ToggleRegistration'),
      fixture('ToggleRegistration', {
        toggleId: 'new-scheduler',
        description: 'The new schedule screens.',
        defaultEnabled: false,
      }),
    ],
    pendingToggleId: null,
    onToggle: fn(),
    isFavourite: false,
    onFavouriteChange: fn(),
    onSwitch: fn(),
    editHref: '/admin/organizations/4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01/edit',
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OrganisationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StaffAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Riverside Community' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Organization' }));
    await expect(args.onSwitch).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('switch', { name: /new-scheduler/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('new-scheduler', true);
  },
};

/** The sudo viewer sees, without edit, switch or toggles. */
export const SudoViewer: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Switch to Organization' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: /studio-ai/ })).toBeDisabled();
  },
};

export const TogglesUnreadable: Story = { args: { toggles: null, registrations: null } };

export const Current: Story = { args: { isCurrent: true } };

export const Spanish: Story = { globals: { locale: 'es' } };
