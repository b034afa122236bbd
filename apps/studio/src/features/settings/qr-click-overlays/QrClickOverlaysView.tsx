import { useTranslation } from '../../../i18n/react';
import type { QrClickOverlay } from '@studio/api';
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

export interface QrClickOverlaysViewProps {
  /** null until the first page has arrived. */
  overlays: readonly QrClickOverlay[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/qr-click-overlays`: the overlays by name, each opening its details. */
export function QrClickOverlaysView({
  overlays,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: QrClickOverlaysViewProps) {
  const { t } = useTranslation('settingsQrClickOverlays');
  const columns: DataTableColumn<QrClickOverlay>[] = [
    {
      id: 'name',
      header: t('qrClickOverlays.columns.name'),
      cell: (overlay) => overlay.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    { id: 'url', header: t('qrClickOverlays.columns.url'), cell: (overlay) => overlay.url },
    {
      id: 'type',
      header: t('qrClickOverlays.columns.type'),
      cell: (overlay) => t(`qrClickOverlays.types.${overlay.type}`),
    },
    {
      id: 'openingBehaviour',
      header: t('qrClickOverlays.columns.openingBehaviour'),
      cell: (overlay) => t(`qrClickOverlays.openingBehaviours.${overlay.openingBehaviour}`),
    },
    {
      id: 'createdDate',
      header: t('qrClickOverlays.columns.createdDate'),
      cell: (overlay) => (
        <DateTime value={overlay.createdDate} formatOptions={{ dateStyle: 'medium' }} />
      ),
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/qr-click-overlays/create">
      {t('qrClickOverlays.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('qrClickOverlays.title')}
      description={t('qrClickOverlays.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'qr-click-overlays', label: t('qrClickOverlays.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (overlays !== null && overlays.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('qrClickOverlays.emptyTitle')}
          description={t('qrClickOverlays.emptyBody')}
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
        aria-label={t('qrClickOverlays.listLabel')}
        columns={columns}
        rows={overlays}
        rowKey={(overlay) => overlay.uuid}
        rowHref={(overlay) => `/settings/qr-click-overlays/${overlay.uuid}`}
        loadingText={t('qrClickOverlays.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('qrClickOverlays.showMore')}
      />
    </Stack>
  );
}
