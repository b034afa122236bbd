import { instantInZone, isKnownTimeZone } from '@studio/domain';
import type { EventFormValues } from './event-form';

/**
 * The instant the form's start names, for the hint that says it in the person's own zone: null
 * when there is nothing to say (the person is in the event's zone) or nothing to say it of (an
 * unknown zone, a day or time not yet whole). The domain's conversion, the one the request
 * uses, so the hint and the saved start agree across a clock change.
 */
export function startSeenFrom(
  values: Pick<EventFormValues, 'startDay' | 'startClock' | 'timezone'>,
  ownTimeZone: string,
): Date | null {
  const { startDay, startClock, timezone } = values;
  if (timezone === ownTimeZone || !isKnownTimeZone(timezone)) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDay) || !/^\d{2}:\d{2}$/.test(startClock)) return null;
  const start = instantInZone(startDay, startClock, timezone);
  return Number.isNaN(start.getTime()) ? null : start;
}

/**
 * How the hint writes the start: weekday, day, month and a 24-hour time, in the person's zone.
 * The order is the language's, as everywhere in the studio (English "Wed, Nov 25, 17:00",
 * Spanish "mié, 25 nov, 17:00"); the clock is 24-hour in both, as issue 16 asks (HH:mm).
 */
export const OWN_ZONE_START_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
