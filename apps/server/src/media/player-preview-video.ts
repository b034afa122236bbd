import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { ByteRange } from '../storage/object-storage';

const run = promisify(execFile);

/**
 * Six seconds of ffmpeg's test pattern with a 440 Hz tone, H.264 (yuv420p, which every browser
 * decodes) and AAC at 48 kHz in an MP4 whose index comes first (`+faststart`), so a `<video>`
 * starts playing from the first bytes it reads. Small: 480x270 at a modest quality, about 150 kB.
 */
export const PREVIEW_VIDEO_FFMPEG_ARGUMENTS = [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=480x270:rate=30',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440:sample_rate=48000',
  '-t',
  '6',
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '32',
  '-pix_fmt',
  'yuv420p',
  '-g',
  '60',
  '-c:a',
  'aac',
  '-b:a',
  '64k',
  '-ar',
  '48000',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
] as const;

/** Makes the video at `target` (ffmpeg from PATH). Replaceable in tests. */
export type PreviewVideoMaker = (target: string) => Promise<void>;

export const makePreviewVideoWithFfmpeg: PreviewVideoMaker = async (target) => {
  await run('ffmpeg', ['-y', ...PREVIEW_VIDEO_FFMPEG_ARGUMENTS, target], { timeout: 60_000 });
};

/**
 * The video the studio's player profile preview plays (getPlayerPreviewVideo) until the demo
 * library has media of its own. It is the platform's, not an organisation's, so it lives beside
 * the organisations' objects in the storage folder (`<storage>/platform/`, a name no organisation
 * uuid can take) rather than in one organisation's storage, and it is made on the machine rather
 * than committed: the server needs ffmpeg for media anyway, and the repository stays free of
 * binaries.
 */
export class PlayerPreviewVideo {
  readonly file: string;

  constructor(
    storageDir: string,
    private readonly make: PreviewVideoMaker = makePreviewVideoWithFfmpeg,
  ) {
    this.file = join(storageDir, 'platform', 'player-preview.mp4');
  }

  /**
   * Makes the video once per storage folder (server start). Written beside and renamed into
   * place, so a reader never sees half a file. Answers whether the video is there afterwards; a
   * machine without ffmpeg still starts, and the operation answers 404.
   */
  async ensure(): Promise<boolean> {
    if ((await this.size()) !== null) return true;
    const staging = `${this.file}.${randomUUID()}.part.mp4`;
    await mkdir(dirname(this.file), { recursive: true });
    try {
      await this.make(staging);
      await rename(staging, this.file);
      return true;
    } finally {
      await rm(staging, { force: true });
    }
  }

  /** The file's size in bytes, or null while there is no video. */
  async size(): Promise<number | null> {
    try {
      const facts = await stat(this.file);
      return facts.isFile() && facts.size > 0 ? facts.size : null;
    } catch {
      return null;
    }
  }

  read(range: ByteRange): Readable {
    return createReadStream(this.file, { start: range.start, end: range.end });
  }
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 section 14):
 * `undefined` for the whole file (no header, or one this server does not honour, such as several
 * ranges, which it may ignore), `'unsatisfiable'` when the range starts past the end.
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return undefined;
  return { start, end };
}
