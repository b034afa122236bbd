import type { EventTimeFilter, ScheduledEvent } from '@studio/api';
import {
  DataTable,
  DateTime,
  EmptyState,
  Link,
  NativeSelect,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { repeatSummary } from './repeat-summary';
import { EventStateBadge } from './EventStateBadge';

export interface EventListProps {
  timeFilter: EventTimeFilter;
  /** null until the first page has arrived. */
  events: readonly ScheduledEvent[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onTimeFilterChange(timeFilter: EventTimeFilter): void;
  onLoadMore(): void;
}

/** The list view: events of one time filter, paged by the server, their state and repeat. */
export function EventList({
  timeFilter,
  events,
  hasMore,
  isLoadingMore,
  onTimeFilterChange,
  onLoadMore,
}: EventListProps) {
  const { t } = useTranslation('schedule');
  const columns: DataTableColumn<ScheduledEvent>[] = [
    {
      id: 'name',
      header: t('list.columns.name'),
      cell: (event) => event.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'start',
      header: t('list.columns.start'),
      cell: (event) => <DateTime value={event.startTime} timeZone={event.timezone} />,
    },
    {
      id: 'duration',
      header: t('list.columns.duration'),
      cell: (event) => t('minutes', { count: event.durationMinutes }),
    },
    {
      id: 'repeat',
      header: t('list.columns.repeat'),
      cell: (event) => repeatSummary(t, event.recurrence),
      allowsWrapping: true,
    },
    {
      id: 'state',
      header: t('list.columns.state'),
      cell: (event) => <EventStateBadge event={event} />,
    },
  ];
  return (
    <Stack gap={4}>
      <NativeSelect
        label={t('filterLabel')}
        value={timeFilter}
        options={(['FUTURE', 'LIVE', 'PAST'] as const).map((value) => ({
          value,
          label: t(`filters.${value}`),
        }))}
        onChange={onTimeFilterChange}
      />
      {events !== null && events.length === 0 ? (
        <EmptyState
          title={t(`list.empty.${timeFilter}`)}
          description={t('list.emptyBody')}
          headingLevel={2}
          actions={
            <Link variant="standalone" href="/schedule/create">
              {t('create')}
            </Link>
          }
        />
      ) : (
        <DataTable
          aria-label={t('list.label')}
          columns={columns}
          rows={events}
          rowKey={(event) => event.uuid}
          rowHref={(event) => `/schedule/event/${event.uuid}`}
          loadingText={t('list.loading')}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('list.showMore')}
        />
      )}
    </Stack>
  );
}
