import type { EventTimeFilter, ScheduledEvent, SocialPost } from '@studio/api';

/** One row of the list view: an event, or a social post going out (or gone out). */
export type ListEntry =
  | { kind: 'event'; key: string; at: string; event: ScheduledEvent }
  | { kind: 'post'; key: string; at: string; post: SocialPost };

/** A publish-time window as `listPosts` takes it; either end may be open. */
export interface PostWindow {
  startTime?: string;
  endTime?: string;
}

const timeOf = (iso: string) => new Date(iso).getTime();

/**
 * The publish times whose posts belong among the events the list holds so far. Upcoming posts
 * run from now, past ones up to now; while more events remain on the server, the window stops at
 * the last event loaded, so a post never shows before the events that come ahead of it (the next
 * page widens the window). Live holds events running now, and a post is an instant: none there.
 * Null when there is nothing to ask for yet (events still loading, or a window with no length).
 */
export function listPostWindow(
  timeFilter: EventTimeFilter,
  events: readonly ScheduledEvent[] | null,
  hasMore: boolean,
  now: Date,
): PostWindow | null {
  if (timeFilter === 'LIVE' || events === null) return null;
  const last = hasMore ? events.at(-1) : undefined;
  if (hasMore && last === undefined) return null;
  if (timeFilter === 'FUTURE') {
    if (last && timeOf(last.startTime) <= now.getTime()) return null;
    return { startTime: now.toISOString(), ...(last ? { endTime: last.startTime } : {}) };
  }
  if (last && timeOf(last.startTime) >= now.getTime()) return null;
  return { endTime: now.toISOString(), ...(last ? { startTime: last.startTime } : {}) };
}

/**
 * The events as the server ordered them (upcoming and live: first start first; past: newest
 * first) with the posts among them in the same order, by publish time. Posts outside
 * `window` (an answer for a wider window than the list now covers) are left out.
 */
export function listEntries(
  timeFilter: EventTimeFilter,
  events: readonly ScheduledEvent[],
  posts: readonly SocialPost[],
  window: PostWindow | null,
): ListEntry[] {
  const inWindow = (post: SocialPost) =>
    window !== null &&
    (window.startTime === undefined || timeOf(post.publishAt) >= timeOf(window.startTime)) &&
    // The end is open, as the server reads it (`publishAt < endTime`).
    (window.endTime === undefined || timeOf(post.publishAt) < timeOf(window.endTime));
  const entries: ListEntry[] = [
    ...events.map((event) => ({
      kind: 'event' as const,
      key: `event-${event.uuid}`,
      at: event.startTime,
      event,
    })),
    ...posts.filter(inWindow).map((post) => ({
      kind: 'post' as const,
      key: `post-${post.uuid}`,
      at: post.publishAt,
      post,
    })),
  ];
  const direction = timeFilter === 'PAST' ? -1 : 1;
  // A stable sort: events at the same time keep the server's order; a post at the same time as
  // an event comes after it.
  return entries.sort(
    (left, right) =>
      direction * (timeOf(left.at) - timeOf(right.at)) ||
      (left.kind === right.kind ? 0 : left.kind === 'event' ? -1 : 1),
  );
}
