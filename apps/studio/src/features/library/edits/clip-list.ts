import type { Clip, StudioApi } from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage } from '@studio/machines';
import { fromPromise } from 'xstate';
import { createSharedList } from '../../settings/shared-list';

/** A clip as the list machine keeps it: by id, with its processing status. */
export type ClipListItem = Clip & { readonly id: string };

const listItemOf = (clip: Clip): ClipListItem => ({ ...clip, id: clip.uuid });

/** Processing states a clip moves on from by itself: such rows are re-fetched one by one. */
export const CLIP_TRANSITIONAL_STATUSES = [
  'PENDING',
  'STARTING',
  'IN_PROGRESS',
  'SEGMENTING',
  'TRANSCODING',
  'RE_SEGMENTING',
  'RETRYING',
] as const;

export function createClipListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<ClipListItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listClips(customerId, { url: input.url, signal });
      return { items: page.items.map(listItemOf), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<ClipListItem, FetchItemInput>(async ({ input, signal }) =>
      listItemOf(await api.getClip(customerId, input.id, { signal })),
    ),
  };
}

/** The organisation's clips, kept across visits (the list machine's 120 s freshness). */
export const clipList = createSharedList<ClipListItem>(createClipListActors, {
  transitionalStatuses: CLIP_TRANSITIONAL_STATUSES,
});

/** After a change the kept list is stale: it refetches on its next visit. */
export const refreshClipList = (api: StudioApi, customerId: string) =>
  clipList(api, customerId).send({ type: 'list.refresh' });
