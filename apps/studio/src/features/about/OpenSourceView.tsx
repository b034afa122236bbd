import { DataTable, Link, PageHeader, Stack, type DataTableColumn } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { OpenSourcePackage } from './open-source';

export interface OpenSourceViewProps {
  /** null while the list loads. */
  packages: readonly OpenSourcePackage[] | null;
}

/** `/opensource`: every package the studio and the server ship, with its licence. */
export function OpenSourceView({ packages }: OpenSourceViewProps) {
  const { t } = useTranslation('about');
  const partOf = (item: OpenSourcePackage) =>
    item.shippedBy.length > 1
      ? t('openSource.parts.both')
      : t(`openSource.parts.${item.shippedBy[0] ?? 'studio'}`);
  const columns: DataTableColumn<OpenSourcePackage>[] = [
    {
      id: 'name',
      header: t('openSource.columns.name'),
      cell: (item) =>
        item.url ? (
          <Link href={item.url} target="_blank" rel="noreferrer">
            {item.name}
          </Link>
        ) : (
          item.name
        ),
      isRowHeader: true,
      allowsWrapping: true,
    },
    { id: 'version', header: t('openSource.columns.version'), cell: (item) => item.version },
    {
      id: 'license',
      header: t('openSource.columns.license'),
      cell: (item) => item.license ?? t('openSource.noLicense'),
      allowsWrapping: true,
    },
    { id: 'shippedBy', header: t('openSource.columns.shippedBy'), cell: partOf },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('openSource.title')}
        description={
          packages === null
            ? t('openSource.description')
            : `${t('openSource.description')} ${t('openSource.count', { count: packages.length })}`
        }
      />
      <DataTable
        aria-label={t('openSource.listLabel')}
        columns={columns}
        rows={packages}
        rowKey={(item) => `${item.name}@${item.version}`}
        loadingText={t('openSource.loading')}
      />
    </Stack>
  );
}
