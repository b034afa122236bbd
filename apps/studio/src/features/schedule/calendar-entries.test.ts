import { describe, expect, it } from 'vitest';
import { calendarEntriesByDay } from './calendar-entries';
import { novemberItems, novemberPosts } from './schedule-fixtures';

describe('calendarEntriesByDay', () => {
  it('places posts on their day in the given zone, beside the occurrences, in time order', () => {
    const days = calendarEntriesByDay(novemberItems, novemberPosts, 'America/Chicago');
    expect(days.get('2026-11-28')?.map((entry) => entry.title)).toEqual(['Join us this Sunday']);
    const sunday = days.get('2026-11-29') ?? [];
    expect(sunday.map((entry) => [entry.title, entry.postStatus])).toEqual([
      ['Sermon highlights', 'failed'],
      ['Sunday 9am Service', null],
      ['Youth worship night', null],
      ['Evening prayer', null],
      ['Late choir rehearsal', null],
    ]);
    expect(sunday[0]?.href).toBe('/schedule/post/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d07');
    expect(sunday[1]?.href).toMatch(/^\/schedule\/event\//);
  });

  it('moves a post to the day it falls on in another zone', () => {
    // 17:00 UTC on the 28th is already the 29th in Auckland.
    const days = calendarEntriesByDay([], novemberPosts.slice(0, 1), 'Pacific/Auckland');
    expect([...days.keys()]).toEqual(['2026-11-29']);
    expect(days.get('2026-11-29')?.[0]?.timeZone).toBe('Pacific/Auckland');
  });
});
