import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { ApiClientFormView } from './ApiClientFormView';
import { ApiClientsView } from './ApiClientsView';
import { ApiClientView } from './ApiClientView';
import { demoApiClients } from './fixtures';

/** The API access screens in each state (views only; the journeys run them on MSW). */
const meta = {
  title: 'Studio/People/API access',
  decorators: [withStudioI18n],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const listArgs = { hasMore: false, isLoadingMore: false, onLoadMore: fn() };

export const List: Story = {
  render: () => <ApiClientsView clients={demoApiClients} canCreate {...listArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Website library sync/ })).toHaveTextContent(
      'On Demand API',
    );
    await expect(canvas.getByRole('link', { name: 'New API client' })).toBeVisible();
  },
};

export const ListLoading: Story = {
  render: () => <ApiClientsView clients={null} canCreate {...listArgs} />,
};

export const ListEmpty: Story = {
  render: () => <ApiClientsView clients={[]} canCreate {...listArgs} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No API clients yet' }),
    ).toBeVisible();
  },
};

/** A person who may read clients but not create them: no create link. */
export const ListReadOnly: Story = {
  render: () => <ApiClientsView clients={demoApiClients} canCreate={false} {...listArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'New API client' })).toBeNull();
  },
};

const viewArgs = {
  client: demoApiClients[0]!,
  canUpdate: true,
  canDelete: true,
  onRegenerate: fn(async () => undefined),
  onDelete: fn(async () => undefined),
  writeText: fn(async () => undefined),
};

/** The visit that created it: the secret once, masked, with copy. */
export const SecretShownOnce: Story = {
  render: () => <ApiClientView {...viewArgs} secret="s3cr3t-Shown-Once-4f1c2a7e" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Copy the client secret now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy client secret' }));
    await expect(viewArgs.writeText).toHaveBeenCalledWith('s3cr3t-Shown-Once-4f1c2a7e');
  },
};

/** Any later visit: no secret, a regenerate asked first. */
export const LaterVisit: Story = {
  render: () => <ApiClientView {...viewArgs} secret={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden. Regenerate it if it was lost.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate secret' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(viewArgs.onRegenerate).not.toHaveBeenCalled();
  },
};

export const ViewReadOnly: Story = {
  render: () => <ApiClientView {...viewArgs} secret={null} canUpdate={false} canDelete={false} />,
};

const formArgs = {
  values: { name: '', roles: [], termsAccepted: false },
  allowedRoles: { goLiveApi: true, onDemandApi: true },
  fieldErrors: {},
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
};

export const CreateForm: Story = {
  render: () => <ApiClientFormView {...formArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /On Demand API/ }));
    await expect(formArgs.onChange).toHaveBeenCalledWith({ roles: ['onDemandApi'] });
  },
};

/** Every message of the rules: a name, a role, the terms. */
export const FormMessages: Story = {
  render: () => (
    <ApiClientFormView
      {...formArgs}
      fieldErrors={{
        name: VALIDATION_MESSAGES.required,
        roles: VALIDATION_MESSAGES.apiClientRoleRequired,
        termsAccepted: VALIDATION_MESSAGES.termsRequired,
      }}
    />
  ),
};

/** Without Live Web Pro or Multisite Pro: the Go Live API role cannot be chosen. */
export const GoLiveNotInPlan: Story = {
  render: () => (
    <ApiClientFormView {...formArgs} allowedRoles={{ goLiveApi: false, onDemandApi: true }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /Go Live API/ }),
    ).toBeDisabled();
  },
};

export const EditForm: Story = {
  render: () => (
    <ApiClientFormView
      {...formArgs}
      saved={{ name: 'Church app', uuid: demoApiClients[0]!.uuid }}
      values={{ name: 'Church app', roles: ['goLiveApi', 'onDemandApi'], termsAccepted: true }}
      isSubmitting
    />
  ),
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => <ApiClientView {...viewArgs} secret="s3cr3t-Shown-Once-4f1c2a7e" />,
};
