import { useMemo, useState } from 'react';
import { useLanguage } from '../../../i18n/react';
import type { Invite } from '@studio/api';
import type { DataTableSort } from '@studio/ui';
import { useSharedList } from '../../settings/shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { inviteList, userList, type InviteListActor, type UserListActor } from './user-lists';
import { DEFAULT_SORT, filterUsers, NO_FILTERS, type UserFilters } from './user-filters';
import { InvitationActions } from './InvitationActions';
import { UsersView } from './UsersView';

/** The users and the invitations through the organisation's two kept list actors. */
export function UsersPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? (
    <Users
      customerId={customerId}
      users={userList(api, customerId)}
      invites={inviteList(api, customerId)}
    />
  ) : null;
}

function Users({
  customerId,
  users,
  invites,
}: {
  customerId: string;
  users: UserListActor;
  invites: InviteListActor;
}) {
  const language = useLanguage();
  const userView = useSharedList(users);
  const inviteView = useSharedList(invites);
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [sort, setSort] = useState<DataTableSort>(DEFAULT_SORT);
  const shown = useMemo(
    () => (userView.items ? filterUsers(userView.items, filters, sort, language) : null),
    [userView.items, filters, sort, language],
  );

  if (userView.failure) {
    return (
      <RouteFailureView
        status={userView.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={userView.retry}
      />
    );
  }
  return (
    <UsersView
      users={shown}
      loadedCount={userView.items?.length ?? 0}
      filters={filters}
      onFiltersChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      sort={sort}
      onSortChange={setSort}
      hasMore={userView.hasMore}
      isLoadingMore={userView.isLoadingMore}
      onLoadMore={userView.loadMore}
      invites={inviteView.items}
      invitesFailed={inviteView.failure !== null}
      onRetryInvites={inviteView.retry}
      invitesHaveMore={inviteView.hasMore}
      invitesLoadingMore={inviteView.isLoadingMore}
      onLoadMoreInvites={inviteView.loadMore}
      renderInviteActions={(invite: Invite) => (
        <InvitationActions key={invite.uuid} customerId={customerId} invite={invite} />
      )}
    />
  );
}
