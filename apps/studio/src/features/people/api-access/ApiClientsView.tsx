import { useTranslation } from '../../../i18n/react';
import type { ApiClient } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  DateTime,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';

export interface ApiClientsViewProps {
  /** null until the first page has arrived. */
  clients: readonly ApiClient[] | null;
  /** Whether the person may create clients (`apiApps.add`). */
  canCreate: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/api-access`: the clients by name, with their ids and roles; never a secret. */
export function ApiClientsView({
  clients,
  canCreate,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: ApiClientsViewProps) {
  const { t } = useTranslation('apiAccess');
  const columns: DataTableColumn<ApiClient>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (client) => client.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'clientId',
      header: t('columns.clientId'),
      cell: (client) => <code>{client.clientId}</code>,
    },
    {
      id: 'roles',
      header: t('columns.roles'),
      cell: (client) => client.roles.map((role) => t(`roles.${role}`)).join(', '),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      cell: (client) => <DateTime value={client.createdAt} />,
    },
  ];
  const createLink = canCreate ? (
    <Link variant="standalone" href="/settings/api-access/create">
      {t('create')}
    </Link>
  ) : undefined;
  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'api-access', label: t('title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (clients !== null && clients.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyBody')}
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
        aria-label={t('listLabel')}
        columns={columns}
        rows={clients}
        rowKey={(client) => client.uuid}
        rowHref={(client) => `/settings/api-access/${client.uuid}`}
        loadingText={t('loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}
