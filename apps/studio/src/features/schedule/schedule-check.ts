import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { StudioApi } from '@studio/api';
import { createLiveCheckMachine, LIVE_CHECK_SETTLE_MS, type CheckRequest } from '@studio/machines';
import type { EventFormValues } from './event-form';
import { loadEventRules } from './actors';

/** How long the form rests before the server is asked; typing a name asks nothing. */
export const SCHEDULE_CHECK_DELAY_MS = LIVE_CHECK_SETTLE_MS;

/** What one check asks about: the values, and the event being edited (null for a new one). */
interface ScheduleCheckInput {
  values: EventFormValues;
  saved: { eventId: string | null; savedStart: string | null };
}

const scheduleCheckMachine = createLiveCheckMachine<ScheduleCheckInput, readonly string[]>();

const NO_MESSAGES: readonly string[] = [];

/** The same messages are the same answer: no render for a check that changes nothing. */
const sameMessages = (left: readonly string[] | null, right: readonly string[] | null) =>
  (left ?? NO_MESSAGES).join('\n') === (right ?? NO_MESSAGES).join('\n');

/**
 * The form's live check (`validateSchedule`, through `serverClashes` in the lazily loaded
 * rules), run by the live check machine: once the values rest and pass the field rules, the
 * server says whether the event would clash; the messages stay until the next answer. A newer
 * change stops the call in flight, so an old answer never replaces a newer one; a failed check
 * shows nothing new, since saving checks again anyway.
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
  const machine = useMemo(
    () =>
      scheduleCheckMachine.provide({
        actors: {
          check: fromPromise<readonly string[], CheckRequest<ScheduleCheckInput>>(
            async ({ input: { input }, signal }) => {
              const rules = await loadEventRules();
              return rules.serverClashes(api, customerId, input.values, input.saved, signal);
            },
          ),
        },
      }),
    [api, customerId],
  );
  // The actor lives as long as the form: the page's api and organisation do not change under it.
  const actor = useActorRef(machine);
  useEffect(() => {
    actor.send({ type: 'check.changed', input: { values, saved: { eventId, savedStart } } });
  }, [actor, values, eventId, savedStart]);
  return useSelector(actor, (snapshot) => snapshot.context.result, sameMessages) ?? NO_MESSAGES;
}
