import { MS_PER_DAY, utcMonth } from '@studio/domain';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { KpisRepository } from '../db/media-extras/kpis-repository';
import type { Services } from '../services';
import { utcDay } from '../storage/usage';

type CentralV4 = DocumentOperations['central-v4'];
type Kpi = CentralV4['listKpis']['responses'][200]['content']['application/json'][number];

/** The dashboard's "last 28 days" window, compared with the 28 days before it. */
const WINDOW_DAYS = 28;

/** The change from the previous window in percent (one decimal); null when it had nothing. */
export function percentageIncrease(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The dashboard's overview figures (central v4 `listKpis`): live events and viewing over the
 * last 28 days against the 28 before (player beacons, live events), library videos, storage held
 * and bandwidth served this UTC month (the storage accounting). The router has checked
 * viewDashboard and the organisation.
 */
export function kpiHandlers(services: Services): Pick<HandlerMap<CentralV4>, 'listKpis'> {
  return {
    listKpis: async ({ organisation }) => {
      const now = services.now();
      const windowStart = new Date(now.getTime() - WINDOW_DAYS * MS_PER_DAY);
      const previousStart = new Date(windowStart.getTime() - WINDOW_DAYS * MS_PER_DAY);
      const kpis = new KpisRepository(services.db, organisation.id);
      const usage = services.storage.usage;
      const [current, previous, libraryVideos, storedBytes, servedDays] = await Promise.all([
        kpis.viewing(windowStart, now),
        kpis.viewing(previousStart, windowStart),
        kpis.libraryVideos(),
        usage.storedBytes(organisation.id),
        usage.servedBytesByDay(organisation.id, `${utcMonth(now)}-01`, utcDay(now)),
      ]);
      const body: Kpi[] = [
        {
          name: 'liveEvents',
          value: current.liveEvents,
          unit: 'count',
          percentageIncrease: percentageIncrease(current.liveEvents, previous.liveEvents),
        },
        { name: 'libraryVideos', value: libraryVideos, unit: 'count', percentageIncrease: null },
        {
          name: 'viewersLast28Days',
          value: current.viewers,
          unit: 'count',
          percentageIncrease: percentageIncrease(current.viewers, previous.viewers),
        },
        {
          name: 'hoursWatchedLast28Days',
          value: current.hoursWatched,
          unit: 'hours',
          percentageIncrease: percentageIncrease(current.hoursWatched, previous.hoursWatched),
        },
        { name: 'storageUsedBytes', value: storedBytes, unit: 'bytes', percentageIncrease: null },
        {
          name: 'bandwidthUsedBytes',
          value: servedDays.reduce((total, day) => total + Number(day.bytes), 0),
          unit: 'bytes',
          percentageIncrease: null,
        },
      ];
      return { status: 200, body };
    },
  };
}
