import { useTranslation } from '../../../i18n/react';
import type { DestinationGroup } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  type DataTableColumn,
} from '@studio/ui';

export interface DestinationGroupsViewProps {
  /** null until the first page has arrived. */
  groups: readonly DestinationGroup[] | null;
  /** Only an Admin may create a group (spec section 6): others see no create link. */
  canCreate: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/destination-groups`: the groups by name, enabled or not, with their crossposts. */
export function DestinationGroupsView({
  groups,
  canCreate,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: DestinationGroupsViewProps) {
  const { t } = useTranslation('settingsDestinationGroups');
  const columns: DataTableColumn<DestinationGroup>[] = [
    {
      id: 'name',
      header: t('destinationGroups.columns.name'),
      cell: (group) => group.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'status',
      header: t('destinationGroups.columns.status'),
      cell: (group) => (
        <StatusBadge
          tone={group.enabled ? 'success' : 'neutral'}
          label={group.enabled ? t('destinationGroups.enabled') : t('destinationGroups.disabled')}
        />
      ),
    },
    {
      id: 'destinations',
      header: t('destinationGroups.columns.destinations'),
      cell: (group) => String(group.rtmpDestinationIds.length + group.crossposts.length),
      align: 'end',
    },
  ];
  const createLink = canCreate ? (
    <Link variant="standalone" href="/settings/destination-groups/create">
      {t('destinationGroups.create')}
    </Link>
  ) : undefined;
  const header = (
    <PageHeader
      title={t('destinationGroups.title')}
      description={t('destinationGroups.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'destination-groups', label: t('destinationGroups.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (groups !== null && groups.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('destinationGroups.emptyTitle')}
          description={
            canCreate ? t('destinationGroups.emptyBody') : t('destinationGroups.emptyBodyNoCreate')
          }
          headingLevel={2}
          actions={createLink}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      <DataTable
        aria-label={t('destinationGroups.listLabel')}
        columns={columns}
        rows={groups}
        rowKey={(group) => group.uuid}
        rowHref={(group) => `/settings/destination-groups/${group.uuid}`}
        loadingText={t('destinationGroups.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('destinationGroups.showMore')}
      />
    </Stack>
  );
}
