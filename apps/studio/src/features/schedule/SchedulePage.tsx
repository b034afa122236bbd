import { hasPermission } from '@studio/domain';
import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import type { EventTimeFilter } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { ProgressBar } from '@studio/ui';
import { useRuntime, useSession } from '../../app/runtime-context';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useSharedList } from '../settings/shared-list';
import { useTranslation } from '../../i18n/react';
import { createCalendarActors, type CalendarRecord } from './actors';
import { shiftAnchor, visibleDays, windowOf } from './calendar-dates';
import { browserTimeZone, wallClockIn } from './event-form';
import { eventList, type EventListActor } from './event-list';
import { EventList } from './EventList';
import {
  keepCalendarSpan,
  keepScheduleView,
  readCalendarSpan,
  readScheduleView,
  type CalendarSpan,
} from './schedule-view-preference';
import { ScheduleView } from './ScheduleView';

const calendarMachine = createRecordMachine<CalendarRecord>();

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
        <ListHost customerId={customerId} />
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

function ListHost({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const [timeFilter, setTimeFilter] = useState<EventTimeFilter>('FUTURE');
  return (
    <FilteredList
      key={timeFilter}
      list={eventList(api, customerId, timeFilter)}
      timeFilter={timeFilter}
      onTimeFilterChange={setTimeFilter}
    />
  );
}

function FilteredList({
  list,
  timeFilter,
  onTimeFilterChange,
}: {
  list: EventListActor;
  timeFilter: EventTimeFilter;
  onTimeFilterChange(timeFilter: EventTimeFilter): void;
}) {
  const view = useSharedList(list);
  if (view.failure) {
    return (
      <RouteFailureView
        status={view.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={view.retry}
      />
    );
  }
  return (
    <EventList
      timeFilter={timeFilter}
      events={view.items}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onTimeFilterChange={onTimeFilterChange}
      onLoadMore={view.loadMore}
    />
  );
}
