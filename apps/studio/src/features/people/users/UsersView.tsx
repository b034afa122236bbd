import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Invite, User } from '@studio/api';
import { ROLES, type Role } from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  InlineAlert,
  DataTable,
  DateTime,
  EmptyState,
  Inline,
  Link,
  PageHeader,
  SearchField,
  Stack,
  StatusBadge,
  type DataTableColumn,
  type DataTableSort,
  NativeSelect,
} from '@studio/ui';
import { ACCOUNT_STATUSES, type UserFilters } from './user-filters';

export interface UsersViewProps {
  /** The users the server found for the search and filters; null until the first page. */
  users: readonly User[] | null;
  /** The filters; `search` is the search box's text, applied by `onSearch`. */
  filters: UserFilters;
  onFiltersChange(filters: Partial<UserFilters>): void;
  /** Submitting or clearing the search box applies its text. */
  onSearch(search: string): void;
  sort: DataTableSort;
  onSortChange(sort: DataTableSort): void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
  /** The invitations (null while loading); shown under the users. */
  invites: readonly Invite[] | null;
  invitesHaveMore: boolean;
  invitesLoadingMore: boolean;
  onLoadMoreInvites(): void;
  /** The invitations could not be read: an alert with Retry in their place. */
  invitesFailed?: boolean;
  onRetryInvites?(): void;
  /** Resend and revoke for one invitation (the page wires the invitation machine). */
  renderInviteActions(invite: Invite): ReactNode;
}

const STATUS_TONES = { verified: 'success', unverified: 'warning', invalid: 'danger' } as const;

/** `/settings/users`: search, role and status filters, sortable columns, and pending invitations. */
export function UsersView(props: UsersViewProps) {
  const { t } = useTranslation('people');
  const { users, filters } = props;
  const roleNames = (roles: readonly string[]) =>
    roles.map((role) => t(`roles.${role as Role}`)).join(', ');
  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      cell: (user) => user.name,
      isRowHeader: true,
      allowsSorting: true,
      allowsWrapping: true,
    },
    {
      id: 'userName',
      header: t('users.columns.userName'),
      cell: (user) => user.userName,
      allowsSorting: true,
    },
    {
      id: 'roles',
      header: t('users.columns.roles'),
      cell: (user) => roleNames(user.roles),
      allowsWrapping: true,
    },
    {
      id: 'accountStatus',
      header: t('users.columns.accountStatus'),
      cell: (user) => (
        <StatusBadge
          label={t(`accountStatus.${user.accountStatus}`)}
          tone={STATUS_TONES[user.accountStatus]}
        />
      ),
    },
  ];
  const inviteLink = (
    <Link variant="standalone" href="/settings/users/invite">
      {t('users.invite')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('users.title')}
      description={t('users.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'users', label: t('users.title') },
          ]}
        />
      }
      actions={inviteLink}
    />
  );
  const filtered =
    filters.role !== 'any' || filters.status !== 'any' || filters.search.trim() !== '';
  const noUsersAtAll = users !== null && users.length === 0 && !filtered;

  return (
    <Stack gap={6}>
      {header}
      {noUsersAtAll ? (
        <EmptyState
          title={t('users.emptyTitle')}
          description={t('users.emptyBody')}
          headingLevel={2}
          actions={inviteLink}
        />
      ) : (
        <Stack gap={4}>
          <Inline gap={6} align="end" wrap>
            <SearchField
              label={t('users.search')}
              description={t('users.searchHint')}
              value={filters.search}
              onChange={(search) => props.onFiltersChange({ search })}
              onSubmit={props.onSearch}
              onClear={() => props.onSearch('')}
            />
            <NativeSelect
              label={t('users.roleFilter')}
              value={filters.role}
              options={[
                { value: 'any', label: t('users.anyRole') },
                ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
              ]}
              onChange={(role) => props.onFiltersChange({ role })}
            />
            <NativeSelect
              label={t('users.statusFilter')}
              value={filters.status}
              options={[
                { value: 'any', label: t('users.anyStatus') },
                ...ACCOUNT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`accountStatus.${status}`),
                })),
              ]}
              onChange={(status) => props.onFiltersChange({ status })}
            />
          </Inline>
          <DataTable
            aria-label={t('users.listLabel')}
            columns={columns}
            rows={users}
            rowKey={(user) => user.uuid}
            rowHref={(user) => `/settings/users/${user.uuid}`}
            sortDescriptor={props.sort}
            onSortChange={props.onSortChange}
            loadingText={t('users.loading')}
            emptyText={t('users.noMatch')}
            hasMore={props.hasMore}
            isLoadingMore={props.isLoadingMore}
            onLoadMore={props.onLoadMore}
            loadMoreLabel={t('users.showMore')}
          />
        </Stack>
      )}
      <InvitationsSection {...props} />
    </Stack>
  );
}

function InvitationsSection({
  invites,
  invitesHaveMore,
  invitesLoadingMore,
  onLoadMoreInvites,
  renderInviteActions,
  invitesFailed,
  onRetryInvites,
}: UsersViewProps) {
  const { t } = useTranslation('people');
  // Revoked and accepted invitations are done; an expired one may still be sent again.
  const open = invites?.filter(
    (invite) => invite.status !== 'revoked' && invite.status !== 'accepted',
  );
  const columns: DataTableColumn<Invite>[] = [
    {
      id: 'email',
      header: t('invites.columns.email'),
      cell: (invite) => invite.email,
      isRowHeader: true,
    },
    {
      id: 'roles',
      header: t('invites.columns.roles'),
      cell: (invite) => invite.roles.map((role) => t(`roles.${role}`)).join(', '),
      allowsWrapping: true,
    },
    {
      id: 'status',
      header: t('invites.columns.status'),
      cell: (invite) => (
        <StatusBadge
          label={t(`inviteStatus.${invite.status}`)}
          tone={
            invite.status === 'resent' ? 'info' : invite.status === 'expired' ? 'danger' : 'warning'
          }
        />
      ),
    },
    {
      id: 'createdAt',
      header: t('invites.columns.createdAt'),
      cell: (invite) => <DateTime value={invite.createdAt} />,
    },
    {
      id: 'actions',
      header: t('invites.columns.actions'),
      cell: (invite) => renderInviteActions(invite),
    },
  ];
  return (
    <Stack gap={3}>
      <h2>{t('invites.title')}</h2>
      {invitesFailed ? (
        <InlineAlert tone="error" title={t('invites.loadFailed')}>
          <Button variant="secondary" onPress={onRetryInvites}>
            {t('invites.retry')}
          </Button>
        </InlineAlert>
      ) : (
        <DataTable
          aria-label={t('invites.listLabel')}
          columns={columns}
          rows={open ?? null}
          rowKey={(invite) => invite.uuid}
          loadingText={t('invites.loading')}
          emptyText={t('invites.none')}
          hasMore={invitesHaveMore}
          isLoadingMore={invitesLoadingMore}
          onLoadMore={onLoadMoreInvites}
          loadMoreLabel={t('invites.showMore')}
        />
      )}
    </Stack>
  );
}
