import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ADMIN_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { NEW_ORGANISATION, organisationFormValuesOf } from './organisation-form';
import { OrganisationFormView } from './OrganisationFormView';

const plans = {
  web: [fixture('ServicePlan', { id: 'live-web-pro', name: 'Live Web Pro', family: 'web' })],
  vod: [fixture('ServicePlan', { id: 'vod-pro', name: 'On Demand Pro', family: 'vod' })],
  multisite: [],
};

const meta = {
  title: 'Studio/Admin/OrganisationFormView',
  component: OrganisationFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/admin/organizations',
    values: NEW_ORGANISATION,
    plans,
    fieldErrors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OrganisationFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Location/ })).toBeRequired();
    await expect(canvas.getByRole('switch', { name: '16-channel audio' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Studio AI videos' })).toBeVisible();
  },
};

export const Edit: Story = {
  args: {
    savedName: 'Riverside Community',
    values: organisationFormValuesOf(fixture('Customer')),
    backHref: '/admin/organizations/4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
  },
};

/** Every message a person can meet on this form, on its field and in the summary. */
export const Refused: Story = {
  args: {
    values: { ...NEW_ORGANISATION, masterEcg: 'ecg-1', rtmpStreams: '1.5', storageTb: '-1' },
    fieldErrors: {
      name: VALIDATION_MESSAGES.required,
      location: VALIDATION_MESSAGES.required,
      masterEcg: ADMIN_VALIDATION_MESSAGES.masterEcg,
      rtmpStreams: ADMIN_VALIDATION_MESSAGES.wholeCount,
      storageTb: ADMIN_VALIDATION_MESSAGES.positiveAmount,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByText('Master ECG is ECG- followed by digits, such as ECG-104233.').length,
    ).toBeGreaterThan(0);
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const Spanish: Story = { ...Refused, play: undefined, globals: { locale: 'es' } };
