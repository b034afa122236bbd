import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENTS, type AnalyticsSender } from '../../app/analytics';
import { useRuntime } from '../../app/runtime-context';

/**
 * Counts a move between areas of the studio (not every URL inside one) once per change, with
 * the area left behind. The last area is kept in a ref so React's strict double effects do not
 * count a visit twice.
 */
export function useAreaAnalytics(area: string | undefined, sender: AnalyticsSender | null): void {
  const { analytics } = useRuntime();
  const lastArea = useRef<string | undefined>(undefined);
  const userName = sender?.userName;
  const orgName = sender?.orgName;
  const orgUuid = sender?.orgUuid;
  useEffect(() => {
    if (!area || !userName || !orgName || !orgUuid || lastArea.current === area) return;
    analytics.track(ANALYTICS_EVENTS.areaViewed, {
      userName,
      orgName,
      orgUuid,
      area,
      from: lastArea.current ?? null,
    });
    lastArea.current = area;
  }, [analytics, area, userName, orgName, orgUuid]);
}
