import type { ScheduleItem, SocialPost } from '@studio/api';
import type { SocialPostStatus } from '@studio/domain';
import { wallClockIn } from './event-form';

/** One line of the calendar: an occurrence of an event, or a social post going out. */
export interface CalendarEntry {
  key: string;
  /** The day it is listed under (`yyyy-mm-dd`). */
  day: string;
  /** When it starts or goes out. */
  startDate: string;
  /** The zone its time is shown in: the event's own; the browser's for a post. */
  timeZone: string | undefined;
  title: string;
  href: string;
  paused: boolean;
  /** Set for a post: its state shows beside it. */
  postStatus: SocialPostStatus | null;
}

/**
 * The calendar's lines by day, each day in time order. An occurrence is listed on its day in
 * the event's zone (the server's `startDay`); a post, which has no zone of its own, on its day
 * in `postTimeZone` (the browser's, the one the post form and page show its time in).
 */
export function calendarEntriesByDay(
  occurrences: readonly ScheduleItem[],
  posts: readonly SocialPost[],
  postTimeZone: string,
): Map<string, CalendarEntry[]> {
  const entries: CalendarEntry[] = [
    ...occurrences.map((item) => ({
      key: `event-${item.eventId}-${item.startDate}`,
      day: item.startDay,
      startDate: item.startDate,
      timeZone: item.timezone,
      title: item.title,
      href: `/schedule/event/${item.eventId}`,
      paused: item.paused ?? false,
      postStatus: null,
    })),
    ...posts.map((post) => ({
      key: `post-${post.uuid}`,
      day: wallClockIn(new Date(post.publishAt), postTimeZone).day,
      startDate: post.publishAt,
      timeZone: postTimeZone,
      title: post.title,
      href: `/schedule/post/${post.uuid}`,
      paused: false,
      postStatus: post.status,
    })),
  ];
  entries.sort(
    (left, right) =>
      new Date(left.startDate).getTime() - new Date(right.startDate).getTime() ||
      left.key.localeCompare(right.key),
  );
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return days;
}
