import { describe, expect, it } from 'vitest';
import type { ScheduledEvent, SocialPost } from '@studio/api';
import { listEntries, listPostWindow } from './list-entries';
import { christmasReplay, novemberPosts, sundayService, wednesdayStudy } from './schedule-fixtures';

const [joinUs, highlights] = novemberPosts as [SocialPost, SocialPost];
const post = (uuid: string, publishAt: string, title = uuid): SocialPost => ({
  ...joinUs,
  uuid,
  title,
  publishAt,
});
const event = (uuid: string, startTime: string): ScheduledEvent => ({
  ...sundayService,
  uuid,
  name: uuid,
  startTime,
});
const titles = (entries: ReturnType<typeof listEntries>) =>
  entries.map((entry) => (entry.kind === 'event' ? entry.event.name : `post ${entry.post.title}`));

// Upcoming events as the server orders them: first start first.
const upcoming = [wednesdayStudy, sundayService, christmasReplay];
const now = new Date('2026-11-25T12:00:00Z');

describe('listPostWindow', () => {
  it('asks for every post from now on once the last upcoming event has arrived', () => {
    expect(listPostWindow('FUTURE', upcoming, false, now)).toEqual({
      startTime: '2026-11-25T12:00:00.000Z',
    });
  });

  it('stops at the last upcoming event loaded while more remain on the server', () => {
    expect(listPostWindow('FUTURE', upcoming.slice(0, 2), true, now)).toEqual({
      startTime: '2026-11-25T12:00:00.000Z',
      endTime: sundayService.startTime,
    });
  });

  it('asks for past posts up to now, back to the oldest event loaded while more remain', () => {
    const past = [
      event('yesterday', '2026-11-24T15:00:00Z'),
      event('last-week', '2026-11-18T15:00:00Z'),
    ];
    expect(listPostWindow('PAST', past, false, now)).toEqual({
      endTime: '2026-11-25T12:00:00.000Z',
    });
    expect(listPostWindow('PAST', past, true, now)).toEqual({
      startTime: '2026-11-18T15:00:00Z',
      endTime: '2026-11-25T12:00:00.000Z',
    });
  });

  it('asks for nothing while the events load, for live events, or for a window with no length', () => {
    expect(listPostWindow('FUTURE', null, false, now)).toBeNull();
    expect(listPostWindow('LIVE', upcoming, false, now)).toBeNull();
    // A series that began last month is still upcoming; with more to come, no post fits before it.
    expect(
      listPostWindow('FUTURE', [event('series', '2026-10-04T15:00:00Z')], true, now),
    ).toBeNull();
    expect(listPostWindow('FUTURE', [], true, now)).toBeNull();
  });

  it('asks for every upcoming post when there is no upcoming event at all', () => {
    expect(listPostWindow('FUTURE', [], false, now)).toEqual({
      startTime: '2026-11-25T12:00:00.000Z',
    });
  });
});

describe('listEntries', () => {
  it('places upcoming posts among the events by publish time', () => {
    const entries = listEntries('FUTURE', upcoming, [highlights, joinUs], {});
    expect(titles(entries)).toEqual([
      'Wednesday night study',
      'post Join us this Sunday',
      'post Sermon highlights',
      'Sunday 9am Service',
      'Christmas Eve replay',
    ]);
    const postRow = entries[1];
    expect(postRow?.kind === 'post' && postRow.post.status).toBe('scheduled');
  });

  it('lists past posts newest first, as the past events are', () => {
    const past = [
      event('Sunday', '2026-11-22T15:00:00Z'),
      event('Wednesday', '2026-11-19T01:00:00Z'),
    ];
    const entries = listEntries(
      'PAST',
      past,
      [post('older', '2026-11-10T09:00:00Z'), post('between', '2026-11-21T09:00:00Z')],
      {},
    );
    expect(titles(entries)).toEqual(['Sunday', 'post between', 'Wednesday', 'post older']);
  });

  it('leaves out posts the window no longer holds, and all of them without a window', () => {
    const entries = listEntries('FUTURE', upcoming.slice(0, 2), novemberPosts, {
      startTime: '2026-11-25T12:00:00Z',
      endTime: '2026-11-29T00:00:00Z',
    });
    expect(titles(entries)).toEqual([
      'Wednesday night study',
      'post Join us this Sunday',
      'Sunday 9am Service',
    ]);
    // The window's end is open, as the server reads it.
    const atTheEnd = listEntries('FUTURE', [], novemberPosts, { endTime: joinUs.publishAt });
    expect(titles(atTheEnd)).toEqual([]);
    expect(titles(listEntries('LIVE', [wednesdayStudy], novemberPosts, null))).toEqual([
      'Wednesday night study',
    ]);
  });

  it('puts a post after an event at the same time and keeps the server order of ties', () => {
    const same = '2026-11-29T15:00:00Z';
    const entries = listEntries(
      'FUTURE',
      [event('first', same), event('second', same)],
      [post('at the service', same)],
      {},
    );
    expect(titles(entries)).toEqual(['first', 'second', 'post at the service']);
    expect(entries.map((entry) => entry.key)).toEqual([
      'event-first',
      'event-second',
      'post-at the service',
    ]);
  });
});
