import type { ReactNode } from 'react';
import type { ContentDestination } from '@studio/api';
import {
  Button,
  DataTable,
  DateTime,
  InlineAlert,
  Select,
  SelectItem,
  Stack,
  StatusBadge,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import {
  DESTINATION_SORT_LABELS,
  DESTINATION_SORTS,
  describeDestination,
  type DestinationNames,
  type DestinationSort,
} from './content-destinations';

export interface ContentDestinationsViewProps {
  /** The heading and the table's name; "Content destinations" by default. */
  title?: string;
  /** A line under the heading saying which destinations these are. */
  description?: string;
  /** null until the first page has arrived. */
  destinations: readonly ContentDestination[] | null;
  /** Why the list could not be read (the server's words), shown instead of the table. */
  error?: string | null;
  /** Reads the list again after an error. */
  onRetry?(): void;
  /** The names of the web channels, RTMP destinations and social channels, for the rows. */
  names: DestinationNames;
  /** Adds the column naming each row's live event: for a list of every event's destinations. */
  showsEvent?: boolean;
  sort: DestinationSort;
  hasMore: boolean;
  isLoadingMore: boolean;
  onSortChange(sort: DestinationSort): void;
  onLoadMore(): void;
  /** Each row's Start and Stop, driven by its own content-destination machine. */
  renderActions(destination: ContentDestination): ReactNode;
}

/** The live event's content destinations: state, start time, and their commands. */
export function ContentDestinationsView({
  title,
  description,
  destinations,
  error = null,
  onRetry,
  names,
  showsEvent = false,
  sort,
  hasMore,
  isLoadingMore,
  onSortChange,
  onLoadMore,
  renderActions,
}: ContentDestinationsViewProps) {
  const { t } = useTranslation('live');
  const heading = title ?? t('destinations.title');
  const columns: DataTableColumn<ContentDestination>[] = [
    {
      id: 'name',
      header: t('destinations.columns.name'),
      cell: (destination) =>
        describeDestination(destination, names).name ?? t(`destinations.types.${destination.type}`),
      isRowHeader: true,
      allowsWrapping: true,
    },
    ...(showsEvent
      ? [
          {
            id: 'event',
            header: t('destinations.columns.event'),
            // The server names every listed row's event; a row without one says so.
            cell: (destination: ContentDestination) =>
              destination.eventName ?? t('destinations.noEvent'),
            allowsWrapping: true,
          },
        ]
      : []),
    {
      id: 'kind',
      header: t('destinations.columns.kind'),
      cell: (destination) => {
        const kind = t(`destinations.kinds.${describeDestination(destination, names).kind}`);
        const social = destination.type === 'FACEBOOK' || destination.type === 'YOUTUBE';
        return social && destination.publishStatus
          ? t('destinations.kindWithStatus', {
              kind,
              publishStatus: t(`destinations.publishStatuses.${destination.publishStatus}`),
            })
          : kind;
      },
      allowsWrapping: true,
    },
    {
      id: 'status',
      header: t('destinations.columns.status'),
      cell: (destination) => (
        <StatusBadge
          label={t(`destinations.statuses.${destination.status}`)}
          set="destination"
          status={destination.status}
        />
      ),
    },
    {
      id: 'start',
      header: t('destinations.columns.start'),
      cell: (destination) =>
        destination.startRequestTime ? <DateTime value={destination.startRequestTime} /> : null,
    },
    {
      id: 'actions',
      header: t('destinations.columns.actions'),
      cell: (destination) => renderActions(destination),
    },
  ];
  return (
    <Stack gap={4}>
      <h2>{heading}</h2>
      {description ? <p>{description}</p> : null}
      <div>
        <Select
          label={t('destinations.sort')}
          items={DESTINATION_SORTS.map((id) => ({ id }))}
          selectedKey={sort}
          onSelectionChange={(key) => {
            const chosen = DESTINATION_SORTS.find((candidate) => candidate === key);
            if (chosen) onSortChange(chosen);
          }}
        >
          {(option) => (
            <SelectItem id={option.id}>
              {t(`destinations.sorts.${DESTINATION_SORT_LABELS[option.id]}`)}
            </SelectItem>
          )}
        </Select>
      </div>
      {error ? (
        <InlineAlert tone="error" title={t('destinations.loadFailed')}>
          <Stack gap={3}>
            <p>{error}</p>
            {onRetry ? (
              <div>
                <Button variant="secondary" onPress={onRetry}>
                  {t('destinations.retry')}
                </Button>
              </div>
            ) : null}
          </Stack>
        </InlineAlert>
      ) : (
        <DataTable
          aria-label={heading}
          columns={columns}
          rows={destinations}
          rowKey={(destination) => destination.id}
          loadingText={t('destinations.loading')}
          emptyText={t('destinations.empty')}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('destinations.showMore')}
        />
      )}
    </Stack>
  );
}
