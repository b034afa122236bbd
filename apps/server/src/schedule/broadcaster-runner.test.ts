import { ERROR_MESSAGES } from '@studio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import {
  ScheduledEventsRepository,
  type ScheduledEventRecord,
} from '../db/schedule/schedule-repository';
import type { EncoderControl, EncoderReport } from '../live/encoder-control';
import { Broadcaster } from '../live/broadcast/broadcaster';
import { ENCODER_CHANNEL_IDS, ORGANISATION_IDS, WEB_CHANNEL_IDS } from '../seed/demo-data';
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

async function event(contentType: 'live_encoder' | 'saved_video'): Promise<ScheduledEventRecord> {
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
    [{ type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.main }],
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
});
