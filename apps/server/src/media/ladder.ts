import type { Rendition } from '../db/media/schema';

/**
 * The HLS ladder, highest first. A plan takes its first N rungs (libraryLadderRungs of
 * @studio/domain: 3 on Starter), and rungs taller than the source are left out: upscaling adds
 * bytes, not picture. Bitrates are the usual ones for H.264 at these sizes.
 */
export const LADDER: readonly Rendition[] = [
  { name: '2160p', width: 3840, height: 2160, bitrate: 16_000_000 },
  { name: '1080p', width: 1920, height: 1080, bitrate: 5_000_000 },
  { name: '720p', width: 1280, height: 720, bitrate: 2_800_000 },
  { name: '540p', width: 960, height: 540, bitrate: 1_600_000 },
  { name: '480p', width: 854, height: 480, bitrate: 1_200_000 },
  { name: '360p', width: 640, height: 360, bitrate: 800_000 },
  { name: '270p', width: 480, height: 270, bitrate: 500_000 },
  { name: '180p', width: 320, height: 180, bitrate: 300_000 },
];

/**
 * The rungs for a source of `sourceHeight` under a plan allowing `rungCount`: the tallest rung
 * that fits the source, then the ones below it, `rungCount` in all (at least one, the smallest,
 * so that even a tiny source plays).
 */
export function ladderFor(sourceHeight: number, rungCount: number): Rendition[] {
  const fitting = LADDER.filter((rung) => rung.height <= sourceHeight);
  const chosen = fitting.slice(0, Math.max(0, rungCount));
  if (chosen.length > 0) return chosen;
  const smallest = LADDER[LADDER.length - 1];
  return rungCount > 0 && smallest ? [smallest] : [];
}
