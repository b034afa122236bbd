import { ERROR_MESSAGES } from '@studio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import {
  ScheduledEventsRepository,
  type ScheduledDestinationFields,
  type ScheduledEventRecord,
} from '../db/schedule/schedule-repository';
import { ContentDestinationsRepository } from '../db/broadcast/broadcast-repository';
import { RtmpIngest } from '../live/broadcast/rtmp-ingest';
import type { EncoderControl, EncoderReport } from '../live/encoder-control';
import { Broadcaster } from '../live/broadcast/broadcaster';
import {
  ENCODER_CHANNEL_IDS,
  ORGANISATION_IDS,
  RTMP_DESTINATION_IDS,
  WEB_CHANNEL_IDS,
} from '../seed/demo-data';
import { ENCODER_IDS } from '../seed/seed-encoders';
import { openTestDatabase } from '../test-support';
import { broadcasterRunner } from './broadcaster-runner';

const organisationId = trustedOrganisationId(ORGANISATION_IDS.riverside);
const start = new Date('2030-01-06T16:00:00Z');
const occurrence = { start, end: new Date(start.getTime() + 90 * 60_000) };

let database: DatabaseHandle;
let report: EncoderReport | null;
const commands: string[] = [];

const encoderControl: EncoderControl = {
  startStream: async (_organisation, encoderId) => {
    commands.push(`start ${encoderId}`);
  },
  stopStream: async (_organisation, encoderId) => {
    commands.push(`stop ${encoderId}`);
  },
  lastReport: async () => report,
};

const runnerAt = (now: Date) =>
  broadcasterRunner(
    new Broadcaster({
      db: database.db,
      encoderControl,
      ingest: null,
      liveDir: '/nonexistent-live',
      now: () => now,
    }),
    () => now,
  );

async function event(
  contentType: 'live_encoder' | 'saved_video',
  destinations: ScheduledDestinationFields[] = [
    { type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.main },
  ],
): Promise<ScheduledEventRecord> {
  return new ScheduledEventsRepository(database.db, organisationId).create(
    {
      name: 'Sunday Service',
      startTime: start,
      timezone: 'America/Chicago',
      durationMinutes: 90,
      contentType,
      kind: contentType === 'live_encoder' ? 'LIVE' : 'EXISTING_MEDIA',
      encoderId: contentType === 'live_encoder' ? ENCODER_IDS.mainSanctuary : null,
      encoderChannelId: contentType === 'live_encoder' ? ENCODER_CHANNEL_IDS.sundayServices : null,
      automaticSettings: true,
      seriesEnd: occurrence.end,
      createdBy: null,
    },
    destinations,
  );
}

beforeEach(async () => {
  database = await openTestDatabase();
  report = null;
  commands.length = 0;
});

describe('broadcasterRunner', () => {
  it('fails a live occurrence with the broadcaster reason when the encoder never connected', async () => {
    await expect(
      runnerAt(start).start(organisationId, await event('live_encoder'), occurrence),
    ).rejects.toThrow('The encoder has never connected.');
    expect(commands).toEqual([]);
  });

  it('fails when no ingest listens, before the encoder is told anything', async () => {
    report = { state: 'STOPPED', eventId: null, reportedAt: start };
    await expect(
      runnerAt(start).start(organisationId, await event('live_encoder'), occurrence),
    ).rejects.toThrow(ERROR_MESSAGES.unavailable);
    expect(commands).toEqual([]);
  });

  it('leaves replays to the web video runner', async () => {
    await expect(
      runnerAt(start).start(organisationId, await event('saved_video'), occurrence),
    ).rejects.toThrow('Replays play as web videos, not through the broadcaster.');
    expect(commands).toEqual([]);
  });

  it('streams to the event’s RTMP and social destinations as well, venues aside', async () => {
    report = { state: 'STOPPED', eventId: null, reportedAt: start };
    const broadcaster = new Broadcaster({
      db: database.db,
      encoderControl,
      ingest: new RtmpIngest({ port: 0 }),
      liveDir: '/nonexistent-live',
      now: () => start,
    });
    await broadcaster.start();
    try {
      const record = await event('live_encoder', [
        { type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.main },
        { type: 'RTMP', rtmpDestinationId: RTMP_DESTINATION_IDS.campusTv },
        {
          type: 'YOUTUBE',
          channelId: 'UC4f1c2a7e8b3d4c559a61',
          title: 'Sunday Service',
          description: 'Live from the sanctuary',
          privacy: 'org',
          publishStatus: 'unpublished',
        },
        { type: 'RSP_SOURCE' },
      ]);
      const { liveEventId } = await broadcasterRunner(broadcaster, () => start).start(
        organisationId,
        record,
        occurrence,
      );
      const destinations = await new ContentDestinationsRepository(
        database.db,
        organisationId,
      ).ofEvent(liveEventId!);
      destinations.sort((a, b) => a.type.localeCompare(b.type));
      expect(
        destinations.map(({ type, rtmpDestinationId, channelId, privacy, publishStatus }) => ({
          type,
          rtmpDestinationId,
          channelId,
          privacy,
          publishStatus,
        })),
      ).toEqual([
        {
          type: 'EMBED',
          rtmpDestinationId: null,
          channelId: null,
          privacy: null,
          publishStatus: null,
        },
        {
          type: 'RTMP',
          rtmpDestinationId: RTMP_DESTINATION_IDS.campusTv,
          channelId: null,
          privacy: null,
          publishStatus: null,
        },
        {
          type: 'YOUTUBE',
          rtmpDestinationId: null,
          channelId: 'UC4f1c2a7e8b3d4c559a61',
          privacy: 'org',
          publishStatus: 'unpublished',
        },
      ]);
      expect(commands).toEqual([`start ${ENCODER_IDS.mainSanctuary}`]);
    } finally {
      await broadcaster.stop();
    }
  });
});
