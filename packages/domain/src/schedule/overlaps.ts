import { SCHEDULE_MESSAGES, type ScheduleProblem } from './messages.js';
import type { Occurrence } from './recurrence.js';

/** What an event holds during each occurrence, the window of each relative to the occurrence. */
/** The code of an overlap problem: the studio's live check picks these out of the server's answer. */
export const EVENT_OVERLAP_CODE = 'EVENT_OVERLAP';

export interface ResourceUse {
  kind: 'encoder' | 'rtmpDestination' | 'webChannel';
  id: string;
  /** Minutes from the occurrence start (negative: earlier, the encoder's pre-event buffer). */
  startOffsetMinutes: number;
  /** Minutes from the occurrence end. */
  endOffsetMinutes: number;
}

/** One event's occurrences (already expanded for the window checked) and what it uses. */
export interface ScheduledUse {
  eventId: string | null;
  occurrences: readonly Occurrence[];
  uses: readonly ResourceUse[];
}

export interface OverlapProblem extends ScheduleProblem {
  /** The other event, or null when the event overlaps itself (two destinations, one channel). */
  otherEventId: string | null;
}

const MINUTE_MS = 60_000;

interface Window {
  start: number;
  end: number;
}

const windowOf = (occurrence: Occurrence, use: ResourceUse): Window => ({
  start: occurrence.start.getTime() + use.startOffsetMinutes * MINUTE_MS,
  end: occurrence.end.getTime() + use.endOffsetMinutes * MINUTE_MS,
});

const intersects = (left: Window, right: Window) =>
  left.start < right.end && right.start < left.end;

const MESSAGES: Record<ResourceUse['kind'], string> = {
  encoder: SCHEDULE_MESSAGES.overlapEncoder,
  rtmpDestination: SCHEDULE_MESSAGES.overlapRtmpDestination,
  webChannel: SCHEDULE_MESSAGES.overlapWebChannel,
};
const FIELDS: Record<ResourceUse['kind'], string> = {
  encoder: 'body.encoderId',
  rtmpDestination: 'body.contentDestinations',
  webChannel: 'body.contentDestinations',
};

function windowsOf(use: ScheduledUse, kind: ResourceUse['kind'], id: string) {
  return use.uses
    .filter((resource) => resource.kind === kind && resource.id === id)
    .flatMap((resource) => use.occurrences.map((occurrence) => windowOf(occurrence, resource)));
}

/**
 * The overlaps of spec section 5: the candidate against each other event on the same encoder,
 * custom RTMP destination or web channel (at their windows: the encoder from its pre-event
 * buffer, destinations at their stream offsets), and the candidate's own destinations whose
 * offsets overlap on one RTMP destination or web channel. One problem per resource and event.
 */
export function overlapProblems(
  candidate: ScheduledUse,
  others: readonly ScheduledUse[],
): OverlapProblem[] {
  const problems: OverlapProblem[] = [];
  const seen = new Set<string>();
  for (const resource of candidate.uses) {
    const key = `${resource.kind}:${resource.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const mine = windowsOf(candidate, resource.kind, resource.id);
    for (const other of others) {
      if (other.eventId !== null && other.eventId === candidate.eventId) continue;
      const theirs = windowsOf(other, resource.kind, resource.id);
      if (mine.some((window) => theirs.some((their) => intersects(window, their)))) {
        problems.push({
          code: EVENT_OVERLAP_CODE,
          message: MESSAGES[resource.kind],
          field: FIELDS[resource.kind],
          otherEventId: other.eventId,
        });
      }
    }
    if (resource.kind !== 'encoder') {
      const sameResource = candidate.uses.filter(
        (use) => use.kind === resource.kind && use.id === resource.id,
      );
      const selfOverlap = sameResource.some((left, leftIndex) =>
        sameResource.some(
          (right, rightIndex) =>
            rightIndex > leftIndex &&
            candidate.occurrences.some((occurrence) =>
              intersects(windowOf(occurrence, left), windowOf(occurrence, right)),
            ),
        ),
      );
      if (selfOverlap) {
        problems.push({
          code: EVENT_OVERLAP_CODE,
          message: SCHEDULE_MESSAGES.overlapOffsets,
          field: 'body.contentDestinations',
          otherEventId: null,
        });
      }
    }
  }
  return problems;
}
