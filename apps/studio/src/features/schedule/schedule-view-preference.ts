/** The schedule's view (spec section 9: schedule views CALENDAR, LIST), kept locally. */
export type ScheduleViewMode = 'CALENDAR' | 'LIST';
export type CalendarSpan = 'month' | 'week' | 'day';

const CALENDAR_SPANS: readonly CalendarSpan[] = ['month', 'week', 'day'];

const VIEW_KEY = 'studio.schedule.view';
const SPAN_KEY = 'studio.schedule.calendarSpan';

export function readScheduleView(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): ScheduleViewMode {
  return storage?.getItem(VIEW_KEY) === 'LIST' ? 'LIST' : 'CALENDAR';
}

export function readCalendarSpan(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): CalendarSpan {
  const kept = storage?.getItem(SPAN_KEY);
  return CALENDAR_SPANS.find((span) => span === kept) ?? 'month';
}

export function keepScheduleView(
  view: ScheduleViewMode,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  keep(VIEW_KEY, view, storage);
}

export function keepCalendarSpan(
  span: CalendarSpan,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  keep(SPAN_KEY, span, storage);
}

function keep(key: string, value: string, storage: Pick<Storage, 'setItem'> | null) {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the preference, never the view chosen now.
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
