import { fromPromise } from 'xstate';
import type { StudioApi, WebVideo, WebVideoInput } from '@studio/api';
import {
  DEFAULT_PLAYOUT_BEHAVIOUR,
  formatCuePosition,
  type PlayoutBehaviourName,
  type WebVideoStatusName,
} from '@studio/domain';
import type { FetchItemInput, FetchPageInput, ListPage } from '@studio/machines';
import type { Tone } from '@studio/ui';
import { createSharedList, type SharedListActor } from '../../settings/shared-list';

/** A web video as the list machine keeps it: by `id`, its `uuid`. */
export type WebVideoItem = WebVideo & { readonly id: string };

const asItem = (video: WebVideo): WebVideoItem => ({ ...video, id: video.uuid });

/** States that move on their own: such rows (and the open web video) are re-read until settled. */
export const WEB_VIDEO_TRANSITIONAL_STATUSES: readonly WebVideoStatusName[] = [
  'pending',
  'starting',
  'stopping',
];

export const isTransitional = (video: Pick<WebVideo, 'status'>) =>
  WEB_VIDEO_TRANSITIONAL_STATUSES.includes(video.status);

/** Stop applies while it plays or waits; once ended it cannot restart (spec section 4). */
export const canBeStopped = (video: Pick<WebVideo, 'status'>) =>
  !['stopped', 'aborted', 'error'].includes(video.status);

/** The badge tone of each status. */
export const WEB_VIDEO_STATUS_TONES: Record<WebVideoStatusName, Tone> = {
  pending: 'neutral',
  scheduled: 'info',
  starting: 'progress',
  started: 'success',
  stopping: 'progress',
  stopped: 'neutral',
  aborted: 'warning',
  error: 'danger',
};

export type WebVideoListActor = SharedListActor<WebVideoItem>;

/** The organisation's web videos, newest first, kept across visits (`createSharedList`). */
export const webVideoList = createSharedList<WebVideoItem>(
  (api: StudioApi, customerId: string) => ({
    fetchPage: fromPromise<ListPage<WebVideoItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listWebVideos(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<WebVideoItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getWebVideo(customerId, input.id, { signal })),
    ),
  }),
  { transitionalStatuses: WEB_VIDEO_TRANSITIONAL_STATUSES },
);

/** What the start form edits: text as typed, the playout one of the three. */
export interface StartWebVideoValues {
  name: string;
  description: string;
  webChannelId: string;
  playoutBehaviour: PlayoutBehaviourName;
  startCue: string;
  stopCue: string;
}

/** A new web video of a library item: its title, the whole video, realtime. */
export function startValuesOf(
  item: { title: string; durationSeconds?: number | null },
  firstWebChannelId: string | null,
): StartWebVideoValues {
  return {
    name: item.title.slice(0, 128),
    description: '',
    webChannelId: firstWebChannelId ?? '',
    playoutBehaviour: DEFAULT_PLAYOUT_BEHAVIOUR,
    startCue: formatCuePosition(0),
    stopCue: formatCuePosition(Math.floor((item.durationSeconds ?? 0) * 1000)),
  };
}

export function startWebVideo(
  api: StudioApi,
  customerId: string,
  mediaId: string,
  values: StartWebVideoValues,
): Promise<WebVideo> {
  const input: WebVideoInput = {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    mediaId,
    webChannelId: values.webChannelId,
    playoutBehaviour: values.playoutBehaviour,
    startCue: values.startCue.trim(),
    stopCue: values.stopCue.trim(),
  };
  return api.createWebVideo(customerId, input);
}
