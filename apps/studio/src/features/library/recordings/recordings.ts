import { fromPromise } from 'xstate';
import type { EncoderVideo, LibraryItem, StudioApi } from '@studio/api';
import { RECORDING_IN_PROGRESS_STATES, type Permission } from '@studio/domain';
import type { FetchItemInput, FetchPageInput, FieldErrors, ListPage } from '@studio/machines';
import { createSharedList, type SharedListActor } from '../../settings/shared-list';
import { mediaItemFieldErrors, tagsOf } from '../media-item-form';

/** A recording as the list machine keeps it: by `id`, `status` its stream state. */
/**
 * Who sees a recording's live event destinations on its page: whoever may use their commands,
 * the permission Go Live's route declares (manageSched; recordings.test.ts keeps the two the
 * same). Named here rather than read from the route table, which would bring Go Live's lazy route
 * into this page's chunk.
 */
export const EVENT_DESTINATIONS_PERMISSION = 'manageSched' satisfies Permission;

export type RecordingItem = EncoderVideo & { readonly id: string; readonly status?: string };

const asItem = (video: EncoderVideo): RecordingItem => ({
  ...video,
  id: video.uuid,
  ...(video.state ? { status: video.state } : {}),
});

/** Still being written (the domain's states): such rows are re-read until the recording ends. */
export const isRecording = (video: Pick<EncoderVideo, 'state'>) =>
  video.state !== undefined && RECORDING_IN_PROGRESS_STATES.includes(video.state);

export type RecordingListActor = SharedListActor<RecordingItem>;

/** The organisation's recordings, newest first, kept across visits (`createSharedList`). */
export const recordingList = createSharedList<RecordingItem>(
  (api: StudioApi, customerId: string) => ({
    fetchPage: fromPromise<ListPage<RecordingItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listEncoderVideos(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<RecordingItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getEncoderVideo(customerId, input.id, { signal })),
    ),
  }),
  { transitionalStatuses: RECORDING_IN_PROGRESS_STATES },
);

/** What the save form asks: the library item's title, tags (one line) and description. */
export interface SaveRecordingValues {
  title: string;
  tags: string;
  description: string;
}

export const saveValuesOf = (video: EncoderVideo): SaveRecordingValues => ({
  title: video.name,
  tags: '',
  description: '',
});

/** The library item's rules (title required and at most 128, tags at most 150 in all). */
export const saveFieldErrors = (values: SaveRecordingValues): FieldErrors =>
  mediaItemFieldErrors({ ...values, airDate: '', airTime: '' });

/** Saves the recording as a library item dated when it was recorded. */
export function saveRecording(
  api: StudioApi,
  customerId: string,
  video: EncoderVideo,
  values: SaveRecordingValues,
): Promise<LibraryItem> {
  return api.saveToLibrary(customerId, {
    title: values.title.trim(),
    tags: tagsOf(values.tags),
    description: values.description.trim() === '' ? null : values.description,
    dateCreated: video.startTime,
    encoderVideoId: video.uuid,
  });
}
