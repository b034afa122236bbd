import type { EventKind, Occurrence } from '@studio/domain';

/** The reason a web video's occurrence fails when it starts after its video would have ended. */
export const WEB_VIDEO_OCCURRENCE_OVER =
  'The web video would already have ended: the occurrence started too late to play it.';

/**
 * Where in the library video an occurrence plays from and to, in milliseconds. A replay plays
 * from the start. A web video (SIMLIVE) plays as if it were live since the occurrence started:
 * started late (a server restart, a worker that was busy), it joins where the event has reached,
 * as a viewer tuning in late to a live event would; its schedule decides what is on, not when
 * the job ran. Both stop at the video's end or the occurrence's, the earlier. Null when a web
 * video's occurrence has outlived its video: nothing is left to play.
 */
export function occurrenceCues(
  kind: EventKind,
  videoMs: number,
  occurrence: Occurrence,
  now: Date,
): { startCueMs: number; stopCueMs: number } | null {
  const occurrenceMs = occurrence.end.getTime() - occurrence.start.getTime();
  const stopCueMs = Math.min(videoMs, occurrenceMs);
  const startCueMs =
    kind === 'SIMLIVE' ? Math.max(0, now.getTime() - occurrence.start.getTime()) : 0;
  return startCueMs < stopCueMs ? { startCueMs, stopCueMs } : null;
}
