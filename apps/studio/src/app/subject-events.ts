import { useEffect, useEffectEvent } from 'react';
import type { StudioApi, SystemEvent } from '@studio/api';

/**
 * Follows one thing's events on the organisation's stream (server-sent events): `onEvent` runs
 * for each event of `type` about `subjectId` (a post, a venue, a library item), typically to
 * read the page's record again. The stream closes with the component; the newest `onEvent` is
 * the one called (an effect event), so callers need not keep it stable.
 */
export function useSubjectEvents(
  api: StudioApi,
  customerId: string,
  type: SystemEvent['type'],
  subjectId: string,
  onEvent: (event: SystemEvent) => void,
): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    const events = api.subscribeSystemEvents({
      customerId,
      onEvent: (event) => {
        if (event.type === type && event.subjectId === subjectId) handle(event);
      },
    });
    // A stream that ends leaves the page as it was: the record is still read on every visit.
    events.done.catch(() => undefined);
    return () => events.close();
  }, [api, customerId, type, subjectId]);
}
