import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ProbedMediaFacts } from '@studio/domain';
import type { Database } from '../db/connection';
import { MediaMetadataRepository } from '../db/media-extras/media-metadata-repository';
import type { StoredMediaFacts } from '../db/media-extras/schema';
import { MediaRepository } from '../db/media/media-repository';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import type { JobContext } from '../jobs/definitions';
import type { AccountedStorage } from '../storage/accounted-storage';
import { probeMediaFile } from './ffprobe';
import { mediaFileKey, ORIGINAL_FILE } from './media-files';

export interface ProbeMediaPayload {
  mediaId: string;
}

export interface MediaProberDependencies {
  db: Database;
  storage: AccountedStorage;
  /** Scratch space for the copy ffprobe reads (the storage may not be a local folder). */
  workDir: string;
  now: () => Date;
}

/** A file ffprobe read but that has no video or no audio to describe (not retried). */
export class UndescribableMediaError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UndescribableMediaError';
  }
}

const kbps = (bitsPerSecond: number | null) =>
  bitsPerSecond && bitsPerSecond >= 1000 ? Math.round(bitsPerSecond / 1000) : undefined;

/** The typical gap between keyframes: the median, which one odd gap (a scene cut) does not move. */
export function keyframeIntervalOf(keyframeTimes: readonly number[]): number | undefined {
  const gaps = keyframeTimes.slice(1).map((time, index) => time - (keyframeTimes[index] ?? 0));
  if (gaps.length === 0) return undefined;
  const sorted = [...gaps].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000) / 1000;
}

/** ffprobe's facts in the contract's shape; QuickTime's `qt  ` brand is a .mov container. */
export function storedFactsOf(facts: ProbedMediaFacts): StoredMediaFacts {
  const video = facts.videoTracks[0];
  const audio = facts.audioTracks[0];
  if (!video) throw new UndescribableMediaError('The file has no video track.');
  if (!audio) throw new UndescribableMediaError('The file has no audio track.');
  const videoBitrate = kbps(video.bitrateBitsPerSecond);
  const audioBitrate = kbps(audio.bitrateBitsPerSecond);
  const keyframeInterval = keyframeIntervalOf(facts.keyframeTimes);
  return {
    container: facts.majorBrand?.trim() === 'qt' ? 'mov' : 'mp4',
    durationSeconds: Math.max(0, facts.durationSeconds ?? 0),
    sizeBytes: facts.sizeBytes,
    video: {
      codec: video.codec,
      width: video.width,
      height: video.height,
      frameRate: Math.round((video.frameRate ?? 0) * 1000) / 1000,
      ...(videoBitrate ? { bitrateKbps: videoBitrate } : {}),
      // ffprobe leaves the field order out of most progressive MP4s: only "interlaced" is said.
      progressive: video.progressive !== false,
      ...(keyframeInterval !== undefined ? { keyframeIntervalSeconds: keyframeInterval } : {}),
    },
    audio: {
      codec: audio.codec,
      channels: audio.channels,
      sampleRate: audio.sampleRate,
      ...(audioBitrate ? { bitrateKbps: audioBitrate } : {}),
    },
  };
}

/**
 * The `media.probe` job (the media-metadata document's `probeMedia`): copies an item's stored
 * original to scratch space, reads it with ffprobe and its keyframes, and stores the facts that
 * `getMediaMetadata` answers.
 */
export class MediaProber {
  constructor(private readonly dependencies: MediaProberDependencies) {}

  async probe(payload: ProbeMediaPayload, context: JobContext): Promise<void> {
    if (!context.organisationId) throw new Error('media.probe needs an organisation');
    const organisationId = trustedOrganisationId(context.organisationId);
    const media = new MediaRepository(this.dependencies.db, organisationId);
    const item = await media.findVisible(payload.mediaId);
    // Deleted since it was asked for: nothing left to describe.
    if (!item) return;
    const found = await this.dependencies.storage.get(
      mediaFileKey(item.organisationId, item.id, ORIGINAL_FILE),
    );
    if (!found) return;
    const workDir = join(this.dependencies.workDir, `probe-${context.jobId}`);
    await mkdir(workDir, { recursive: true });
    try {
      const copy = join(workDir, ORIGINAL_FILE);
      await pipeline(found.body, createWriteStream(copy), { signal: context.signal });
      const facts = await probeMediaFile(copy, (await stat(copy)).size, context.signal);
      await new MediaMetadataRepository(this.dependencies.db, organisationId).record(
        item.id,
        storedFactsOf(facts),
        this.dependencies.now(),
      );
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
