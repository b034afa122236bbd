import { useEffect, useState } from 'react';
import type { StudioApi } from '@studio/api';
import type { EventFormValues } from './event-form';
import { loadEventRules } from './actors';

/** How long the form rests before the server is asked; typing a name asks nothing. */
export const SCHEDULE_CHECK_DELAY_MS = 800;

/**
 * Problems only the server can see before saving (spec section 5): overlaps with other events
 * on the same encoder, RTMP destination or web channel, and what the plan allows. The field
 * rules are the form's own and show on submit.
 */
const SERVER_ONLY_CODES = new Set(['EVENT_OVERLAP', 'PLAN_REQUIRED']);

/**
 * The form's live check (`validateSchedule`): once the values rest and pass the field rules,
 * the server says whether the event would clash; the messages stay until the next answer.
 * A newer change aborts the call in flight, so an old answer never replaces a newer one; a
 * failed check shows nothing, since saving checks again anyway.
 */
export function useScheduleCheck(
  api: StudioApi,
  customerId: string,
  values: EventFormValues,
  /** The event being edited: it does not clash with itself, and its passed start may stay. */
  saved: { uuid: string; startTime: string } | null,
): readonly string[] {
  const eventId = saved?.uuid ?? null;
  const savedStart = saved?.startTime ?? null;
  const [messages, setMessages] = useState<readonly string[]>([]);
  // The same messages keep the same list: no render for an answer that changes nothing.
  const show = (next: readonly string[]) =>
    setMessages((current) =>
      current.length === next.length && current.every((message, index) => message === next[index])
        ? current
        : next,
    );
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        const rules = await loadEventRules();
        const previousStart = savedStart ? new Date(savedStart) : null;
        if (Object.keys(rules.eventFieldErrors(values, new Date(), previousStart)).length > 0) {
          show([]);
          return;
        }
        const verdict = await api.validateSchedule(customerId, rules.toEventInput(values), {
          signal: controller.signal,
          ...(eventId ? { eventId } : {}),
        });
        if (controller.signal.aborted) return;
        show(
          verdict.problems
            .filter((problem) => SERVER_ONLY_CODES.has(problem.code))
            .map((problem) => problem.message),
        );
      })().catch(() => undefined);
    }, SCHEDULE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, customerId, values, eventId, savedStart]);
  return messages;
}
