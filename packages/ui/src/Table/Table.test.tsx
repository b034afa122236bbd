import { describe, expect, it } from 'vitest';
import type { TableBodyProps } from './Table';

type Video = { id: string; title: string };

describe('TableBodyProps', () => {
  it('requires loadingText whenever a loading prop is given (checked by the type checker)', () => {
    const firstLoad: TableBodyProps<Video> = { isLoading: true, loadingText: 'Loading videos' };
    const more: TableBodyProps<Video> = {
      isLoadingMore: false,
      onLoadMore: () => undefined,
      loadingText: 'Loading more videos',
    };
    // @ts-expect-error the spinner would have no accessible name.
    const unnamed: TableBodyProps<Video> = { isLoading: true };
    // @ts-expect-error the load-more row would have no accessible name.
    const unnamedMore: TableBodyProps<Video> = { onLoadMore: () => undefined };
    const plain: TableBodyProps<Video> = { emptyText: 'No videos' };
    expect([firstLoad, more, unnamed, unnamedMore, plain]).toHaveLength(5);
  });
});
