import { newStreamKey } from '../db/broadcast/broadcast-repository';
import type { Database } from '../db/connection';
import { webVideos, type PlayoutBehaviour, type WebVideoStatus } from '../db/web-videos/schema';
import { MEDIA_IDS, ORGANISATION_IDS, WEB_CHANNEL_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const WEB_VIDEO_IDS = {
  christmasReplay: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f01',
  youthReplay: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f02',
  baptismReplay: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f03',
  worshipNextReplay: '6c8e0a22-4b5d-4f7a-8c9e-1d3f5b7d9f04',
} as const;

const HOUR = 3_600_000;

/**
 * Riverside's web videos, in the states a newcomer meets: played out and stopped, aborted by a
 * restart, failed, and one prepared for the next scheduled replay. None plays on a start: a web
 * video left playing by a previous run is aborted (live/web-videos/web-video-playout.ts).
 */
export async function seedWebVideos(tx: SeedTransaction, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const row = (
    id: string,
    fields: {
      name: string;
      description: string | null;
      mediaId: string;
      webChannelId: string;
      playoutBehaviour: PlayoutBehaviour;
      stopCueMs: number;
      status: WebVideoStatus;
      errorCode?: string;
      startedHoursAgo: number | null;
      endedHoursAgo: number | null;
    },
  ) => ({
    id,
    organisationId: ORGANISATION_IDS.riverside,
    name: fields.name,
    description: fields.description,
    mediaId: fields.mediaId,
    webChannelId: fields.webChannelId,
    playoutBehaviour: fields.playoutBehaviour,
    startCueMs: 0,
    stopCueMs: fields.stopCueMs,
    status: fields.status,
    errorCode: fields.errorCode ?? null,
    streamKey: newStreamKey(),
    folder: `${ORGANISATION_IDS.riverside}/web-videos/${id}`,
    startedAt: fields.startedHoursAgo === null ? null : at(fields.startedHoursAgo),
    endedAt: fields.endedHoursAgo === null ? null : at(fields.endedHoursAgo),
    createdAt: at((fields.startedHoursAgo ?? 1) + 0.1),
  });
  await tx.insert(webVideos).values([
    row(WEB_VIDEO_IDS.christmasReplay, {
      name: 'Christmas Eve replay',
      description: 'The candlelight service, replayed for those who missed it.',
      mediaId: MEDIA_IDS.christmasEve,
      webChannelId: WEB_CHANNEL_IDS.main,
      playoutBehaviour: 'realtime',
      stopCueMs: 10_000,
      status: 'stopped',
      startedHoursAgo: 50,
      endedHoursAgo: 49,
    }),
    row(WEB_VIDEO_IDS.youthReplay, {
      name: 'Youth Night - Courage (replay)',
      description: null,
      mediaId: MEDIA_IDS.youthNight,
      webChannelId: WEB_CHANNEL_IDS.youth,
      playoutBehaviour: 'faster_immediate',
      stopCueMs: 10_000,
      status: 'aborted',
      startedHoursAgo: 30,
      endedHoursAgo: 29,
    }),
    row(WEB_VIDEO_IDS.baptismReplay, {
      name: 'Baptism Sunday for Europe',
      description: 'Morning replay for the Europe channel.',
      mediaId: MEDIA_IDS.baptismSunday,
      webChannelId: WEB_CHANNEL_IDS.europe,
      playoutBehaviour: 'realtime',
      stopCueMs: 8_000,
      status: 'error',
      errorCode: 'SOURCE_MISSING',
      startedHoursAgo: null,
      endedHoursAgo: 20,
    }),
    row(WEB_VIDEO_IDS.worshipNextReplay, {
      name: 'Worship Night at the next replay',
      description: null,
      mediaId: MEDIA_IDS.worshipNight,
      webChannelId: WEB_CHANNEL_IDS.main,
      playoutBehaviour: 'faster_next_replay',
      stopCueMs: 10_000,
      status: 'scheduled',
      startedHoursAgo: null,
      endedHoursAgo: null,
    }),
  ]);
}
