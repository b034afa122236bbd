import type { EventTimeFilter, ScheduledEvent, SocialPost } from '@studio/api';
import {
  Button,
  DataTable,
  DateTime,
  EmptyState,
  InlineAlert,
  Link,
  NativeSelect,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { repeatSummary } from './repeat-summary';
import { EventStateBadge } from './EventStateBadge';
import { listEntries, type ListEntry, type PostWindow } from './list-entries';
import { PostStateBadge } from './PostStateBadge';

export interface EventListProps {
  timeFilter: EventTimeFilter;
  /** null until the first page has arrived. */
  events: readonly ScheduledEvent[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onTimeFilterChange(timeFilter: EventTimeFilter): void;
  onLoadMore(): void;
  /**
   * Social posts to list among the events (for those who manage social media; absent for the
   * others): those inside `postWindow` show, in time order (`listEntries`).
   */
  posts?: {
    items: readonly SocialPost[];
    /** The publish times the events loaded so far cover (`listPostWindow`). */
    window: PostWindow | null;
    failed: boolean;
    onRetry(): void;
  };
}

/**
 * The list view: events of one time filter, paged by the server, their state and repeat; with
 * `posts`, the social posts of the same span among them, each marked as a post with its state and
 * leading to its page. One native table, so the rows keep their table semantics for screen readers.
 */
export function EventList({
  timeFilter,
  events,
  hasMore,
  isLoadingMore,
  onTimeFilterChange,
  onLoadMore,
  posts,
}: EventListProps) {
  const { t } = useTranslation('schedule');
  const entries =
    events === null
      ? null
      : listEntries(timeFilter, events, posts?.items ?? [], posts?.window ?? null);
  const columns: DataTableColumn<ListEntry>[] = [
    {
      id: 'name',
      header: t('list.columns.name'),
      // The row header names the row (and is its link): a post says it is one, as in the calendar.
      cell: (entry) =>
        entry.kind === 'event' ? entry.event.name : `${t('calendar.postMark')} ${entry.post.title}`,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'start',
      header: t('list.columns.start'),
      // A post has no zone of its own: the browser's, as its form and page show it.
      cell: (entry) =>
        entry.kind === 'event' ? (
          <DateTime value={entry.event.startTime} timeZone={entry.event.timezone} />
        ) : (
          <DateTime value={entry.post.publishAt} />
        ),
    },
    {
      id: 'duration',
      header: t('list.columns.duration'),
      cell: (entry) =>
        entry.kind === 'event' ? t('minutes', { count: entry.event.durationMinutes }) : null,
    },
    {
      id: 'repeat',
      header: t('list.columns.repeat'),
      cell: (entry) => (entry.kind === 'event' ? repeatSummary(t, entry.event.recurrence) : null),
      allowsWrapping: true,
    },
    {
      id: 'state',
      header: t('list.columns.state'),
      cell: (entry) =>
        entry.kind === 'event' ? (
          <EventStateBadge event={entry.event} />
        ) : (
          <PostStateBadge status={entry.post.status} />
        ),
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
      {posts?.failed ? (
        <InlineAlert tone="error" title={t('list.postsFailed')}>
          <Button variant="secondary" onPress={posts.onRetry}>
            {t('calendar.retry')}
          </Button>
        </InlineAlert>
      ) : null}
      {entries !== null && entries.length === 0 ? (
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
          aria-label={posts ? t('list.labelWithPosts') : t('list.label')}
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.key}
          rowHref={(entry) =>
            entry.kind === 'event'
              ? `/schedule/event/${entry.event.uuid}`
              : `/schedule/post/${entry.post.uuid}`
          }
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
