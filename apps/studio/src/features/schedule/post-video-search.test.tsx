import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryItem, StudioApi } from '@studio/api';
import { offeredVideos, usePostVideoSearch } from './post-video-search';

const newest = [
  { id: 'm-new-1', title: 'Sunday service, November 22' },
  { id: 'm-new-2', title: 'Youth night' },
];
const baptism = { id: 'm-2019', title: 'Baptism Sunday 2019' };

const page = (items: Array<{ id: string; title: string }>) => ({
  items: items.map((item) => ({ mediaId: item.id, title: item.title }) as LibraryItem),
  nextUrl: null,
});

describe('offeredVideos', () => {
  it('offers the newest while nothing is typed, and the answer once something is', () => {
    expect(offeredVideos(newest, null, undefined)).toEqual(newest);
    expect(offeredVideos(newest, [baptism], undefined)).toEqual([baptism]);
  });

  it('keeps the chosen video first when the list in view does not hold it', () => {
    expect(offeredVideos(newest, null, baptism)).toEqual([baptism, ...newest]);
    expect(offeredVideos(newest, [baptism], baptism)).toEqual([baptism]);
    expect(offeredVideos(newest, [], newest[1])).toEqual([newest[1]]);
  });
});

describe('usePostVideoSearch', () => {
  it('asks the library for the typed words once they rest, most relevant first', async () => {
    const listMedia = vi.fn(async () => page([baptism]));
    const api = { listMedia } as unknown as StudioApi;
    const { result } = renderHook(() => usePostVideoSearch(api, 'org-1', newest, ''));
    expect(result.current.videos).toEqual(newest);
    act(() => result.current.onSearch('bap'));
    act(() => result.current.onSearch('  baptism '));
    expect(result.current.isSearching).toBe(true);
    await waitFor(() => expect(result.current.videos).toEqual([baptism]));
    expect(result.current.isSearching).toBe(false);
    // The words rested once: one search, with the last of them.
    expect(listMedia).toHaveBeenCalledTimes(1);
    expect(listMedia).toHaveBeenCalledWith('org-1', {
      query: 'baptism',
      sort: 'desc.score',
      signal: expect.any(AbortSignal),
    });
  });

  it('keeps a chosen video offered, titled, after a search that does not find it', async () => {
    const listMedia = vi.fn(async (_customer: string, options: { query?: string }) =>
      page(options.query === 'baptism' ? [baptism] : []),
    );
    const api = { listMedia } as unknown as StudioApi;
    const { result, rerender } = renderHook(
      ({ chosen }) => usePostVideoSearch(api, 'org-1', newest, chosen),
      { initialProps: { chosen: '' } },
    );
    act(() => result.current.onSearch('baptism'));
    await waitFor(() => expect(result.current.videos).toEqual([baptism]));
    rerender({ chosen: baptism.id });
    act(() => result.current.onSearch('christmas'));
    await waitFor(() => expect(listMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isSearching).toBe(false));
    expect(result.current.videos).toEqual([baptism]);
  });

  it('does not search for the title a choice writes into the field, nor for empty words', async () => {
    const listMedia = vi.fn(async () => page([baptism]));
    const api = { listMedia } as unknown as StudioApi;
    const { result } = renderHook(() => usePostVideoSearch(api, 'org-1', newest, ''));
    act(() => result.current.onSearch('Youth night'));
    await waitFor(() => expect(result.current.isSearching).toBe(false));
    act(() => result.current.onSearch('   '));
    await waitFor(() => expect(result.current.isSearching).toBe(false));
    expect(listMedia).not.toHaveBeenCalled();
    expect(result.current.videos).toEqual(newest);
  });

  it('says a failed search failed and offers the newest again', async () => {
    const api = {
      listMedia: vi.fn(async () => {
        throw new Error('network down');
      }),
    } as unknown as StudioApi;
    const { result } = renderHook(() => usePostVideoSearch(api, 'org-1', newest, ''));
    act(() => result.current.onSearch('baptism'));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.videos).toEqual(newest);
  });

  it('stops the search in flight when the words change again', async () => {
    const signals: AbortSignal[] = [];
    const api = {
      listMedia: vi.fn((_customer: string, options: { signal: AbortSignal }) => {
        signals.push(options.signal);
        // The first search is still in flight when the words change; the next one answers.
        return signals.length === 1
          ? new Promise(() => undefined)
          : Promise.resolve(page([baptism]));
      }),
    } as unknown as StudioApi;
    const { result } = renderHook(() => usePostVideoSearch(api, 'org-1', newest, ''));
    act(() => result.current.onSearch('bapt'));
    await waitFor(() => expect(signals).toHaveLength(1));
    act(() => result.current.onSearch('baptism'));
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(result.current.videos).toEqual([baptism]));
    expect(result.current.failed).toBe(false);
  });
});
