import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import type { ServerJobQueue } from '../jobs/server-jobs';
import { DEMO_MEDIA } from '../seed/demo-data';
import type { AccountedStorage } from '../storage/accounted-storage';
import { mediaFileKey, mediaPrefix, ORIGINAL_FILE } from './media-files';

const run = promisify(execFile);

/**
 * Ten seconds of ffmpeg's test pattern with a tone, shaped as the ingest rules want it (16:9
 * 360p30, 2 s keyframes, AAC 48 kHz): small (about 300 kB), so the demo library has real,
 * playable items a few seconds after the first start.
 */
const DEMO_SOURCE_ARGUMENTS = [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=640x360:rate=30',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=330:sample_rate=48000',
  '-t',
  '10',
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '30',
  '-pix_fmt',
  'yuv420p',
  '-g',
  '60',
  '-keyint_min',
  '60',
  '-sc_threshold',
  '0',
  '-c:a',
  'aac',
  '-b:a',
  '96k',
  '-ar',
  '48000',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
];

/**
 * Gives the seeded library items their files on a start: the demo source video is made once per
 * storage folder (cached under `platform/`, like the player preview), stored as each waiting
 * item's original, and the items are queued for processing like any upload. Items that have an
 * original already (a later start) are left alone, so this costs nothing after the first time.
 * Answers how many items it queued.
 */
export async function prepareDemoMedia(options: {
  db: Database;
  storage: AccountedStorage;
  jobs: ServerJobQueue;
  storageDir: string;
}): Promise<number> {
  const ids = DEMO_MEDIA.filter((item) => item.processOnFirstStart).map((item) => item.id);
  const waiting = await options.db
    .select({ id: mediaItems.id, organisationId: mediaItems.organisationId })
    .from(mediaItems)
    .where(
      and(
        inArray(mediaItems.id, ids),
        eq(mediaItems.processingStatus, 'PENDING'),
        isNull(mediaItems.originalPath),
      ),
    );
  if (waiting.length === 0) return 0;
  const source = join(options.storageDir, 'platform', 'demo-library-source.mp4');
  if (!(await exists(source))) {
    const staging = `${source}.${randomUUID()}.part.mp4`;
    await mkdir(dirname(source), { recursive: true });
    try {
      await run('ffmpeg', ['-y', ...DEMO_SOURCE_ARGUMENTS, staging], { timeout: 120_000 });
      await rename(staging, source);
    } finally {
      await rm(staging, { force: true });
    }
  }
  const size = (await stat(source)).size;
  for (const item of waiting) {
    await options.storage.put(
      mediaFileKey(item.organisationId, item.id, ORIGINAL_FILE),
      createReadStream(source),
      { contentType: 'video/mp4' },
    );
    await options.db
      .update(mediaItems)
      .set({
        originalPath: `${mediaPrefix(item.id)}${ORIGINAL_FILE}`,
        originalSizeBytes: size,
        originalFileName: 'demo-recording.mp4',
      })
      .where(eq(mediaItems.id, item.id));
    await options.jobs.enqueue(
      'media.process',
      { mediaId: item.id, uploadId: null },
      { organisationId: item.organisationId, uniqueKey: `media.process:${item.id}` },
    );
  }
  return waiting.length;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
