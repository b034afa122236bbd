import { useMemo, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { Invite } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import type { DataTableSort } from '@studio/ui';
import { useSharedList, type SharedListView } from '../../settings/shared-list';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createUserListActors, type UserItem } from './actors';
import { inviteList, userList } from './user-lists';
import {
  DEFAULT_SORT,
  isDefaultQuery,
  NO_FILTERS,
  userQueryKey,
  userQueryOf,
  type UserFilters,
  type UserQuery,
} from './user-filters';
import { InvitationActions } from './InvitationActions';
import { UsersView } from './UsersView';

const userListMachine = createListResourceMachine<UserItem>();

/**
 * The users as the server searches, filters and sorts them. Every user by name is the
 * organisation's kept list (120 s fresh, refreshed by the pages that change a user); another
 * query is a list of its own for as long as it is chosen. Invitations are a kept list too.
 */
export function UsersPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  // The search box's text; the list follows it when the person submits or clears it.
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<DataTableSort>(DEFAULT_SORT);
  const query = useMemo(() => userQueryOf(filters, sort), [filters, sort]);
  if (!customerId) return null;
  const controls = {
    filters: { ...filters, search: searchText },
    onFiltersChange: (change: Partial<UserFilters>) => {
      if (change.search !== undefined) setSearchText(change.search);
      const { search: _typed, ...applied } = change;
      if (Object.keys(applied).length > 0) setFilters((current) => ({ ...current, ...applied }));
    },
    onSearch: (search: string) => setFilters((current) => ({ ...current, search })),
    sort,
    onSortChange: setSort,
  };
  return isDefaultQuery(query) ? (
    <KeptUsers customerId={customerId} controls={controls} />
  ) : (
    <QueriedUsers
      key={userQueryKey(query)}
      customerId={customerId}
      query={query}
      controls={controls}
    />
  );
}

interface Controls {
  filters: UserFilters;
  onFiltersChange(change: Partial<UserFilters>): void;
  onSearch(search: string): void;
  sort: DataTableSort;
  onSortChange(sort: DataTableSort): void;
}

function KeptUsers({ customerId, controls }: { customerId: string; controls: Controls }) {
  const { api } = useRuntime();
  const users = useSharedList(userList(api, customerId));
  return <Users customerId={customerId} users={users} controls={controls} />;
}

function QueriedUsers({
  customerId,
  query,
  controls,
}: {
  customerId: string;
  query: UserQuery;
  controls: Controls;
}) {
  const { api } = useRuntime();
  const list = useActorRef(
    userListMachine.provide({ actors: createUserListActors(api, customerId, query) }),
    { input: {} },
  );
  const users = useSharedList(list);
  return <Users customerId={customerId} users={users} controls={controls} />;
}

function Users({
  customerId,
  users,
  controls,
}: {
  customerId: string;
  users: SharedListView<UserItem>;
  controls: Controls;
}) {
  const { api } = useRuntime();
  const inviteView = useSharedList(inviteList(api, customerId));
  if (users.failure) {
    return (
      <RouteFailureView
        status={users.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={users.retry}
      />
    );
  }
  return (
    <UsersView
      users={users.items}
      {...controls}
      hasMore={users.hasMore}
      isLoadingMore={users.isLoadingMore}
      onLoadMore={users.loadMore}
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
