import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { transcriptions } from '../db/transcription/schema';
import { MEDIA_IDS, ORGANISATION_IDS, openTestDatabase } from '../test-support';
import { mediaColumnTranscripts } from './enrichment-jobs';

describe("Studio AI's transcript source", () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const riverside = ORGANISATION_IDS.riverside;
  const sermon = MEDIA_IDS.hopeInHardTimes;

  it('reads the text alone while the video has no completed transcription', async () => {
    const transcript = await mediaColumnTranscripts(database.db).transcriptOf(riverside, sermon);
    expect(transcript.text).toMatch(/\w+/);
    expect(transcript.segments).toBeUndefined();
  });

  it("brings a completed transcription's timed utterances, so chapters start where speech does", async () => {
    const write = (status: 'processing' | 'completed') =>
      database.db
        .insert(transcriptions)
        .values({
          id: sermon,
          organisationId: riverside,
          status,
          language: 'en',
          text: 'welcome to the sunday service we are glad you are here',
          segments: [
            { start: 0.4, end: 2.1, text: 'welcome to the sunday service' },
            { start: 2.6, end: 3.7, text: 'we are glad you are here' },
          ],
          durationSeconds: 4,
          requestedAt: new Date(),
        })
        .onConflictDoUpdate({ target: transcriptions.id, set: { status } });
    await write('processing');
    const source = mediaColumnTranscripts(database.db);
    expect((await source.transcriptOf(riverside, sermon)).segments).toBeUndefined();
    await write('completed');
    expect((await source.transcriptOf(riverside, sermon)).segments).toEqual([
      { startSeconds: 0.4, endSeconds: 2.1, text: 'welcome to the sunday service' },
      { startSeconds: 2.6, endSeconds: 3.7, text: 'we are glad you are here' },
    ]);
    // Another organisation reads nothing of it.
    expect(await source.transcriptOf(ORGANISATION_IDS.harbor, sermon)).toEqual({ text: null });
  });
});
