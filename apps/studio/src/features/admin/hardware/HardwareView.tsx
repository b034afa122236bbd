import { useTranslation } from '../../../i18n/react';
import {
  Breadcrumbs,
  DataTable,
  Inline,
  Link,
  PageHeader,
  SearchField,
  Stack,
  type DataTableColumn,
  type DataTableSort,
  NativeSelect,
} from '@studio/ui';
import type { HardwareItem, HardwareLookups } from './actors';

export interface HardwareViewFilters {
  /** The search box's text; applied with `onSearch`. */
  serialNumber: string;
  statusId: string;
  modelId: string;
}

export interface HardwareViewProps {
  lookups: HardwareLookups;
  /** null until the first page. */
  units: readonly HardwareItem[] | null;
  filters: HardwareViewFilters;
  onFiltersChange(change: Partial<HardwareViewFilters>): void;
  onSearch(serialNumber: string): void;
  sort: DataTableSort;
  onSortChange(sort: DataTableSort): void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
  canAdd: boolean;
}

/** Sorts the units shown by a column (the contract's search has no order of its own). */
export function sortUnits(units: readonly HardwareItem[], sort: DataTableSort): HardwareItem[] {
  const key = ({ unit }: HardwareItem): string => {
    switch (sort.column) {
      case 'model':
        return unit.model.name;
      case 'status':
        return unit.status.name;
      case 'owner':
        return unit.owner.name;
      case 'location':
        return unit.location.name;
      case 'buildDate':
        return unit.buildDate;
      default:
        return unit.serialNumber;
    }
  };
  const sorted = [...units].sort((a, b) => key(a).localeCompare(key(b)));
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}

/** `/hardware`: the inventory with serial search, status and model filters, sortable columns. */
export function HardwareView(props: HardwareViewProps) {
  const { t } = useTranslation('admin');
  const columns: DataTableColumn<HardwareItem>[] = [
    {
      id: 'serialNumber',
      header: t('hardware.columns.serialNumber'),
      cell: ({ unit }) => unit.serialNumber,
      isRowHeader: true,
      allowsSorting: true,
    },
    {
      id: 'model',
      header: t('hardware.columns.model'),
      cell: ({ unit }) => `${unit.model.name} (${t(`hardware.types.${unit.model.type}`)})`,
      allowsSorting: true,
    },
    {
      id: 'status',
      header: t('hardware.columns.status'),
      cell: ({ unit }) => unit.status.name,
      allowsSorting: true,
    },
    {
      id: 'owner',
      header: t('hardware.columns.owner'),
      cell: ({ unit }) => unit.owner.name,
      allowsSorting: true,
      allowsWrapping: true,
    },
    {
      id: 'location',
      header: t('hardware.columns.location'),
      cell: ({ unit }) => unit.location.name,
      allowsSorting: true,
    },
    {
      id: 'buildDate',
      header: t('hardware.columns.buildDate'),
      cell: ({ unit }) => unit.buildDate,
      allowsSorting: true,
    },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('hardware.title')}
        description={t('hardware.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'hardware', label: t('hardware.title') },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href="/hardware-dashboard">
              {t('links.hardwareDashboard')}
            </Link>
            {props.canAdd && (
              <Link variant="standalone" href="/hardware/create">
                {t('hardware.add')}
              </Link>
            )}
          </Inline>
        }
      />
      <Inline gap={6} align="end" wrap>
        <SearchField
          label={t('hardware.serialSearch')}
          description={t('hardware.serialSearchHint')}
          value={props.filters.serialNumber}
          onChange={(serialNumber) => props.onFiltersChange({ serialNumber })}
          onSubmit={props.onSearch}
          onClear={() => props.onSearch('')}
        />
        <NativeSelect
          label={t('hardware.statusFilter')}
          value={props.filters.statusId}
          options={[
            { value: '', label: t('hardware.anyStatus') },
            ...props.lookups.statuses.map((status) => ({ value: status.uuid, label: status.name })),
          ]}
          onChange={(statusId) => props.onFiltersChange({ statusId })}
        />
        <NativeSelect
          label={t('hardware.modelFilter')}
          value={props.filters.modelId}
          options={[
            { value: '', label: t('hardware.anyModel') },
            ...props.lookups.models.map((model) => ({ value: model.uuid, label: model.name })),
          ]}
          onChange={(modelId) => props.onFiltersChange({ modelId })}
        />
      </Inline>
      <DataTable
        aria-label={t('hardware.title')}
        columns={columns}
        rows={props.units ? sortUnits(props.units, props.sort) : null}
        rowKey={({ unit }) => unit.uuid}
        rowHref={({ unit }) => `/hardware/${unit.uuid}`}
        sortDescriptor={props.sort}
        onSortChange={props.onSortChange}
        loadingText={t('loading')}
        emptyText={t('hardware.empty')}
        hasMore={props.hasMore}
        isLoadingMore={props.isLoadingMore}
        onLoadMore={props.onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}
