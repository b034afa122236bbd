import type { EventTimeFilter, StudioApi } from '@studio/api';
import { createSharedList, type SharedListActor } from '../settings/shared-list';
import { createEventListActors, type EventItem } from './actors';

export type EventListActor = SharedListActor<EventItem>;

/**
 * One kept list per time filter (each 120 s fresh, `createSharedList`); the pages that change an
 * event refresh all three (`refreshEventLists`).
 */
const lists: Record<EventTimeFilter, (api: StudioApi, customerId: string) => EventListActor> = {
  FUTURE: createSharedList<EventItem>((api, customerId) =>
    createEventListActors(api, customerId, 'FUTURE'),
  ),
  LIVE: createSharedList<EventItem>((api, customerId) =>
    createEventListActors(api, customerId, 'LIVE'),
  ),
  PAST: createSharedList<EventItem>((api, customerId) =>
    createEventListActors(api, customerId, 'PAST'),
  ),
};

export const eventList = (api: StudioApi, customerId: string, timeFilter: EventTimeFilter) =>
  lists[timeFilter](api, customerId);

export function refreshEventLists(api: StudioApi, customerId: string): void {
  for (const timeFilter of ['FUTURE', 'LIVE', 'PAST'] as const) {
    eventList(api, customerId, timeFilter).send({ type: 'list.refresh' });
  }
}
