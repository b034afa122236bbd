import {
  BANDWIDTH_FIRST_MONTH,
  BYTES_PER_GB,
  BYTES_PER_TB,
  monthlyBandwidthAllowanceTb,
  monthsBetween,
  MS_PER_DAY,
  threeMonthAverageTb,
  utcMonth,
} from '@studio/domain';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { utcDay } from '../storage/usage';

type DataUsage = DocumentOperations['data-usage'];

/** Bandwidth data starts on 2/1/2022 (spec section 9). */
export const BANDWIDTH_DATA_START = new Date(`${BANDWIDTH_FIRST_MONTH}-01T00:00:00Z`);
const MS_PER_HOUR = 3_600_000;
/** The longest range each granularity answers in one call (a year of days, a month of hours). */
const MAX_DAYS = 366;
const MAX_HOURS = 31 * 24;

const round2 = (value: number) => Math.round(value * 100) / 100;
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
const dayStart = (at: Date) => new Date(`${utcDay(at)}T00:00:00Z`);

/** `YYYY-MM` of the month `count` months before `month`. */
function monthsBefore(month: string, count: number): string {
  const start = monthStart(month);
  start.setUTCMonth(start.getUTCMonth() - count);
  return utcMonth(start);
}

const rangeRefused = (message: string, field = 'query.start') =>
  badRequest([{ code: 'INVALID_REQUEST', message, field }]);

/**
 * A requested range: `start` defaults to the 1st of the current UTC month (when usage resets),
 * `end` to now; nothing before the data starts.
 */
function rangeOf(query: { start?: string; end?: string }, now: Date) {
  const start = query.start
    ? new Date(query.start)
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = query.end ? new Date(query.end) : now;
  if (end <= start) throw rangeRefused('The range must end after it starts.', 'query.end');
  return {
    start: start < BANDWIDTH_DATA_START ? BANDWIDTH_DATA_START : start,
    end,
  };
}

/** The UTC days that start before `end`, from the day of `start`. */
function daysOf(start: Date, end: Date): string[] {
  const days: string[] = [];
  for (let day = dayStart(start); day < end; day = new Date(day.getTime() + MS_PER_DAY)) {
    days.push(utcDay(day));
  }
  return days;
}

/**
 * Bandwidth usage (the data usage service): the bytes the server really served, counted per
 * organisation as HLS and downloads leave (`sendStoredFile`, `storage_served_daily` and
 * `_hourly`), plus the history seeded for the demo organisations. Months are UTC and reset on
 * the 1st at 00:00; the router has checked the organisation and `bandwidthAnalytics`.
 */
export function dataUsageHandlers(services: Services): HandlerMap<DataUsage> {
  const usage = services.storage.usage;

  return {
    getBandwidthUsage: async ({ organisation, query }) => {
      const now = services.now();
      const current = utcMonth(now);
      const wanted = query.months ?? 12;
      const first = [monthsBefore(current, wanted - 1), BANDWIDTH_FIRST_MONTH].sort().at(-1)!;
      // The average needs the three months before the current one, even when fewer are shown.
      const averagedFrom = [monthsBefore(current, 3), BANDWIDTH_FIRST_MONTH].sort().at(-1)!;
      const readFrom = first < averagedFrom ? first : averagedFrom;
      const served = await usage.servedBytesByMonth(organisation.id, `${readFrom}-01`, utcDay(now));
      const bytesIn = new Map(served.map((entry) => [entry.month, entry.bytes]));
      const allowanceTb = monthlyBandwidthAllowanceTb(organisation);
      const all = monthsBetween(readFrom, current).map((month) => ({
        month,
        usedTb: round2((bytesIn.get(month) ?? 0) / BYTES_PER_TB),
        allowanceTb,
      }));
      return {
        status: 200,
        body: {
          months: all.filter((entry) => entry.month >= first),
          threeMonthAverageTb: threeMonthAverageTb(all, current),
        },
      };
    },

    listDailyBandwidth: async ({ organisation, query }) => {
      const range = rangeOf(query, services.now());
      const days = daysOf(range.start, range.end);
      if (days.length > MAX_DAYS) {
        throw rangeRefused(`The range may cover at most ${MAX_DAYS} days.`);
      }
      if (days.length === 0) return { status: 200, body: [] };
      const served = await usage.servedBytesByDay(organisation.id, days[0]!, days.at(-1)!);
      const bytesOn = new Map(served.map((entry) => [entry.day, entry.bytes]));
      return {
        status: 200,
        body: days.map((date) => ({
          date,
          usedGb: round2((bytesOn.get(date) ?? 0) / BYTES_PER_GB),
        })),
      };
    },

    getDataUsage: async ({ organisation, query }) => {
      const range = rangeOf(query, services.now());
      const granularity = query.granularity ?? 'day';
      let points: Array<{ start: string; bytes: number }>;
      if (granularity === 'hour') {
        const first = new Date(Math.floor(range.start.getTime() / MS_PER_HOUR) * MS_PER_HOUR);
        if ((range.end.getTime() - first.getTime()) / MS_PER_HOUR > MAX_HOURS) {
          throw rangeRefused(`Hourly usage may cover at most ${MAX_HOURS / 24} days.`);
        }
        const served = await usage.servedBytesByHour(organisation.id, first, range.end);
        const bytesAt = new Map(served.map((entry) => [entry.hour.getTime(), entry.bytes]));
        points = [];
        for (let hour = first.getTime(); hour < range.end.getTime(); hour += MS_PER_HOUR) {
          points.push({ start: new Date(hour).toISOString(), bytes: bytesAt.get(hour) ?? 0 });
        }
      } else if (granularity === 'day') {
        const days = daysOf(range.start, range.end);
        if (days.length > MAX_DAYS) {
          throw rangeRefused(`Daily usage may cover at most ${MAX_DAYS} days.`);
        }
        const served = days.length
          ? await usage.servedBytesByDay(organisation.id, days[0]!, days.at(-1)!)
          : [];
        const bytesOn = new Map(served.map((entry) => [entry.day, entry.bytes]));
        points = days.map((day) => ({
          start: `${day}T00:00:00.000Z`,
          bytes: bytesOn.get(day) ?? 0,
        }));
      } else {
        const lastDay = utcDay(new Date(range.end.getTime() - 1));
        const months = monthsBetween(utcMonth(range.start), utcMonth(range.end));
        const served = await usage.servedBytesByMonth(organisation.id, `${months[0]}-01`, lastDay);
        const bytesIn = new Map(served.map((entry) => [entry.month, entry.bytes]));
        points = months
          .filter((month) => monthStart(month) < range.end)
          .map((month) => ({
            start: monthStart(month).toISOString(),
            bytes: bytesIn.get(month) ?? 0,
          }));
      }
      return {
        status: 200,
        body: {
          customerId: organisation.id,
          granularity,
          points,
          totalBytes: points.reduce((sum, point) => sum + point.bytes, 0),
        },
      };
    },
  } satisfies HandlerMap<DataUsage>;
}
