import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { OrganisationsView } from './OrganisationsView';

const meta = {
  title: 'Studio/Admin/OrganisationsView',
  component: OrganisationsView,
  decorators: [withStudioI18n],
  args: {
    organisationText: 'ecg-104233',
    onOrganisationTextChange: fn(),
    onSearchOrganisations: fn(),
    organisations: {
      state: 'done',
      result: {
        query: { kind: 'masterEcg', masterEcg: 'ECG-104233' },
        organisations: [fixture('CustomerName')],
      },
    },
    onRetryOrganisations: fn(),
    contactText: '',
    onContactTextChange: fn(),
    onSearchContacts: fn(),
    contacts: { state: 'idle' },
    onRetryContacts: fn(),
    canCreate: true,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OrganisationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A master ECG typed in lower case is searched upper-cased, and says so. */
export const FoundByMasterEcg: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Searched by master ECG ECG-104233.')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Riverside Community' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add organization' })).toBeVisible();
  },
};

export const TooShort: Story = {
  args: { organisationText: 'ri', organisations: { state: 'tooShort' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Type 3 characters or more to search.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { organisations: { state: 'loading' } } };

export const NoMatches: Story = {
  args: {
    organisationText: 'Nowhere',
    organisations: {
      state: 'done',
      result: { query: { kind: 'name', name: 'Nowhere' }, organisations: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No organization matches “Nowhere”.'),
    ).toBeVisible();
  },
};

export const FailedThenRetry: Story = {
  args: { organisations: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryOrganisations).toHaveBeenCalled();
  },
};

/** Contacts by e-mail, with links to their organisations; the sudo viewer cannot add. */
export const ContactsForViewer: Story = {
  args: {
    organisations: { state: 'idle' },
    organisationText: '',
    contactText: 'admin@riverside',
    contacts: {
      state: 'done',
      result: {
        query: { kind: 'email', email: 'admin@riverside' },
        contacts: [fixture('Contact')],
      },
    },
    canCreate: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Dana Whitfield' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Riverside Community' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add organization' })).toBeNull();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
