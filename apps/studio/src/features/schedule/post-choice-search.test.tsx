import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Clip, LibraryItem, StudioApi } from '@studio/api';
import { offeredChoices, usePostClipSearch, usePostVideoSearch } from './post-choice-search';

const newest = [
  { id: 'm-new-1', title: 'Sunday service, November 22' },
  { id: 'm-new-2', title: 'Youth night' },
];
const baptism = { id: 'm-2019', title: 'Baptism Sunday 2019' };

const page = (items: Array<{ id: string; title: string }>) => ({
  items: items.map((item) => ({ mediaId: item.id, title: item.title }) as LibraryItem),
  nextUrl: null,
});

describe('offeredChoices', () => {
  it('offers the newest while nothing is typed, and the answer once something is', () => {
    expect(offeredChoices(newest, null, undefined)).toEqual(newest);
    expect(offeredChoices(newest, [baptism], undefined)).toEqual([baptism]);
  });

  it('keeps the chosen video first when the list in view does not hold it', () => {
    expect(offeredChoices(newest, null, baptism)).toEqual([baptism, ...newest]);
    expect(offeredChoices(newest, [baptism], baptism)).toEqual([baptism]);
    expect(offeredChoices(newest, [], newest[1])).toEqual([newest[1]]);
  });
});

describe('usePostVideoSearch', () => {
  it('asks the library for the typed words once they rest, most relevant first', async () => {
    const listMedia = vi.fn(async () => page([baptism]));
    const api = { listMedia } as unknown as StudioApi;
    const { result } = renderHook(() => usePostVideoSearch(api, 'org-1', newest, ''));
    expect(result.current.choices).toEqual(newest);
    act(() => result.current.onSearch('bap'));
    act(() => result.current.onSearch('  baptism '));
    expect(result.current.isSearching).toBe(true);
    await waitFor(() => expect(result.current.choices).toEqual([baptism]));
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
    await waitFor(() => expect(result.current.choices).toEqual([baptism]));
    rerender({ chosen: baptism.id });
    act(() => result.current.onSearch('christmas'));
    await waitFor(() => expect(listMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isSearching).toBe(false));
    expect(result.current.choices).toEqual([baptism]);
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
    expect(result.current.choices).toEqual(newest);
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
    expect(result.current.choices).toEqual(newest);
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
    await waitFor(() => expect(result.current.choices).toEqual([baptism]));
    expect(result.current.failed).toBe(false);
  });
});

describe('usePostClipSearch', () => {
  const newestClips = [{ id: 'c-new', title: 'Welcome moment', durationSeconds: 42 }];
  const choir = { id: 'c-2021', title: 'Choir at Easter 2021', durationSeconds: 75 };
  const clipPage = (items: Array<typeof choir>) => ({
    items: items.map(
      (clip) =>
        ({
          uuid: clip.id,
          title: clip.title,
          start: '00:00:00.000',
          end: `00:01:${String(clip.durationSeconds - 60).padStart(2, '0')}.000`,
        }) as Clip,
    ),
    nextUrl: null,
  });

  it('asks for the clips whose title holds the typed words, with their lengths', async () => {
    const listClips = vi.fn(async () => clipPage([choir]));
    const api = { listClips } as unknown as StudioApi;
    const { result } = renderHook(() => usePostClipSearch(api, 'org-1', newestClips, ''));
    expect(result.current.choices).toEqual(newestClips);
    act(() => result.current.onSearch(' easter '));
    await waitFor(() => expect(result.current.choices).toEqual([choir]));
    expect(listClips).toHaveBeenCalledTimes(1);
    expect(listClips).toHaveBeenCalledWith('org-1', {
      query: 'easter',
      signal: expect.any(AbortSignal),
    });
  });

  it('keeps the chosen clip (a post being edited) offered after a search that does not find it', async () => {
    const listClips = vi.fn(async () => clipPage([]));
    const api = { listClips } as unknown as StudioApi;
    // The edited post's clip is among the choices the page read, not among the newest.
    const { result } = renderHook(() =>
      usePostClipSearch(api, 'org-1', [choir, ...newestClips], choir.id),
    );
    act(() => result.current.onSearch('baptism'));
    await waitFor(() => expect(listClips).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.isSearching).toBe(false));
    expect(result.current.choices).toEqual([choir]);
    // Choosing it writes its title into the field: no search for that.
    act(() => result.current.onSearch('Choir at Easter 2021'));
    await waitFor(() => expect(result.current.isSearching).toBe(false));
    expect(listClips).toHaveBeenCalledTimes(1);
    expect(result.current.choices).toEqual([choir, ...newestClips]);
  });
});
