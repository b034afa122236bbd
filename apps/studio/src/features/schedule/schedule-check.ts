import { useEffect, useState } from 'react';
import type { StudioApi } from '@studio/api';
import type { EventFormValues } from './event-form';
import { loadEventRules } from './actors';

/** How long the form rests before the server is asked; typing a name asks nothing. */
export const SCHEDULE_CHECK_DELAY_MS = 800;

/**
 * The form's live check (`validateSchedule`, through `serverClashes` in the lazily loaded
 * rules): once the values rest and pass the field rules, the server says whether the event
 * would clash; the messages stay until the next answer. A newer change aborts the call in
 * flight, so an old answer never replaces a newer one; a failed check shows nothing, since
 * saving checks again anyway.
 */
export function useScheduleCheck(
  api: StudioApi,
  customerId: string,
  values: EventFormValues,
  /** The event being edited: it does not clash with itself, and its passed start may stay. */
  saved: { uuid: string; startTime: string } | null,
): readonly string[] {
  const [messages, setMessages] = useState<readonly string[]>([]);
  const eventId = saved?.uuid ?? null;
  const savedStart = saved?.startTime ?? null;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadEventRules()
        .then((rules) =>
          rules.serverClashes(api, customerId, values, { eventId, savedStart }, controller.signal),
        )
        .then((next) => {
          if (controller.signal.aborted) return;
          // The same messages keep the same list: no render for an answer that changes nothing.
          setMessages((current) => (current.join('\n') === next.join('\n') ? current : next));
        })
        .catch(() => undefined);
    }, SCHEDULE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, customerId, values, eventId, savedStart]);
  return messages;
}
