import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/connection';
import { MediaRepository } from '../db/media/media-repository';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { TranscriptionsRepository } from '../db/transcription/transcription-repository';
import type { SystemEventLog } from '../events/system-event-log';
import type { JobContext } from '../jobs/definitions';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import type { AccountedStorage } from '../storage/accounted-storage';
import { LastingRecognitionError, type SpeechRecognizer } from './speech-recognition';

export interface TranscribeMediaPayload {
  mediaId: string;
}

export interface TranscriberDependencies {
  db: Database;
  storage: AccountedStorage;
  events: SystemEventLog;
  recognizer: SpeechRecognizer;
  /** Scratch space for the copy ffmpeg reads (the storage may not be a local folder). */
  workDir: string;
  now: () => Date;
}

/**
 * The `media.transcribe` job: copies the video's stored original to scratch space, runs speech
 * recognition over its audio and stores the timed segments, the plain text also as the library
 * item's `transcript` (search reads it). Each state change goes to the organisation's stream as
 * `transcription.state`. A failure is recorded with its reason once no attempt is left or when
 * retrying cannot help (no model installed, nothing stored, no sound).
 */
export class Transcriber {
  constructor(private readonly dependencies: TranscriberDependencies) {}

  async transcribe(payload: TranscribeMediaPayload, context: JobContext): Promise<void> {
    if (!context.organisationId) throw new Error('media.transcribe needs an organisation');
    const organisationId = trustedOrganisationId(context.organisationId);
    const transcriptions = new TranscriptionsRepository(this.dependencies.db, organisationId);
    const row = await transcriptions.findById(payload.mediaId);
    // Deleted (with its video) or finished since it was queued: nothing to do.
    if (!row || (row.status !== 'pending' && row.status !== 'processing')) return;
    await transcriptions.markProcessing(row.id, this.dependencies.now());
    await this.announce(organisationId, row.id, 'processing');
    try {
      const segments = await this.recognise(organisationId, row.id, context);
      await transcriptions.complete(row.id, segments, this.dependencies.now());
      await this.announce(organisationId, row.id, 'completed');
    } catch (error) {
      if (context.signal.aborted) throw error;
      const lasting = error instanceof LastingRecognitionError;
      if (!lasting && context.attempt < context.maxAttempts) throw error;
      const reason = lasting
        ? (error as Error).message
        : `Speech recognition failed after ${context.attempt} tries: ${(error as Error).message}`;
      await transcriptions.fail(row.id, reason, this.dependencies.now());
      await this.announce(organisationId, row.id, 'failed', reason);
    }
  }

  private async recognise(organisationId: string, mediaId: string, context: JobContext) {
    const item = await new MediaRepository(
      this.dependencies.db,
      trustedOrganisationId(organisationId),
    ).findVisible(mediaId);
    const found = item?.originalPath
      ? await this.dependencies.storage.get(mediaFileKey(organisationId, mediaId, ORIGINAL_FILE))
      : null;
    if (!found)
      throw new LastingRecognitionError(
        'The video has no stored file to transcribe; upload it again, then request the transcript.',
      );
    const workDir = join(this.dependencies.workDir, `transcribe-${context.jobId}`);
    await mkdir(workDir, { recursive: true });
    try {
      const copy = join(workDir, ORIGINAL_FILE);
      await pipeline(found.body, createWriteStream(copy), { signal: context.signal });
      const segments = await this.dependencies.recognizer.transcribe(copy, context.signal);
      if (segments.length === 0)
        throw new LastingRecognitionError(
          'No speech was recognised in the video: its sound may be music or silence only.',
        );
      return segments;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async announce(
    organisationId: string,
    mediaId: string,
    state: 'processing' | 'completed' | 'failed',
    reason?: string,
  ) {
    await this.dependencies.events.publish(organisationId, 'transcription.state', {
      subjectId: mediaId,
      state,
      ...(reason ? { data: { reason } } : {}),
    });
  }
}
