import { hasPermission } from '@studio/domain';
import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import type { EventTimeFilter, SocialPost } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { ProgressBar } from '@studio/ui';
import { useRuntime, useSession } from '../../app/runtime-context';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useSharedList } from '../settings/shared-list';
import { useTranslation } from '../../i18n/react';
import { createCalendarActors, createListPostsActors, type CalendarRecord } from './actors';
import { shiftAnchor, visibleDays, windowOf } from './calendar-dates';
import { browserTimeZone, wallClockIn } from './event-form';
import { eventList, type EventListActor } from './event-list';
import { EventList, type EventListProps } from './EventList';
import { listPostWindow, type PostWindow } from './list-entries';
import {
  keepCalendarSpan,
  keepScheduleView,
  readCalendarSpan,
  readScheduleView,
  type CalendarSpan,
} from './schedule-view-preference';
import { ScheduleView } from './ScheduleView';

const calendarMachine = createRecordMachine<CalendarRecord>();
const listPostsMachine = createRecordMachine<SocialPost[]>();

/**
 * The calendar's grid (react-aria's grid list with its collection and selection code) is a chunk
 * of its own: the route's budget carries the list and the page, not the grid (docs/performance.md).
 */
const ScheduleCalendar = lazy(async () => ({
  default: (await import('./ScheduleCalendar')).ScheduleCalendar,
}));

/** `/schedule`: the calendar or the list, as the person last chose (kept locally). */
export function SchedulePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const roles = useSession((snapshot) => snapshot.context.user?.roles ?? []);
  const [mode, setMode] = useState(() => readScheduleView());
  if (!customerId) return null;
  const canPost = hasPermission(roles, 'manageSocialMedia');
  return (
    <ScheduleView
      canPost={canPost}
      mode={mode}
      onModeChange={(next) => {
        keepScheduleView(next);
        setMode(next);
      }}
    >
      {mode === 'CALENDAR' ? (
        <CalendarHost customerId={customerId} withPosts={canPost} />
      ) : (
        <ListHost customerId={customerId} withPosts={canPost} />
      )}
    </ScheduleView>
  );
}

function CalendarHost({ customerId, withPosts }: { customerId: string; withPosts: boolean }) {
  const { t } = useTranslation('schedule');
  const today = useMemo(() => wallClockIn(new Date(), browserTimeZone()).day, []);
  const [span, setSpan] = useState<CalendarSpan>(() => readCalendarSpan());
  const [anchor, setAnchor] = useState(today);
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const days = useMemo(() => visibleDays(anchor, span), [anchor, span]);
  const window = useMemo(() => windowOf(days), [days]);
  return (
    // Another window is another read: a new record machine, so a late answer cannot land here.
    <CalendarWindow
      key={`${window.startTime}/${window.endTime}`}
      customerId={customerId}
      window={window}
      withPosts={withPosts}
      render={(record, failed, retry) => (
        <Suspense fallback={<ProgressBar label={t('calendar.loading')} isIndeterminate />}>
          <ScheduleCalendar
            span={span}
            anchor={anchor}
            today={today}
            days={days}
            items={record?.occurrences ?? null}
            posts={record?.posts ?? []}
            failed={failed}
            selectedDay={selectedDay}
            onSpanChange={(next) => {
              keepCalendarSpan(next);
              setSpan(next);
            }}
            onPrevious={() => setAnchor(shiftAnchor(anchor, span, -1))}
            onNext={() => setAnchor(shiftAnchor(anchor, span, 1))}
            onToday={() => {
              setAnchor(today);
              setSelectedDay(today);
            }}
            onSelectDay={setSelectedDay}
            onRetry={retry}
          />
        </Suspense>
      )}
    />
  );
}

function CalendarWindow({
  customerId,
  window,
  withPosts,
  render,
}: {
  customerId: string;
  window: { startTime: string; endTime: string };
  withPosts: boolean;
  render(record: CalendarRecord | null, failed: boolean, retry: () => void): ReactNode;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      calendarMachine.provide({
        actors: createCalendarActors(api, customerId, window, withPosts),
      }),
    [api, customerId, window, withPosts],
  );
  const [snapshot, send] = useMachine(machine);
  const { data, error } = snapshot.context;
  // A refusal of the whole page (403) is the guard's business; any failure here keeps the
  // calendar's controls and offers Retry in place.
  return render(data, error !== null, () => send({ type: 'record.retry' }));
}

function ListHost({ customerId, withPosts }: { customerId: string; withPosts: boolean }) {
  const { api } = useRuntime();
  const [timeFilter, setTimeFilter] = useState<EventTimeFilter>('FUTURE');
  return (
    <FilteredList
      key={timeFilter}
      customerId={customerId}
      list={eventList(api, customerId, timeFilter)}
      timeFilter={timeFilter}
      withPosts={withPosts}
      onTimeFilterChange={setTimeFilter}
    />
  );
}

function FilteredList({
  customerId,
  list,
  timeFilter,
  withPosts,
  onTimeFilterChange,
}: {
  customerId: string;
  list: EventListActor;
  timeFilter: EventTimeFilter;
  withPosts: boolean;
  onTimeFilterChange(timeFilter: EventTimeFilter): void;
}) {
  const view = useSharedList(list);
  // "Now" is when the list was opened: the window moves with the pages loaded, not with the clock.
  const [openedAt] = useState(() => new Date());
  // The last posts shown: a wider window (a page more of events) keeps them while it is read,
  // rather than dropping every post for the time of the request. They lie inside it.
  const lastPosts = useRef<readonly SocialPost[]>([]);
  const postWindow = withPosts
    ? listPostWindow(timeFilter, view.items, view.hasMore, openedAt)
    : null;
  if (view.failure) {
    return (
      <RouteFailureView
        status={view.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={view.retry}
      />
    );
  }
  const listWith = (posts?: EventListProps['posts']) => {
    if (posts) lastPosts.current = posts.items;
    return (
      <EventList
        timeFilter={timeFilter}
        events={view.items}
        hasMore={view.hasMore}
        isLoadingMore={view.isLoadingMore}
        onTimeFilterChange={onTimeFilterChange}
        onLoadMore={view.loadMore}
        {...(posts ? { posts } : {})}
      />
    );
  };
  if (!withPosts) return listWith();
  if (postWindow === null) {
    return listWith({ items: [], window: null, failed: false, onRetry: () => undefined });
  }
  return (
    // Another window (a page more of events) is another read: a new record machine, so a late
    // answer for a narrower window cannot land here.
    <ListPosts
      key={`${postWindow.startTime ?? ''}/${postWindow.endTime ?? ''}`}
      customerId={customerId}
      window={postWindow}
      previous={lastPosts.current}
      render={listWith}
    />
  );
}

function ListPosts({
  customerId,
  window,
  previous,
  render,
}: {
  customerId: string;
  window: PostWindow;
  /** What the narrower window before this one answered, shown until this one answers. */
  previous: readonly SocialPost[];
  render(posts: NonNullable<EventListProps['posts']>): ReactNode;
}) {
  const { api } = useRuntime();
  // Keyed by its window, so one machine for its whole life (the window object is rebuilt on
  // every render of the list, its times are not).
  const [machine] = useState(() =>
    listPostsMachine.provide({ actors: createListPostsActors(api, customerId, window) }),
  );
  const [snapshot, send] = useMachine(machine);
  return render({
    items: snapshot.context.data ?? previous,
    window,
    failed: snapshot.context.error !== null,
    onRetry: () => send({ type: 'record.retry' }),
  });
}
