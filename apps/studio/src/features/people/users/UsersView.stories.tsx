import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { InvitationActionsView } from './InvitationActionsView';
import { demoInvites, demoUsers } from './fixtures';
import { DEFAULT_SORT, NO_FILTERS } from './user-filters';
import { UsersView } from './UsersView';

const meta = {
  title: 'Studio/People/UsersView',
  component: UsersView,
  decorators: [withStudioI18n],
  args: {
    users: demoUsers,
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onSearch: fn(),
    sort: DEFAULT_SORT,
    onSortChange: fn(),
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
    invites: demoInvites,
    invitesHaveMore: false,
    invitesLoadingMore: false,
    onLoadMoreInvites: fn(),
    renderInviteActions: (invite) => (
      <InvitationActionsView
        email={invite.email}
        isResending={false}
        isRevoking={false}
        isRevoked={false}
        onResend={fn()}
        onRevoke={fn()}
      />
    ),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof UsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role and account status; revoked invitations are not listed as pending. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const users = canvas.getByRole('table', { name: 'Users' });
    await expect(within(users).getByRole('row', { name: /Tom Okafor/ })).toHaveTextContent(
      'Invalid',
    );
    const invites = canvas.getByRole('table', { name: 'Invitations' });
    await expect(within(invites).queryByText('former@riverside.example')).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'eventAdmin');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ role: 'eventAdmin' });
    await userEvent.click(canvas.getByRole('button', { name: /E-mail/ }));
    await expect(args.onSortChange).toHaveBeenCalled();
  },
};

/** Enter in the search box asks the server for the typed text. */
export const SearchSubmitted: Story = {
  args: { filters: { ...NO_FILTERS, search: 'dana' } },
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: /Search users/ });
    await userEvent.click(search);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('dana');
  },
};

export const Loading: Story = {
  args: { users: null, invites: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading users')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { users: [], invites: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No users yet' })).toBeVisible();
    await expect(canvas.getByText('No invitations are waiting.')).toBeVisible();
  },
};

/** Filters that match nobody among the loaded users. */
export const NoMatch: Story = {
  args: { users: [], filters: { search: 'zzz', role: 'any', status: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No user matches the search and filters.'),
    ).toBeVisible();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };

export const InvitationsFailed: Story = {
  args: { invites: null, invitesFailed: true, onRetryInvites: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The invitations could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryInvites).toHaveBeenCalled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Usuarios' })).toBeVisible();
  },
};
